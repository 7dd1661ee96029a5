import PDFDocument from 'pdfkit';
import type { Language, SignatureKind } from '@cf/contracts';
import { drawSignedDocument, preparePdf, resolvePdfFonts, type PdfFonts } from '@cf/platform';
import { CONSENT_TEXTS, REGULATOR_DECISION } from './consent-texts';

export interface ConsentAgreementInput {
  language: Language;
  reference: string;
  investorName: string;
  investorNameAr: string | null;
  email: string | null;
  signature: { kind: SignatureKind; text: string | null; image: Buffer | null };
  signedAt: string;
  phoneMasked: string;
  ip: string | null;
}

/**
 * The signed consent agreement (A4.4) as a PDF: the clauses in the investor's language (Arabic shaped
 * and right-to-left), who signed, the signature itself, when, from where, and the masked number
 * the confirming code went to. Written once, when the code is confirmed; its SHA-256 goes to the
 * audit stream. The creation date is the signing time, so the file says when it was made.
 */
export function consentAgreementPdf(input: ConsentAgreementInput, fonts: PdfFonts = resolvePdfFonts()): Promise<Buffer> {
  // Arabic without an Arabic font would print boxes: English instead.
  const language: Language = input.language === 'ar' && !fonts.arabic ? 'en' : input.language;
  const texts = CONSENT_TEXTS[language];
  const rtl = language === 'ar';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    info: { Title: texts.title, Producer: 'Oman Crowdfunding', CreationDate: new Date(input.signedAt) },
  });
  const { latinFont, bytes: done } = preparePdf(doc, fonts);

  const facts: Array<[string, string]> = [
    [texts.labels.regulator, REGULATOR_DECISION],
    [texts.labels.investor, input.investorName],
    ...(input.investorNameAr ? [[texts.labels.investorAr, input.investorNameAr] as [string, string]] : []),
    ...(input.email ? [[texts.labels.email, input.email] as [string, string]] : []),
    [texts.labels.signedAt, input.signedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z')],
    [texts.labels.phone, input.phoneMasked],
    ...(input.ip ? [[texts.labels.ip, input.ip] as [string, string]] : []),
    [texts.labels.reference, input.reference],
  ];
  drawSignedDocument(doc, fonts, latinFont, {
    rtl,
    title: texts.title,
    clauses: texts.clauses,
    facts,
    signature: { caption: texts.labels.signature, text: input.signature.text, image: input.signature.image },
  });

  doc.end();
  return done;
}
