import { DOCUMENT_LIMITS } from '@cf/contracts';
import { normalizeImageDataUrl, type ImageRules } from '@cf/platform';

/** Identity pictures (A5.9): up to 5 MB, at least 200 px a side, kept as JPEG at most 2000 px long (enough to read a card). */
export const DOCUMENT_IMAGE_RULES: ImageRules = {
  maxBytes: DOCUMENT_LIMITS.imageMaxBytes,
  minSide: DOCUMENT_LIMITS.imageMinSide,
  maxSide: 2000,
  output: 'jpeg',
  invalidKey: 'verification.imageInvalidFormat',
  tooLargeKey: 'verification.imageTooLarge',
  tooSmallKey: 'verification.imageTooSmall',
};

/** A5.9: an identity picture as the platform keeps it (see normalizeImageDataUrl). */
export const normalizeDocumentImage = (dataUrl: string, rules: ImageRules = DOCUMENT_IMAGE_RULES) => normalizeImageDataUrl(dataUrl, rules);
