/**
 * Whether an uploaded file carries something a browser or a PDF reader would run: HTML or SVG
 * markup, a `javascript:` URL, or PDF actions (JavaScript, launching a program, embedded files,
 * XFA forms, rich media). A file can be two formats at once — a PDF or an image whose bytes also
 * hold an HTML page (a "polyglot"): served with a slip to an administrator, or opened by a viewer
 * that sniffs, that page would run with the platform's origin. Uploads are documents and pictures;
 * none of them needs any of this, so a file holding it is refused whatever its first bytes say.
 *
 * Compressed image and PDF streams are not inflated: markup hidden inside a compressed stream is
 * not visible to a browser sniffing the file either. The chance of these patterns arising by
 * accident in compressed bytes is about one in a million per 20 MB file.
 */
const MARKUP = /<\s*(?:!doctype\s+html|html|head|body|script|iframe|frame|object|embed|svg|math|meta|link|form|img|a\s|style|base)\b|javascript\s*:|vbscript\s*:/i;
const PDF_ACTIONS = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|XFA|RichMedia|SubmitForm|ImportData)(?![A-Za-z0-9])/;

export function hasActiveContent(bytes: Buffer): boolean {
  // latin1 maps each byte to one character, so the patterns see the bytes exactly.
  const text = bytes.toString('latin1');
  return MARKUP.test(text) || (text.startsWith('%PDF-') && PDF_ACTIONS.test(text));
}
