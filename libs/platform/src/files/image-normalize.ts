import { HttpStatus } from '@nestjs/common';
import { AppError } from '../errors/app-error';
import { hasActiveContent } from './active-content';
import { probeImage } from './image-probe';

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;
const DECLARED: Record<string, 'png' | 'jpeg'> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/jpg': 'jpeg' };

/** What a kind of picture may be, and the message keys that refuse it. */
export interface ImageRules {
  maxBytes: number;
  minSide: number;
  /** Long side after re-encoding. */
  maxSide: number;
  /** 'same': PNG stays PNG (transparency), JPEG stays JPEG. */
  output: 'jpeg' | 'png' | 'same';
  invalidKey: string;
  tooLargeKey: string;
  tooSmallKey: string;
}

const refuse = (key: string) => new AppError(key, HttpStatus.BAD_REQUEST);

/**
 * An uploaded picture (a data URL) as the platform keeps it: its type is read from its bytes (it
 * must be the PNG or JPEG it says it is), it must not carry markup (a polyglot), and it is decoded
 * and re-encoded: metadata (EXIF, GPS) and anything appended are gone. Signatures stay PNG (their
 * transparent background survives); photographs become JPEG.
 */
export async function normalizeImageDataUrl(dataUrl: string, rules: ImageRules): Promise<{ bytes: Buffer; width: number; height: number; format: 'jpeg' | 'png' }> {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match || !DECLARED[match[1].toLowerCase()]) throw refuse(rules.invalidKey);
  const raw = Buffer.from(match[2], 'base64');
  if (raw.length === 0) throw refuse(rules.invalidKey);
  if (raw.length > rules.maxBytes) throw refuse(rules.tooLargeKey);
  const info = probeImage(raw);
  if (!info || info.kind !== DECLARED[match[1].toLowerCase()] || hasActiveContent(raw)) throw refuse(rules.invalidKey);
  if (Math.min(info.width, info.height) < rules.minSide) throw refuse(rules.tooSmallKey);
  // sharp is native and only the services that take pictures load it.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(raw, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true });
    const format = rules.output === 'same' ? info.kind : rules.output;
    const encoded = format === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 85, mozjpeg: true });
    const { data, info: out } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: out.width, height: out.height, format: format === 'png' ? 'png' : 'jpeg' };
  } catch {
    throw refuse(rules.invalidKey);
  }
}
