import PDFDocument from 'pdfkit';
import type { Language, SignatureKind } from '@cf/contracts';
import { drawSignedDocument, preparePdf, resolvePdfFonts, type PdfFonts } from '@cf/platform';
import { CHILD_AGREEMENT_TEXTS } from './child-agreement-texts';

export interface ChildAgreementInput {
  language: Language;
  reference: string;
  guardianName: string;
  guardianNameAr: string;
  childName: string;
  childNameAr: string;
  dateOfBirth: string;
  signature: { kind: SignatureKind; text: string | null; image: Buffer | null };
  signedAt: string;
  phoneMasked: string;
  ip: string | null;
}

/** The signed child registration agreement as a PDF, laid out like the consent agreement (written once, on confirmation). */
export function childAgreementPdf(input: ChildAgreementInput, fonts: PdfFonts = resolvePdfFonts()): Promise<Buffer> {
  const language: Language = input.language === 'ar' && !fonts.arabic ? 'en' : input.language;
  const texts = CHILD_AGREEMENT_TEXTS[language];
  const doc = new PDFDocument({ size: 'A4', margin: 56, lang: language, info: { Title: texts.title, Producer: 'Oman Crowdfunding', CreationDate: new Date(input.signedAt) } });
  const { latinFont, bytes: done } = preparePdf(doc, fonts);
  const labels = texts.labels;
  drawSignedDocument(doc, fonts, latinFont, {
    rtl: language === 'ar',
    title: texts.title,
    clauses: texts.clauses,
    facts: [
      [labels.guardian, input.guardianName],
      [labels.guardianAr, input.guardianNameAr],
      [labels.child, input.childName],
      [labels.childAr, input.childNameAr],
      [labels.dateOfBirth, input.dateOfBirth],
      [labels.signedAt, input.signedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z')],
      [labels.phone, input.phoneMasked],
      ...(input.ip ? [[labels.ip, input.ip] as [string, string]] : []),
      [labels.reference, input.reference],
    ],
    signature: { caption: labels.signature, text: input.signature.text, image: input.signature.image },
  });
  doc.end();
  return done;
}
