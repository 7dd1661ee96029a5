import { HttpStatus } from '@nestjs/common';
import sharp from 'sharp';
import { DOCUMENT_LIMITS } from '@cf/contracts';
import { AppError, hasActiveContent, probeImage } from '@cf/platform';

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;
const DECLARED: Record<string, 'png' | 'jpeg'> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/jpg': 'jpeg' };
/** Long side after re-encoding: enough to read a card, far less than a phone camera's. */
const MAX_SIDE = 2000;

const refuse = (key: string) => new AppError(key, HttpStatus.BAD_REQUEST);

export interface ImageRules {
  maxBytes: number;
  minSide: number;
  maxSide: number;
  output: 'jpeg' | 'png';
  invalidKey: string;
  tooLargeKey: string;
}

/** Identity pictures (A5.9): up to 5 MB, at least 200 px a side. */
export const DOCUMENT_IMAGE_RULES: ImageRules = {
  maxBytes: DOCUMENT_LIMITS.imageMaxBytes,
  minSide: DOCUMENT_LIMITS.imageMinSide,
  maxSide: MAX_SIDE,
  output: 'jpeg',
  invalidKey: 'verification.imageInvalidFormat',
  tooLargeKey: 'verification.imageTooLarge',
};

/**
 * A5.9: an identity picture as the platform keeps it. Its type is read from its bytes (it must be
 * the PNG or JPEG it says it is), it must not carry markup (a polyglot), and it is decoded and
 * re-encoded as a fresh JPEG: metadata (EXIF, GPS) and anything appended are gone.
 */
export async function normalizeDocumentImage(dataUrl: string, rules: ImageRules = DOCUMENT_IMAGE_RULES): Promise<{ bytes: Buffer; width: number; height: number }> {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match || !DECLARED[match[1].toLowerCase()]) throw refuse(rules.invalidKey);
  const raw = Buffer.from(match[2], 'base64');
  if (raw.length === 0) throw refuse(rules.invalidKey);
  if (raw.length > rules.maxBytes) throw refuse(rules.tooLargeKey);
  const info = probeImage(raw);
  if (!info || info.kind !== DECLARED[match[1].toLowerCase()] || hasActiveContent(raw)) throw refuse(rules.invalidKey);
  if (Math.min(info.width, info.height) < rules.minSide) throw refuse('verification.imageTooSmall');
  try {
    const image = sharp(raw, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true });
    // A signature keeps its transparent background (PNG); photographs become JPEG.
    const encoded = rules.output === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 85, mozjpeg: true });
    const { data, info: out } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: out.width, height: out.height };
  } catch {
    throw refuse('verification.imageInvalidFormat');
  }
}
