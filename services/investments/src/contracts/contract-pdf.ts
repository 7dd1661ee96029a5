import PDFDocument from 'pdfkit';
import type { ContractDataView, Language } from '@cf/contracts';
import { drawSignedDocument, preparePdf, resolvePdfFonts, type PdfFonts } from '@cf/platform';
import { CONTRACT_TEXTS } from './contract-texts';

/**
 * An investment's contract as a PDF (issue 14): the document's words laid out by the platform's
 * signed-document writer (Arabic shaped, right to left; fonts embedded), with the signature box
 * empty and marked as a draft until the investor signs.
 */
export function contractPdf(document: ContractDataView, createdAt: string, fonts: PdfFonts = resolvePdfFonts()): Promise<Buffer> {
  const language: Language = document.language;
  const texts = CONTRACT_TEXTS[language];
  const doc = new PDFDocument({ size: 'A4', margin: 56, lang: language, info: { Title: document.title, Producer: 'Oman Crowdfunding', CreationDate: new Date(createdAt) } });
  const { latinFont, bytes } = preparePdf(doc, fonts);
  drawSignedDocument(doc, fonts, latinFont, {
    rtl: language === 'ar',
    title: document.title,
    clauses: document.clauses,
    facts: document.facts.map((f) => [f.label, f.value]),
    signature: { caption: texts.labels.signature, text: null, image: null },
    note: texts.draft,
  });
  doc.end();
  return bytes;
}
