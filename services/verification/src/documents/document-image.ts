import { HttpStatus } from '@nestjs/common';
import sharp from 'sharp';
import { DOCUMENT_LIMITS } from '@cf/contracts';
import { AppError, hasActiveContent, probeImage } from '@cf/platform';

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;
const DECLARED: Record<string, 'png' | 'jpeg'> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/jpg': 'jpeg' };
/** Long side after re-encoding: enough to read a card, far less than a phone camera's. */
const MAX_SIDE = 2000;

const refuse = (key: string) => new AppError(key, HttpStatus.BAD_REQUEST);

/**
 * A5.9: an identity picture as the platform keeps it. Its type is read from its bytes (it must be
 * the PNG or JPEG it says it is), it must not carry markup (a polyglot), and it is decoded and
 * re-encoded as a fresh JPEG: metadata (EXIF, GPS) and anything appended are gone.
 */
export async function normalizeDocumentImage(dataUrl: string): Promise<{ bytes: Buffer; width: number; height: number }> {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match || !DECLARED[match[1].toLowerCase()]) throw refuse('verification.imageInvalidFormat');
  const raw = Buffer.from(match[2], 'base64');
  if (raw.length === 0) throw refuse('verification.imageInvalidFormat');
  if (raw.length > DOCUMENT_LIMITS.imageMaxBytes) throw refuse('verification.imageTooLarge');
  const info = probeImage(raw);
  if (!info || info.kind !== DECLARED[match[1].toLowerCase()] || hasActiveContent(raw)) throw refuse('verification.imageInvalidFormat');
  if (Math.min(info.width, info.height) < DOCUMENT_LIMITS.imageMinSide) throw refuse('verification.imageTooSmall');
  try {
    const { data, info: out } = await sharp(raw, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: out.width, height: out.height };
  } catch {
    throw refuse('verification.imageInvalidFormat');
  }
}
