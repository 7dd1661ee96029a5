import { existsSync } from 'node:fs';

/**
 * Fonts for PDFs written with pdfkit. Arabic needs a font with Arabic glyphs: pdfkit lays text out
 * with fontkit, which shapes Arabic (initial, medial, final forms, lam-alef) and orders a
 * right-to-left run itself when the font has the glyphs. Debian's fonts-noto-core provides them
 * (tools/setup-machine.sh installs it); DejaVu Sans is the fallback; without either a document is
 * written in English with the built-in Helvetica rather than with missing glyphs.
 */
const ARABIC_FONTS = [
  '/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
];
const LATIN_FONTS = ['/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'];

export interface PdfFonts {
  arabic: string | null;
  latin: string | null;
}

export function resolvePdfFonts(candidates = { arabic: ARABIC_FONTS, latin: LATIN_FONTS }): PdfFonts {
  return { arabic: candidates.arabic.find((f) => existsSync(f)) ?? null, latin: candidates.latin.find((f) => existsSync(f)) ?? null };
}

/** Text that needs the Arabic font (and right-to-left layout). */
export const ARABIC_TEXT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** What a pdfkit document offers that `preparePdf` needs (the platform itself does not depend on pdfkit). */
export interface PdfDocumentLike {
  registerFont(name: string, src: string): unknown;
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Registers the fonts as `latin` and `arabic` and collects the document's bytes: the name of the
 * Latin font to use (Helvetica when none was found) and the whole file once `doc.end()` is called.
 */
export function preparePdf(doc: PdfDocumentLike, fonts: PdfFonts): { latinFont: string; bytes: Promise<Buffer> } {
  if (fonts.latin) doc.registerFont('latin', fonts.latin);
  if (fonts.arabic) doc.registerFont('arabic', fonts.arabic);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { latinFont: fonts.latin ? 'latin' : 'Helvetica', bytes };
}
