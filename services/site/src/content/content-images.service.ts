import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_URL_PREFIX, contentImageUploadSchema, type ContentImage, type ListPage } from '@cf/contracts';
import { AppError, listPage, FileAreas, StoredFiles, newId, normalizeImageDataUrl, validateWithSchema, type ImageRules, type StoredFileBytes } from '@cf/platform';
import type { SiteConfig } from '../config/env';
import { ContentImagesRepository } from '../core/content-images.repository';
import type { ContentImageRow } from '../core/entities/content-image.entity';
import { SITE_CONFIG } from '../site.tokens';

/** Pictures for pages: re-encoded (metadata and anything appended dropped), PNG kept PNG for transparency. */
const CONTENT_IMAGE_RULES: ImageRules = {
  maxBytes: CONTENT_IMAGE_MAX_BYTES,
  minSide: 16,
  maxSide: 2400,
  output: 'same',
  invalidKey: 'site.imageInvalid',
  tooLargeKey: 'site.imageTooLarge',
  tooSmallKey: 'site.imageTooSmall',
};

/**
 * Images administrators upload to place in content pages (A5.5), listed publicly for the pages'
 * editors and readers (A7.8 content-page/pages/custom-image-upload/front).
 */
@Injectable()
export class ContentImagesService {
  private readonly logger = new Logger(ContentImagesService.name);
  private readonly files: StoredFiles;

  constructor(
    private readonly images: ContentImagesRepository,
    files: FileAreas,
    @Inject(SITE_CONFIG) config: SiteConfig,
  ) {
    this.files = new StoredFiles(files, 'site/content-images', join(config.dataDir, 'uploads', 'site'));
  }

  async list(limit: number): Promise<ListPage<ContentImage>> {
    const { rows, total } = await this.images.page(limit);
    return listPage(rows.map(toView), total);
  }

  async upload(body: unknown, uploadedBy: string): Promise<ContentImage> {
    const input = validateWithSchema(contentImageUploadSchema, body);
    const image = await normalizeImageDataUrl(input.image, CONTENT_IMAGE_RULES);
    const fileKey = await this.files.save(image.bytes, image.format === 'png' ? 'png' : 'jpg');
    const row: ContentImageRow = { id: newId(), name: input.name, fileKey, width: image.width, height: image.height, uploadedBy, createdAt: new Date().toISOString() };
    try {
      await this.images.insert(row);
    } catch (error) {
      // The row is what makes a file exist for readers: without it the file is only clutter.
      await this.files.remove(fileKey).catch((cleanup: Error) => this.logger.warn(`could not remove ${fileKey}: ${cleanup.message}`));
      throw error;
    }
    return toView(row);
  }

  /** The row goes first: a crash between the two leaves an unlisted file, never a listed image without bytes. */
  async remove(id: string): Promise<{ id: string }> {
    const row = await this.images.findOne({ id });
    if (!row || (await this.images.delete({ id })) === 0) throw AppError.notFound('site.imageNotFound');
    await this.files.remove(row.fileKey);
    return { id };
  }

  async file(key: string): Promise<StoredFileBytes> {
    const file = await this.files.read(key);
    if (!file) throw AppError.notFound('site.imageNotFound');
    return file;
  }
}

function toView(row: ContentImageRow): ContentImage {
  return { id: row.id, name: row.name, url: `${CONTENT_IMAGE_URL_PREFIX}${row.fileKey}`, width: row.width, height: row.height, createdAt: row.createdAt };
}
