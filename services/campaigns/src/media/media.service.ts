import { Injectable } from '@nestjs/common';
import { documentPatchSchema, documentSchema, imageSchema, videoPatchSchema, videoSchema } from '@cf/contracts';
import { AppError, newId, translate, ValidationFailedError, type AuthenticatedUser } from '@cf/platform';
import { CampaignItemsRepository } from '../core/campaign-items.repository';
import { CampaignStore } from '../core/campaign-store';
import { parseVideoUrl } from '../core/domain/video-url';
import { merge, nowIso } from '../core/partial-save';
import { parseBody } from '../core/parse';
import { FilesService } from '../storage/files.service';
import { CampaignDocumentRow, CampaignImageRow, CampaignVideoRow } from '../core/entities/campaign-items.entity';
import { documentView, imageView, language, videoView } from '../core/campaign-views';

/** C2.11 extras: the gallery's images and videos (YouTube, Vimeo) and the campaign's documents. */
@Injectable()
export class MediaService {
  constructor(
    private readonly store: CampaignStore,
    private readonly items: CampaignItemsRepository,
    private readonly files: FilesService,
  ) {}

  async addImage(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(imageSchema, body);
    const saved = await this.files.saveImage(dto.image, 'galleryImage', 'image');
    const row: CampaignImageRow = {
      id: newId(),
      campaignId: c.id,
      title: dto.title,
      description: dto.description ?? null,
      url: saved.url,
      width: saved.width,
      height: saved.height,
      createdAt: nowIso(),
    };
    await this.items.insert(CampaignImageRow, row);
    return { ...imageView(row), message: translate('campaigns.imageUploaded', language()) };
  }

  async removeImage(id: string, imageId: string, user: AuthenticatedUser) {
    const c = await this.store.requireEditable(id, user);
    const row = await this.items.require(CampaignImageRow, c.id, imageId);
    await this.items.remove(CampaignImageRow, c.id, row.id);
    return { id: row.id };
  }

  async addVideo(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(videoSchema, body);
    const ref = parseVideoUrl(dto.url);
    if (!ref) throw ValidationFailedError.single('url', 'campaigns.videoUrlInvalid');
    const row: CampaignVideoRow = {
      id: newId(),
      campaignId: c.id,
      url: dto.url,
      title: dto.title,
      description: dto.description ?? null,
      provider: ref.provider,
      embedUrl: ref.embedUrl,
      createdAt: nowIso(),
    };
    await this.items.insert(CampaignVideoRow, row);
    return videoView(row);
  }

  async updateVideo(id: string, videoId: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const row = await this.items.require(CampaignVideoRow, c.id, videoId);
    const dto = parseBody(videoPatchSchema, body);
    const next = merge(row, dto);
    if (dto.url !== undefined) {
      const ref = parseVideoUrl(dto.url);
      if (!ref) throw ValidationFailedError.single('url', 'campaigns.videoUrlInvalid');
      next.provider = ref.provider;
      next.embedUrl = ref.embedUrl;
    }
    await this.items.save(CampaignVideoRow, next);
    return videoView(next);
  }

  async removeVideo(id: string, videoId: string, user: AuthenticatedUser) {
    const c = await this.store.requireEditable(id, user);
    const row = await this.items.require(CampaignVideoRow, c.id, videoId);
    await this.items.remove(CampaignVideoRow, c.id, row.id);
    return { id: row.id };
  }

  async addDocument(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(documentSchema, body);
    const stored = await this.files.saveDocument(dto.file, 'file');
    const now = nowIso();
    const row: CampaignDocumentRow = {
      id: newId(),
      campaignId: c.id,
      kind: 'document',
      title: dto.title,
      visibility: dto.visibility,
      storageKey: stored.key,
      contentType: stored.contentType,
      size: stored.size,
      createdAt: now,
      updatedAt: now,
    };
    await this.items.insert(CampaignDocumentRow, row);
    return documentView(row);
  }

  /** C6.3: the owner sets document visibility at any time (not only while editing). */
  async updateDocument(id: string, documentId: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requirePrivileged(id, user);
    const row = await this.items.require(CampaignDocumentRow, c.id, documentId);
    if (row.kind !== 'document') throw AppError.notFound('campaigns.itemNotFound');
    const dto = parseBody(documentPatchSchema, body);
    const next = { ...merge(row, dto), updatedAt: nowIso() };
    await this.items.save(CampaignDocumentRow, next);
    return documentView(next);
  }

  async removeDocument(id: string, documentId: string, user: AuthenticatedUser) {
    const c = await this.store.requireEditable(id, user);
    const row = await this.items.require(CampaignDocumentRow, c.id, documentId);
    if (row.kind !== 'document') throw AppError.notFound('campaigns.itemNotFound');
    await this.items.remove(CampaignDocumentRow, c.id, row.id);
    return { id: row.id };
  }
}
