import { ValidationFailedError } from '@cf/platform';
import { decodeDataUrl, decodeDocumentDataUrl, hasActiveContent, probeImage, type ImageInfo } from '@cf/platform';
import type { FileExtension } from './file-storage';

/** C5.3: images under 2 MB (the strictest reading), documents under 20 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** Where public images are served back (through the gateway, without a token). */
export const IMAGE_URL_PREFIX = '/api/v1/campaigns/files/';

/**
 * Image slots and their rules (C5.3): the campaign (cover) image and gallery images 700×500 or larger
 * in that 7:5 shape; the logo 360×283 or larger (advice: 360×283 or 700×500); team and lead-investor
 * photos 100×100 or larger. Formats JPG, PNG, GIF, WEBP, checked from the bytes.
 */
export type ImageSlot = 'companyLogo' | 'coverImage' | 'galleryImage' | 'personPhoto';

const RULES: Record<ImageSlot, { fits: (i: ImageInfo) => boolean; message: string }> = {
  companyLogo: { fits: (i) => i.width >= 360 && i.height >= 283, message: 'campaigns.logoDimensions' },
  coverImage: { fits: (i) => i.width >= 700 && i.height >= 500 && Math.abs(i.width * 5 - i.height * 7) <= i.width * 5 * 0.02, message: 'campaigns.coverDimensions' },
  galleryImage: { fits: (i) => i.width >= 700 && i.height >= 500, message: 'campaigns.galleryDimensions' },
  personPhoto: { fits: (i) => i.width >= 100 && i.height >= 100, message: 'campaigns.photoDimensions' },
};

const DECLARED_IMAGE: Record<string, ImageInfo['kind']> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export function isDataUrl(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('data:');
}

const UPLOAD_MESSAGES = (tooLarge: string) => ({ invalid: 'campaigns.fileInvalidFormat', tooLarge });

/** Checks an uploaded image whatever the client did: declared type, base64, size, real type from the bytes, dimensions. */
export function decodeImage(dataUrl: string, slot: ImageSlot, field: string): { bytes: Buffer; info: ImageInfo } {
  const { declared, bytes } = decodeDataUrl(dataUrl, field, MAX_IMAGE_BYTES, UPLOAD_MESSAGES('campaigns.imageTooLarge'));
  const expected = DECLARED_IMAGE[declared];
  const info = probeImage(bytes);
  if (!expected || !info || info.kind !== expected || hasActiveContent(bytes)) throw ValidationFailedError.single(field, 'campaigns.imageInvalidFormat');
  if (!RULES[slot].fits(info)) throw ValidationFailedError.single(field, RULES[slot].message);
  return { bytes, info };
}

/** A document: PDF, PNG or JPEG (from the bytes), under 20 MB. */
export function decodeDocument(dataUrl: string, field: string): { bytes: Buffer; extension: FileExtension; contentType: string } {
  return decodeDocumentDataUrl(dataUrl, field, MAX_DOCUMENT_BYTES, { invalid: 'campaigns.documentInvalidFormat', tooLarge: 'campaigns.documentTooLarge' });
}
