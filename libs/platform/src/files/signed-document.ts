import { pdfLayout } from './pdf-layout';
import type { PdfFonts } from './pdf-fonts';

/** The part of a pdfkit document a signed document is drawn with (the platform does not depend on pdfkit). */
export interface SignedDocumentPdf {
  page: { width: number; height: number; margins: { left: number; right: number; top: number; bottom: number } };
  x: number;
  y: number;
  font(name: string): SignedDocumentPdf;
  fontSize(size: number): SignedDocumentPdf;
  text(text: string, x?: number, y?: number, options?: Record<string, unknown>): SignedDocumentPdf;
  heightOfString(text: string, options?: Record<string, unknown>): number;
  moveDown(lines?: number): SignedDocumentPdf;
  circle(x: number, y: number, radius: number): SignedDocumentPdf;
  fill(color: string): SignedDocumentPdf;
  fillColor(color: string): SignedDocumentPdf;
  moveTo(x: number, y: number): SignedDocumentPdf;
  lineTo(x: number, y: number): SignedDocumentPdf;
  strokeColor(color: string): SignedDocumentPdf;
  stroke(): SignedDocumentPdf;
  image(src: Buffer, x: number, y: number, options?: Record<string, unknown>): SignedDocumentPdf;
  addPage(): SignedDocumentPdf;
}

/** Caption, signature, line and note: kept together on one page. */
const SIGNATURE_BLOCK_HEIGHT = 150;

export interface SignedDocumentContent {
  rtl: boolean;
  title: string;
  /** Paragraphs with a bullet on the side the reading starts. */
  clauses: string[];
  /** "Label: value" lines under the clauses (parties, amounts, when, where). */
  facts: Array<[label: string, value: string]>;
  /** The signature box: its caption and the signature (typed text, or a PNG/JPEG image); no signature: an empty line to sign on. */
  signature: { caption: string; text: string | null; image: Buffer | null } | null;
  /** A line under the signature box (e.g. "Draft: not signed"). */
  note?: string;
}

/**
 * The platform's signed documents (the consent agreement, investment contracts): title, clauses,
 * facts and the signature where a hand would sign — bottom right, bottom left in Arabic — laid out
 * with `pdfLayout` (Arabic shaped and right to left). The caller makes the pdfkit document and ends it.
 */
export function drawSignedDocument(doc: SignedDocumentPdf, fonts: PdfFonts, latinFont: string, content: SignedDocumentContent): void {
  const { rtl } = content;
  const { left, width, useFont, paragraph, line } = pdfLayout(doc, fonts, latinFont, rtl);
  const clause = (text: string, size: number) => {
    const indent = 14;
    const top = doc.y;
    doc.circle(rtl ? left + width - 3 : left + 3, top + size * 0.65, 2).fill('#334e68');
    doc.fillColor('black');
    const options = useFont(text, size);
    doc.text(text, rtl ? left : left + indent, top, { width: width - indent, align: rtl ? 'right' : 'left', ...options });
  };

  paragraph(content.title, 18, 'center');
  doc.moveDown(1);
  for (const text of content.clauses) {
    clause(text, 11);
    doc.moveDown(0.5);
  }
  doc.moveDown(0.5);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#9aa5b1').stroke();
  doc.moveDown(0.8);
  for (const [label, value] of content.facts) line(label, value);
  doc.moveDown(0.5);
  if (!content.signature) return;

  // The signature never starts at the foot of a page and ends on the next.
  if (doc.y + SIGNATURE_BLOCK_HEIGHT > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const boxWidth = 220;
  const boxX = rtl ? left : left + width - boxWidth;
  const boxY = doc.y + 4;
  const captionOptions = useFont(content.signature.caption, 10);
  doc.text(content.signature.caption, boxX, boxY, { width: boxWidth, align: rtl ? 'right' : 'left', ...captionOptions });
  const signatureTop = boxY + 16;
  if (content.signature.image) {
    doc.image(content.signature.image, boxX, signatureTop, { fit: [boxWidth, 100] });
  } else if (content.signature.text) {
    const options = useFont(content.signature.text, 22);
    doc.text(content.signature.text, boxX, signatureTop + 20, { width: boxWidth, align: 'center', ...options });
  }
  doc.moveTo(boxX, signatureTop + 104).lineTo(boxX + boxWidth, signatureTop + 104).strokeColor('#52606d').stroke();
  if (content.note) {
    const options = useFont(content.note, 9);
    doc.text(content.note, boxX, signatureTop + 110, { width: boxWidth, align: rtl ? 'right' : 'left', ...options });
  }
}
