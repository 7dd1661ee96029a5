/**
 * Reads an image's real type and dimensions from its header (PNG IHDR, JPEG SOFn, GIF logical screen,
 * WebP VP8/VP8L/VP8X), without an image library. Never throws: anything it cannot read (other
 * formats, truncated or corrupt files) answers null. Shared by identity (profile photo and cover:
 * PNG or JPEG) and campaigns (logo JPG, PNG, GIF or WEBP, C5.3): each service decides which kinds it
 * accepts.
 */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

export interface ImageInfo {
  kind: ImageKind;
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The IEND chunk every complete PNG ends with: length 0, type, CRC. */
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** The type from the magic bytes only. */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'gif';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

function probeGif(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 14 || bytes[bytes.length - 1] !== 0x3b) return null; // trailer ';'
  const width = bytes.readUInt16LE(6);
  const height = bytes.readUInt16LE(8);
  if (width === 0 || height === 0) return null;
  return { kind: 'gif', contentType: 'image/gif', extension: 'gif', width, height };
}

function probeWebp(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 30 || bytes.readUInt32LE(4) + 8 !== bytes.length) return null; // RIFF size must match (truncation)
  const chunk = bytes.toString('latin1', 12, 16);
  let width = 0;
  let height = 0;
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    width = bytes.readUInt16LE(26) & 0x3fff;
    height = bytes.readUInt16LE(28) & 0x3fff;
  } else if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const b = bytes.readUInt32LE(21);
    width = (b & 0x3fff) + 1;
    height = ((b >> 14) & 0x3fff) + 1;
  } else if (chunk === 'VP8X') {
    width = bytes.readUIntLE(24, 3) + 1;
    height = bytes.readUIntLE(27, 3) + 1;
  } else return null;
  if (width === 0 || height === 0) return null;
  return { kind: 'webp', contentType: 'image/webp', extension: 'webp', width, height };
}

function probePng(bytes: Buffer): ImageInfo | null {
  // signature (8) + IHDR length (4) + 'IHDR' (4) + width (4) + height (4) + depth, colour, compression, filter, interlace (5) + CRC (4)
  if (bytes.length < 33 + PNG_IEND.length) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return null;
  if (!bytes.subarray(bytes.length - PNG_IEND.length).equals(PNG_IEND)) return null; // truncated
  return { kind: 'png', contentType: 'image/png', extension: 'png', width, height };
}

/** Start-of-frame markers that carry the dimensions (not DHT C4, JPG C8, DAC CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function endsWithEoi(bytes: Buffer): boolean {
  let end = bytes.length;
  while (end > 2 && bytes[end - 1] === 0x00) end--; // some encoders pad
  return end >= 2 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

function probeJpeg(bytes: Buffer): ImageInfo | null {
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    while (i < bytes.length && bytes[i] === 0xff) i++; // fill bytes
    if (i >= bytes.length) return null;
    const marker = bytes[i];
    i++;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan before any frame header
    if (i + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(i);
    if (length < 2 || i + length > bytes.length) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7) return null;
      const height = bytes.readUInt16BE(i + 3);
      const width = bytes.readUInt16BE(i + 5);
      if (width === 0 || height === 0) return null;
      if (!endsWithEoi(bytes)) return null; // truncated
      return { kind: 'jpeg', contentType: 'image/jpeg', extension: 'jpg', width, height };
    }
    i += length;
  }
  return null;
}

/** Type and dimensions of a PNG, JPEG, GIF or WebP, or null. */
export function probeImage(bytes: Buffer): ImageInfo | null {
  const kind = sniffImageKind(bytes);
  if (kind === 'png') return probePng(bytes);
  if (kind === 'jpeg') return probeJpeg(bytes);
  if (kind === 'gif') return probeGif(bytes);
  if (kind === 'webp') return probeWebp(bytes);
  return null;
}

/** A PDF starts with `%PDF-` and ends with `%%EOF` (possibly followed by a line break). */
export function isPdf(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 0, 5) !== '%PDF-') return false;
  return bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1').includes('%%EOF');
}
