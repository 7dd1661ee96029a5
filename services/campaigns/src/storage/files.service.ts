import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@cf/platform';
import type { CampaignsConfig } from '../config/env';
import { CAMPAIGNS_CONFIG } from '../campaigns.tokens';
import { FILE_KEY, FILE_STORAGE, type FileStorage, type StoredFile } from './file-storage';
import { decodeDocument, decodeImage, IMAGE_URL_PREFIX, isDataUrl, type ImageSlot } from './uploads';

/** Stores uploads through the storage port and signs links to private documents. */
@Injectable()
export class FilesService {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig,
  ) {}

  /** Validates and stores an image; answers its public URL and size. */
  async saveImage(dataUrl: string, slot: ImageSlot, field: string): Promise<{ url: string; width: number; height: number }> {
    const { bytes, info } = decodeImage(dataUrl, slot, field);
    const key = await this.storage.save('images', bytes, info.extension);
    return { url: `${IMAGE_URL_PREFIX}${key}`, width: info.width, height: info.height };
  }

  /**
   * An image field of a form: a data URL is stored (its URL answered), the URL already stored or an
   * http(s) one is kept, '' or null clears it, undefined leaves it alone.
   */
  async storedImageUrl(value: unknown, slot: ImageSlot, field: string): Promise<string | null | undefined> {
    if (value === undefined || value === null) return value as null | undefined;
    if (isDataUrl(value)) return (await this.saveImage(value, slot, field)).url;
    if (typeof value === 'string' && (value === '' || value.startsWith('/api/v1/campaigns/files/') || /^https?:\/\//.test(value))) return value || null;
    throw new AppError('campaigns.imageInvalidFormat', 400);
  }

  async saveDocument(dataUrl: string, field: string): Promise<{ key: string; contentType: string; size: number }> {
    const { bytes, extension, contentType } = decodeDocument(dataUrl, field);
    const key = await this.storage.save('documents', bytes, extension);
    return { key, contentType, size: bytes.length };
  }

  async readImage(key: string): Promise<StoredFile> {
    const file = FILE_KEY.test(key) && !key.endsWith('.pdf') ? await this.storage.read('images', key) : null;
    if (!file) throw AppError.notFound();
    return file;
  }

  async readDocument(key: string): Promise<StoredFile> {
    const file = await this.storage.read('documents', key);
    if (!file) throw AppError.notFound();
    return file;
  }

  private signature(documentId: string, expires: number): string {
    return createHmac('sha256', this.config.fileUrlSecret).update(`${documentId}.${expires}`).digest('hex');
  }

  /** A link to a document valid for a few minutes (C3.6 private documents stay behind it). */
  signedUrl(documentId: string, now = Date.now()): { url: string; expiresAt: string } {
    const expires = Math.floor(now / 1000) + this.config.fileUrlTtlSeconds;
    return {
      url: `/api/v1/campaigns/documents/${documentId}/file?expires=${expires}&signature=${this.signature(documentId, expires)}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  verify(documentId: string, expires: string | undefined, signature: string | undefined, now = Date.now()): void {
    const exp = Number(expires);
    if (!Number.isInteger(exp) || exp * 1000 < now || typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) {
      throw AppError.forbidden('campaigns.linkExpired');
    }
    const expected = Buffer.from(this.signature(documentId, exp), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw AppError.forbidden('campaigns.linkExpired');
  }
}
