/**
 * Reads an image's real type and dimensions from its header (PNG IHDR, JPEG SOFn), without an
 * image library. Never throws: anything it cannot read (other formats, truncated or corrupt
 * files) answers null.
 */
export type ImageKind = 'png' | 'jpeg';

export interface ImageInfo {
  kind: ImageKind;
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
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
  return null;
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

/** Type and dimensions of a PNG or JPEG, or null. */
export function probeImage(bytes: Buffer): ImageInfo | null {
  const kind = sniffImageKind(bytes);
  if (kind === 'png') return probePng(bytes);
  if (kind === 'jpeg') return probeJpeg(bytes);
  return null;
}
