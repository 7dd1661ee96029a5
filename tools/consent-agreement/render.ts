/**
 * Renders the consent agreement as it is signed (services/verification/src/consent) to PDF and to
 * PNG, in Arabic, English and French, into docs/verification/, so a reader sees the document without
 * signing up: `npm run docs:consent`. Needs poppler-utils (pdftoppm), which tools/setup-machine.sh installs.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { consentAgreementPdf } from '@cf/verification-service';

const OUT = join(__dirname, '..', '..', 'docs', 'verification');

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  // A drawn signature: a few strokes on a transparent 400 by 200 canvas, as the signature pad gives.
  const strokes = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><path d="M30 140 C 70 40, 110 40, 120 120 S 170 170, 200 90 S 260 40, 300 130 L 370 110" fill="none" stroke="#102a43" stroke-width="4" stroke-linecap="round"/></svg>`;
  const drawn = await sharp(Buffer.from(strokes)).png().toBuffer();
  for (const language of ['ar', 'en', 'fr'] as const) {
    const pdf = await consentAgreementPdf({
      language,
      reference: '0192f6a8-5b2c-7d4e-9f10-a1b2c3d4e5f6',
      investorName: 'Huda Al Siyabi',
      investorNameAr: 'هدى السيابي',
      email: 'investor3@demo.om',
      signature: { kind: 'drawn', text: null, image: drawn },
      signedAt: '2026-11-25T09:30:00.000Z',
      phoneMasked: '+968•••••005',
      ip: '203.0.113.7',
    });
    const file = join(OUT, `consent-agreement-${language}`);
    writeFileSync(`${file}.pdf`, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', `${file}.pdf`, file]);
    console.log(`wrote ${file}.pdf and ${file}.png`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
