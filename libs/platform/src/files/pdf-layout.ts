import { ARABIC_TEXT, type PdfFonts } from './pdf-fonts';

/** The part of a pdfkit document the layout helpers use. */
interface LayoutDocument {
  page: { width: number; margins: { left: number; right: number } };
  x: number;
  y: number;
  font(name: string): LayoutDocument;
  fontSize(size: number): LayoutDocument;
  text(text: string, x?: number, y?: number, options?: Record<string, unknown>): LayoutDocument;
  heightOfString(text: string, options?: Record<string, unknown>): number;
}

/**
 * Paragraphs and "label: value" lines for the platform's documents (consent agreement, investment
 * receipt), mirrored in Arabic: Arabic runs take the Arabic font with right-to-left shaping, the
 * label sits on the side the reading starts.
 */
export function pdfLayout(doc: LayoutDocument, fonts: PdfFonts, latinFont: string, rtl: boolean) {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const useFont = (text: string, size: number): Record<string, unknown> => {
    const arabic = ARABIC_TEXT.test(text) && fonts.arabic !== null;
    doc.font(arabic ? 'arabic' : latinFont).fontSize(size);
    return arabic ? { features: ['rtla'] } : {};
  };
  /** A paragraph across the page, right-aligned in Arabic. */
  const paragraph = (text: string, size: number, align?: 'center') => {
    const options = useFont(text, size);
    doc.text(text, left, doc.y, { width, align: align ?? (rtl ? 'right' : 'left'), ...options });
  };
  /**
   * A label and its value, mirrored in Arabic (label on the right). A long value (an amount in
   * words) wraps within its column and the next line starts below it.
   */
  const line = (label: string, value: string, labelWidth = 190) => {
    const y = doc.y;
    const valueWidth = width - labelWidth - 10;
    const valueX = rtl ? left : left + labelWidth + 10;
    const labelX = rtl ? left + width - labelWidth : left;
    doc.text('', left, y);
    const labelOptions = useFont(label, 10);
    doc.text(label, labelX, y, { width: labelWidth, align: rtl ? 'right' : 'left', lineBreak: false, ...labelOptions });
    const valueOptions = useFont(value, 10);
    const height = doc.heightOfString(value, { width: valueWidth, ...valueOptions });
    doc.text(value, valueX, y, { width: valueWidth, align: rtl ? 'right' : 'left', ...valueOptions });
    doc.x = left;
    doc.y = y + Math.max(16, height + 4);
  };
  return { left, width, useFont, paragraph, line };
}
