import PDFDocument from 'pdfkit';
import type { Language, SignatureKind } from '@cf/contracts';
import { pdfLayout, preparePdf, resolvePdfFonts, type PdfFonts } from '@cf/platform';
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

  const { left, width, useFont, paragraph, line: labelled } = pdfLayout(doc, fonts, latinFont, rtl);
  /** A clause with a drawn bullet on the side the reading starts (fonts differ in having a bullet glyph). */
  const clause = (text: string, size: number) => {
    const indent = 14;
    const top = doc.y;
    doc.circle(rtl ? left + width - 3 : left + 3, top + size * 0.65, 2).fill('#334e68');
    doc.fillColor('black');
    const options = useFont(text, size);
    doc.text(text, rtl ? left : left + indent, top, { width: width - indent, align: rtl ? 'right' : 'left', ...options });
  };
  const line = (key: string, value: string) => labelled(texts.labels[key], value);

  paragraph(texts.title, 18, 'center');
  doc.moveDown(1);
  for (const text of texts.clauses) {
    clause(text, 11);
    doc.moveDown(0.6);
  }
  doc.moveDown(0.5);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#9aa5b1').stroke();
  doc.moveDown(0.8);
  line('regulator', REGULATOR_DECISION);
  line('investor', input.investorName);
  if (input.investorNameAr) line('investorAr', input.investorNameAr);
  if (input.email) line('email', input.email);
  line('signedAt', input.signedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z'));
  line('phone', input.phoneMasked);
  if (input.ip) line('ip', input.ip);
  line('reference', input.reference);
  doc.moveDown(0.5);

  // The signature, where a hand would sign: bottom right in English and French, bottom left in Arabic.
  const boxWidth = 220;
  const boxX = rtl ? left : left + width - boxWidth;
  const boxY = doc.y + 4;
  const captionOptions = useFont(texts.labels.signature, 10);
  doc.text(texts.labels.signature, boxX, boxY, { width: boxWidth, align: rtl ? 'right' : 'left', ...captionOptions });
  const signatureTop = boxY + 16;
  if (input.signature.image) {
    doc.image(input.signature.image, boxX, signatureTop, { fit: [boxWidth, 100] });
  } else if (input.signature.text) {
    const options = useFont(input.signature.text, 22);
    doc.text(input.signature.text, boxX, signatureTop + 20, { width: boxWidth, align: 'center', ...options });
  }
  doc.moveTo(boxX, signatureTop + 104).lineTo(boxX + boxWidth, signatureTop + 104).strokeColor('#52606d').stroke();

  doc.end();
  return done;
}
