import PDFDocument from 'pdfkit';
import type { ContractDataView, Language, SignatureKind } from '@cf/contracts';
import { drawSignedDocument, preparePdf, resolvePdfFonts, type PdfFonts } from '@cf/platform';
import { CONTRACT_TEXTS } from './contract-texts';

/** Who signed and how the signature was confirmed: printed under the contract's facts. */
export interface ContractSigning {
  signature: { kind: SignatureKind; text: string | null; image: Buffer | null };
  signedAt: string;
  phoneMasked: string;
  ip: string | null;
}

/**
 * An investment's contract as a PDF (issue 14): the document's words laid out by the platform's
 * signed-document writer (Arabic shaped, right to left; fonts embedded). Without `signing` it is a
 * draft with an empty signature box; with it, the signed contract (written once, when the texted
 * code confirms the signature; its creation date is the signing time, so the same inputs give the
 * same bytes).
 */
export function contractPdf(document: ContractDataView, createdAt: string, fonts: PdfFonts = resolvePdfFonts(), signing: ContractSigning | null = null): Promise<Buffer> {
  const language: Language = document.language;
  const texts = CONTRACT_TEXTS[language];
  const doc = new PDFDocument({ size: 'A4', margin: 56, lang: language, info: { Title: document.title, Producer: 'Oman Crowdfunding', CreationDate: new Date(signing?.signedAt ?? createdAt) } });
  const { latinFont, bytes } = preparePdf(doc, fonts);
  const signedFacts: Array<[string, string]> = signing
    ? [
        [texts.labels.signedAt, signing.signedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z')],
        [texts.labels.phone, signing.phoneMasked],
        ...(signing.ip ? [[texts.labels.ip, signing.ip] as [string, string]] : []),
      ]
    : [];
  drawSignedDocument(doc, fonts, latinFont, {
    rtl: language === 'ar',
    title: document.title,
    clauses: document.clauses,
    facts: [...document.facts.map((f): [string, string] => [f.label, f.value]), ...signedFacts],
    signature: { caption: texts.labels.signature, text: signing?.signature.text ?? null, image: signing?.signature.image ?? null },
    ...(signing ? {} : { note: texts.draft }),
  });
  doc.end();
  return bytes;
}
