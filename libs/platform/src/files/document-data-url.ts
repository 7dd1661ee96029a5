import { ValidationFailedError } from '../errors/app-error';
import { hasActiveContent } from './active-content';
import { isPdf, probeImage } from './image-probe';
import type { StoredFileExtension } from './stored-files';

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([\s\S]*)$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The message keys that refuse an upload, in the service's own catalogue. */
export interface UploadMessages {
  invalid: string;
  tooLarge: string;
}

/**
 * The bytes of an uploaded `data:<type>;base64,…` URL, refused field by field when it is not one or
 * weighs more than `maxBytes` (checked before decoding too, so a huge string is not decoded).
 */
export function decodeDataUrl(dataUrl: string, field: string, maxBytes: number, messages: UploadMessages): { declared: string; bytes: Buffer } {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) throw ValidationFailedError.single(field, messages.invalid);
  const base64 = match[2].replace(/\s+/g, '');
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) throw ValidationFailedError.single(field, messages.invalid);
  if ((base64.length / 4) * 3 - 2 > maxBytes) throw ValidationFailedError.single(field, messages.tooLarge);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) throw ValidationFailedError.single(field, messages.tooLarge);
  return { declared: match[1].toLowerCase(), bytes };
}

/**
 * A document (a PDF, or a PNG or JPEG picture of one) from a data URL: its kind is read from its
 * bytes whatever the client declared, and a file that is two formats at once (a PDF or picture that
 * is also an HTML page) or carries PDF actions is refused.
 */
export function decodeDocumentDataUrl(dataUrl: string, field: string, maxBytes: number, messages: UploadMessages): { bytes: Buffer; extension: StoredFileExtension; contentType: string } {
  const { bytes } = decodeDataUrl(dataUrl, field, maxBytes, messages);
  if (hasActiveContent(bytes)) throw ValidationFailedError.single(field, messages.invalid);
  if (isPdf(bytes)) return { bytes, extension: 'pdf', contentType: 'application/pdf' };
  const info = probeImage(bytes);
  if (info && (info.kind === 'png' || info.kind === 'jpeg')) return { bytes, extension: info.extension, contentType: info.contentType };
  throw ValidationFailedError.single(field, messages.invalid);
}
