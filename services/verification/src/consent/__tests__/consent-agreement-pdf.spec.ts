import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolvePdfFonts } from '@cf/platform';
import { consentAgreementPdf, type ConsentAgreementInput } from '../consent-agreement-pdf';
import { CONSENT_TEXTS } from '../consent-texts';

const input = (language: ConsentAgreementInput['language']): ConsentAgreementInput => ({
  language,
  reference: '0f0e0d0c-aaaa-bbbb-cccc-123456789abc',
  investorName: 'Huda Al Siyabi',
  investorNameAr: 'هدى السيابي',
  email: 'investor3@demo.om',
  signature: { kind: 'typed', text: language === 'ar' ? 'هدى السيابي' : 'Huda Al Siyabi', image: null },
  signedAt: '2026-11-25T09:30:00.000Z',
  phoneMasked: '+968•••••567',
  ip: '203.0.113.7',
});

/** The text poppler reads from a PDF (tools/setup-machine.sh installs poppler-utils). */
function extract(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'consent-'));
  writeFileSync(join(dir, 'a.pdf'), pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
}
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('consent agreement PDF', () => {
  it('[A4.4] writes the Arabic agreement shaped, right to left, its text extracting in logical order', async () => {
    expect(resolvePdfFonts().arabic).not.toBeNull();
    const text = words(extract(await consentAgreementPdf(input('ar'))));
    expect(text).toContain(CONSENT_TEXTS.ar.title);
    // Whole clauses, word after word as written: the words were neither reversed nor shuffled.
    expect(text).toContain(words(CONSENT_TEXTS.ar.clauses[2]).slice(0, 40));
    expect(text).toContain('هدى السيابي');
    expect(text).toContain('158/2022');
    expect(text).toContain('2026-11-25 09:30:00Z');
  });

  it.each(['en', 'fr'] as const)('[A4.4] writes the agreement in %s with who signed, when, from where and the signature', async (language) => {
    const text = words(extract(await consentAgreementPdf(input(language))));
    expect(text).toContain(CONSENT_TEXTS[language].title);
    expect(text).toContain(words(CONSENT_TEXTS[language].clauses[4]).slice(0, 60));
    for (const value of ['Huda Al Siyabi', 'investor3@demo.om', '203.0.113.7', '+968•••••567', '158/2022']) expect(text).toContain(value);
  });

  it('[A4.4] records when it was signed as the creation date', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'consent-'));
    writeFileSync(join(dir, 'a.pdf'), await consentAgreementPdf(input('en')));
    expect(execFileSync('pdfinfo', ['-isodates', join(dir, 'a.pdf')], { encoding: 'utf8' })).toMatch(/CreationDate:\s+2026-11-25T09:30:00/);
  });
});
