import { Injectable } from '@nestjs/common';
import type { CampaignInvestor } from '@cf/contracts';
import { AppError, clampLimit, listPage, ValidationFailedError, type AuthenticatedUser } from '@cf/platform';
import { isPrivileged, CampaignStore } from '../core/campaign-store';
import { documentView } from '../core/campaign-views';
import { CampaignItemsRepository } from '../core/campaign-items.repository';
import { projectReturn } from '../core/domain/project-return';
import type { CampaignRow } from '../core/entities/campaign.entity';
import { CampaignDocumentRow, CampaignImageRow, CampaignUpdateRow, CampaignVideoRow } from '../core/entities/campaign-items.entity';
import { FilesService } from '../storage/files.service';

/** A campaign's page (C7.2): the campaign, its gallery, updates, documents, investors and the return calculator. */
@Injectable()
export class DetailService {
  constructor(
    private readonly store: CampaignStore,
    private readonly items: CampaignItemsRepository,
    private readonly files: FilesService,
  ) {}

  async bySlug(slug: string, user: AuthenticatedUser | undefined) {
    return this.store.full(await this.store.requireVisibleBySlug(slug, user), user);
  }

  async byId(id: string, user: AuthenticatedUser) {
    return this.store.full(await this.store.requirePrivileged(id, user), user);
  }

  /** C6.1: updates are for signed-in users only. */
  async updates(campaignId: string, user: AuthenticatedUser | undefined, rawLimit: string | undefined) {
    if (!user) throw AppError.unauthorized();
    const c = await this.store.requireVisible(campaignId, user);
    const [rows, total] = await this.items.page(CampaignUpdateRow, c.id, { createdAt: 'DESC' }, clampLimit(rawLimit, 10, 300));
    return listPage(rows.map((u) => ({ id: u.id, title: u.title, description: u.description, authorId: u.authorId, createdAt: u.createdAt, updatedAt: u.updatedAt })), total);
  }

  async gallery(campaignId: string, user: AuthenticatedUser | undefined, rawLimit: string | undefined) {
    const c = await this.store.requireVisible(campaignId, user);
    const [images, videos] = await Promise.all([
      this.items.list(CampaignImageRow, c.id, { createdAt: 'ASC' }),
      this.items.list(CampaignVideoRow, c.id, { createdAt: 'ASC' }),
    ]);
    const all = [
      ...images.map((i) => ({ kind: 'image' as const, id: i.id, title: i.title, description: i.description, url: i.url, width: i.width, height: i.height })),
      ...videos.map((v) => ({ kind: 'video' as const, id: v.id, title: v.title, description: v.description, url: v.url, embedUrl: v.embedUrl, provider: v.provider })),
    ];
    return listPage(all.slice(0, clampLimit(rawLimit, 10, 300)), all.length);
  }

  /**
   * Who may see a private document: the owner and administrators; investors of the campaign once the
   * investments service exists (it will be asked through its API). Everyone sees public ones.
   */
  private maySee(user: AuthenticatedUser | undefined, c: CampaignRow, d: CampaignDocumentRow): boolean {
    if (d.kind === 'document' && d.visibility === 'public') return true;
    return isPrivileged(user, c);
  }

  async documents(campaignId: string, user: AuthenticatedUser | undefined) {
    const c = await this.store.requireVisible(campaignId, user);
    const rows = (await this.items.list(CampaignDocumentRow, c.id, { createdAt: 'ASC' })).filter((d) => d.kind === 'document');
    return rows.filter((d) => this.maySee(user, c, d)).map(documentView);
  }

  async signedUrl(documentId: string | undefined, user: AuthenticatedUser | undefined) {
    const d = documentId ? await this.items.findById(CampaignDocumentRow, documentId) : null;
    if (!d) throw AppError.notFound();
    const c = await this.store.requireVisible(d.campaignId, user).catch(() => null);
    if (!c || !this.maySee(user, c, d)) throw AppError.notFound();
    return this.files.signedUrl(d.id);
  }

  async documentFile(documentId: string, expires: string | undefined, signature: string | undefined) {
    this.files.verify(documentId, expires, signature);
    const d = await this.items.findById(CampaignDocumentRow, documentId);
    if (!d) throw AppError.notFound();
    return { file: await this.files.readDocument(d.storageKey), name: `${d.title.replace(/[^\p{L}\p{N} _-]/gu, '').slice(0, 80) || 'document'}.${d.storageKey.split('.').pop()}` };
  }

  /** The investors tab: filled by the investments service (issue 13). */
  async investors(campaignId: string, user: AuthenticatedUser | undefined) {
    await this.store.requireVisible(campaignId, user);
    return listPage([] as CampaignInvestor[], 0);
  }

  async projectReturn(q: { principal?: string; interestRate?: string; campaignId?: string }, user: AuthenticatedUser | undefined) {
    const principal = Number(q.principal);
    if (!Number.isSafeInteger(principal) || principal < 1) throw ValidationFailedError.single('principal', 'campaigns.principalInvalid');
    let rate = Number(q.interestRate);
    if (q.campaignId) {
      const c = await this.store.requireVisible(q.campaignId, user);
      rate = c.interestRate ?? c.terms.interestRate ?? NaN;
    }
    if (!Number.isFinite(rate) || rate < 0 || rate > 100) throw ValidationFailedError.single('interestRate', 'campaigns.percentInvalid');
    return projectReturn(principal, rate);
  }
}
