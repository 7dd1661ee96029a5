/**
 * Renders an investment contract (services/investments/src/contracts) to PDF and to PNG, in Arabic,
 * English and French, as a draft and as signed (a typed signature confirmed by texted code), into
 * docs/investments/, so a reader sees the document without investing:
 * `npm run docs:contract`. Needs poppler-utils (pdftoppm), which tools/setup-machine.sh installs.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractDocument, contractPdf, type InvestmentRow } from '@cf/investments-service';

const OUT = join(__dirname, '..', '..', 'docs', 'investments');

const investment = {
  id: '0192f6a8-5b2c-7d4e-9f10-a1b2c3d4e5f6',
  referenceId: 'INV-4F2A9C1D7E3B',
  campaignName: 'Nizwa Date Packhouse',
  currency: 'OMR',
  amount: 1_234_500,
  shareUnits: null,
  sharePrice: null,
  goal: 120_000_000,
  acceptedAt: '2026-11-25T09:30:00.000Z',
} as InvestmentRow;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const language of ['ar', 'en', 'fr'] as const) {
    const document = contractDocument({ investment, kind: 'debt', investorName: 'Huda Al Siyabi', investorNameAr: 'هدى السيابي' }, language);
    const signing = { signature: { kind: 'typed' as const, text: 'Huda Al Siyabi', image: null }, signedAt: '2026-11-25T09:41:12.000Z', phoneMasked: '+968•••••123', ip: '203.0.113.24' };
    for (const [name, pdf] of [
      [`contract-${language}`, await contractPdf(document, investment.acceptedAt)],
      [`contract-${language}-signed`, await contractPdf(document, investment.acceptedAt, undefined, signing)],
    ] as const) {
      const file = join(OUT, name);
      writeFileSync(`${file}.pdf`, pdf);
      execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', `${file}.pdf`, file]);
      console.log(`wrote ${file}.pdf and ${file}.png`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
