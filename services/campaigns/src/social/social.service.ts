import { Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import {
  CampaignFollowedV1,
  CampaignSavedV1,
  CampaignUnfollowedV1,
  CampaignUnsavedV1,
  CommentModeratedV1,
  CommentPostedV1,
} from '@cf/contracts';
import { AppError, clampLimit, isUniqueViolation, listPage, newId, OutboxService, translate, ValidationFailedError, type AuthenticatedUser } from '@cf/platform';
import { displayName, IdentityClient } from '../common/clients';
import { isPrivileged, CampaignStore } from '../campaigns/campaign-store';
import { documentView, language } from '../campaigns/campaign-views';
import { CampaignStatus } from '../campaigns/domain/campaign-status';
import { todayIn } from '../campaigns/domain/display-label';
import { projectReturn } from '../campaigns/domain/project-return';
import { CampaignRow } from '../campaigns/entities/campaign.entity';
import {
  CampaignCommentRow,
  CampaignDocumentRow,
  CampaignFollowerRow,
  CampaignImageRow,
  CampaignUpdateRow,
  CampaignVideoRow,
  EarlyBirdRow,
  SavedCampaignRow,
  type CommentStatus,
} from '../campaigns/entities/campaign-items.entity';
import { FilesService } from '../storage/files.service';

const nowIso = (): string => new Date().toISOString();
const MODERATION: Record<string, Exclude<CommentStatus, 'pending'>> = { APPROVE: 'approved', DECLINE: 'declined', SPAM: 'spam' };

export const commentView = (c: CampaignCommentRow) => ({
  id: c.id,
  campaignId: c.campaignId,
  parentId: c.parentCommentId,
  parentCommentId: c.parentCommentId,
  postType: c.parentCommentId ? ('reply' as const) : ('comment' as const),
  userId: c.userId,
  authorName: c.authorName,
  authorSlug: c.authorSlug,
  comment: c.comment,
  status: c.status,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

/** Save, follow, early bird, discussion, updates, gallery, documents and the return calculator (C2.4, C4.17). */
@Injectable()
export class SocialService {
  constructor(
    private readonly store: CampaignStore,
    private readonly outbox: OutboxService,
    private readonly identity: IdentityClient,
    private readonly files: FilesService,
  ) {}

  private get m(): EntityManager {
    return this.store.dataSource.manager;
  }

  // ---- saved campaigns (C7.5) -----------------------------------------------------------------

  async save(user: AuthenticatedUser, body: unknown) {
    const campaignId = (body as { campaignId?: unknown } | null)?.campaignId;
    if (typeof campaignId !== 'string' || !campaignId) throw ValidationFailedError.single('campaignId', 'common.required');
    const c = await this.store.requireVisible(campaignId, user);
    const existing = await this.m.findOneBy(SavedCampaignRow, { userId: user.id, campaignId: c.id });
    if (existing) return { savedCampaignID: existing.id, campaignId: c.id, message: translate('campaigns.campaignSaved', language()) };
    const row: SavedCampaignRow = { id: newId(), userId: user.id, campaignId: c.id, createdAt: nowIso() };
    try {
      await this.store.dataSource.transaction(async (manager) => {
        await manager.insert(SavedCampaignRow, row);
        await this.outbox.append(manager, CampaignSavedV1, c.id, { campaignId: c.id, userId: user.id, savedCampaignId: row.id });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const again = await this.m.findOneByOrFail(SavedCampaignRow, { userId: user.id, campaignId: c.id });
      return { savedCampaignID: again.id, campaignId: c.id, message: translate('campaigns.campaignSaved', language()) };
    }
    return { savedCampaignID: row.id, campaignId: c.id, message: translate('campaigns.campaignSaved', language()) };
  }

  /** DELETE saved-campaigns/{savedCampaignID or campaignId}. */
  async unsave(user: AuthenticatedUser, id: string) {
    const row = (await this.m.findOneBy(SavedCampaignRow, { id, userId: user.id })) ?? (await this.m.findOneBy(SavedCampaignRow, { campaignId: id, userId: user.id }));
    if (!row) throw AppError.notFound();
    await this.store.dataSource.transaction(async (manager) => {
      await manager.delete(SavedCampaignRow, { id: row.id });
      await this.outbox.append(manager, CampaignUnsavedV1, row.campaignId, { campaignId: row.campaignId, userId: user.id });
    });
    return { campaignId: row.campaignId, message: translate('campaigns.campaignUnsaved', language()) };
  }

  async savedBy(campaignId: string, user: AuthenticatedUser, rawLimit: string | undefined) {
    const c = await this.store.requirePrivileged(campaignId, user);
    const [rows, total] = await this.m.findAndCount(SavedCampaignRow, { where: { campaignId: c.id }, order: { createdAt: 'DESC' }, take: clampLimit(rawLimit, 10, 300) });
    return listPage(rows.map((r) => ({ userId: r.userId, savedAt: r.createdAt })), total);
  }

  // ---- followers (owned here) ------------------------------------------------------------------

  async follow(campaignId: string, user: AuthenticatedUser) {
    const c = await this.store.requireVisible(campaignId, user);
    if (c.ownerId === user.id) throw new AppError('campaigns.cannotFollowOwn', 400);
    if (!(await this.m.existsBy(CampaignFollowerRow, { campaignId: c.id, userId: user.id }))) {
      try {
        await this.store.dataSource.transaction(async (manager) => {
          await manager.insert(CampaignFollowerRow, { id: newId(), campaignId: c.id, userId: user.id, createdAt: nowIso() });
          await this.outbox.append(manager, CampaignFollowedV1, c.id, { campaignId: c.id, userId: user.id });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    return { isFollowing: true, followersCount: await this.m.countBy(CampaignFollowerRow, { campaignId: c.id }) };
  }

  async unfollow(campaignId: string, user: AuthenticatedUser) {
    const c = await this.store.require(campaignId);
    await this.store.dataSource.transaction(async (manager) => {
      const result = await manager.delete(CampaignFollowerRow, { campaignId: c.id, userId: user.id });
      if (result.affected) await this.outbox.append(manager, CampaignUnfollowedV1, c.id, { campaignId: c.id, userId: user.id });
    });
    return { isFollowing: false, followersCount: await this.m.countBy(CampaignFollowerRow, { campaignId: c.id }) };
  }

  async followers(campaignId: string, user: AuthenticatedUser, rawLimit: string | undefined) {
    const c = await this.store.requirePrivileged(campaignId, user);
    const [rows, total] = await this.m.findAndCount(CampaignFollowerRow, { where: { campaignId: c.id }, order: { createdAt: 'DESC' }, take: clampLimit(rawLimit, 10, 300) });
    return listPage(rows.map((r) => ({ userId: r.userId, followedAt: r.createdAt })), total);
  }

  // ---- early bird -------------------------------------------------------------------------------

  /** POST equities/become-early-bird: only for a live campaign that has not opened yet; counted once per user. */
  async earlyBird(user: AuthenticatedUser, body: unknown) {
    const campaignId = (body as { campaignId?: unknown } | null)?.campaignId;
    if (typeof campaignId !== 'string' || !campaignId) throw ValidationFailedError.single('campaignId', 'common.required');
    const c = await this.store.requireVisible(campaignId, user);
    const today = todayIn(c.timezone || 'Asia/Muscat');
    if (c.status !== CampaignStatus.active || !c.openDate || c.openDate <= today) throw new AppError('campaigns.earlyBirdClosed', 400);
    try {
      await this.m.insert(EarlyBirdRow, { id: newId(), campaignId: c.id, userId: user.id, createdAt: nowIso() });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return { message: translate('campaigns.earlyBirdRegistered', language()), earlyBirdCount: await this.m.countBy(EarlyBirdRow, { campaignId: c.id }) };
  }

  // ---- updates (C6.1: signed-in users only) -----------------------------------------------------

  async updates(campaignId: string, user: AuthenticatedUser | undefined, rawLimit: string | undefined) {
    if (!user) throw AppError.unauthorized();
    const c = await this.store.requireVisible(campaignId, user);
    const [rows, total] = await this.m.findAndCount(CampaignUpdateRow, { where: { campaignId: c.id }, order: { createdAt: 'DESC' }, take: clampLimit(rawLimit, 10, 300) });
    return listPage(rows.map((u) => ({ id: u.id, title: u.title, description: u.description, authorId: u.authorId, createdAt: u.createdAt, updatedAt: u.updatedAt })), total);
  }

  // ---- gallery, documents ------------------------------------------------------------------------

  async gallery(campaignId: string, user: AuthenticatedUser | undefined, rawLimit: string | undefined) {
    const c = await this.store.requireVisible(campaignId, user);
    const limit = clampLimit(rawLimit, 10, 300);
    const [images, videos] = await Promise.all([
      this.m.find(CampaignImageRow, { where: { campaignId: c.id }, order: { createdAt: 'ASC' } }),
      this.m.find(CampaignVideoRow, { where: { campaignId: c.id }, order: { createdAt: 'ASC' } }),
    ]);
    const all = [
      ...images.map((i) => ({ kind: 'image' as const, id: i.id, title: i.title, description: i.description, url: i.url, width: i.width, height: i.height })),
      ...videos.map((v) => ({ kind: 'video' as const, id: v.id, title: v.title, description: v.description, url: v.url, embedUrl: v.embedUrl, provider: v.provider })),
    ];
    return listPage(all.slice(0, limit), all.length);
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
    const rows = await this.m.find(CampaignDocumentRow, { where: { campaignId: c.id, kind: 'document' }, order: { createdAt: 'ASC' } });
    return rows.filter((d) => this.maySee(user, c, d)).map(documentView);
  }

  async signedUrl(documentId: string | undefined, user: AuthenticatedUser | undefined) {
    const d = typeof documentId === 'string' && documentId.length <= 36 ? await this.m.findOneBy(CampaignDocumentRow, { id: documentId }) : null;
    if (!d) throw AppError.notFound();
    const c = await this.store.requireVisible(d.campaignId, user).catch(() => null);
    if (!c || !this.maySee(user, c, d)) throw AppError.notFound();
    return this.files.signedUrl(d.id);
  }

  async documentFile(documentId: string, expires: string | undefined, signature: string | undefined) {
    this.files.verify(documentId, expires, signature);
    const d = await this.m.findOneBy(CampaignDocumentRow, { id: documentId });
    if (!d) throw AppError.notFound();
    return { file: await this.files.readDocument(d.storageKey), name: `${d.title.replace(/[^\p{L}\p{N} _-]/gu, '').slice(0, 80) || 'document'}.${d.storageKey.split('.').pop()}` };
  }

  // ---- investors tab placeholder, calculator ---------------------------------------------------

  async investors(campaignId: string, user: AuthenticatedUser | undefined) {
    await this.store.requireVisible(campaignId, user);
    // Filled by the investments service in a later issue: {investorId, name, slug, photo, amount, createdAt}.
    return listPage([] as Array<{ investorId: string; name: string; slug: string | null; photo: string | null; amount: number; createdAt: string }>, 0);
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

  // ---- comments (C4.17, C7.10) ------------------------------------------------------------------

  private visibleStatus(user: AuthenticatedUser | undefined, c: CampaignRow) {
    return (row: CampaignCommentRow) => row.status === 'approved' || (!!user && (row.userId === user.id || isPrivileged(user, c)) && row.status === 'pending');
  }

  async comments(campaignId: string, user: AuthenticatedUser | undefined, rawLimit: string | undefined) {
    const c = await this.store.requireVisible(campaignId, user);
    const limit = clampLimit(rawLimit, 10, 300);
    const qb = this.m
      .createQueryBuilder(CampaignCommentRow, 'k')
      .where('k.campaignId = :campaignId AND k.parentCommentId IS NULL', { campaignId: c.id })
      .andWhere(user ? "(k.status = 'approved' OR (k.status = 'pending' AND k.userId = :uid))" : "k.status = 'approved'", { uid: user?.id })
      .orderBy('k.createdAt', 'DESC')
      .addOrderBy('k.id', 'DESC');
    const [rows, total] = await Promise.all([qb.clone().take(limit).getMany(), qb.clone().orderBy().getCount()]);
    const visible = this.visibleStatus(user, c);
    const docs = [];
    for (const row of rows) {
      const replies = (await this.m.find(CampaignCommentRow, { where: { parentCommentId: row.id }, order: { createdAt: 'ASC' } })).filter(visible);
      docs.push({ ...commentView(row), repliesCount: replies.length, replies: replies.slice(-3).map(commentView) });
    }
    return listPage(docs, total);
  }

  async replies(parentCommentId: string, user: AuthenticatedUser | undefined, rawLimit: string | undefined) {
    const parent = parentCommentId.length <= 36 ? await this.m.findOneBy(CampaignCommentRow, { id: parentCommentId }) : null;
    if (!parent) throw AppError.notFound();
    const c = await this.store.requireVisible(parent.campaignId, user);
    const visible = this.visibleStatus(user, c);
    const all = (await this.m.find(CampaignCommentRow, { where: { parentCommentId: parent.id }, order: { createdAt: 'ASC' } })).filter(visible);
    return listPage(all.slice(0, clampLimit(rawLimit, 10, 300)).map(commentView), all.length);
  }

  /** A new comment or reply waits for approval; the campaign owner's and administrators' are approved at once. */
  async postComment(campaignId: string, user: AuthenticatedUser, body: unknown, authorization: string | undefined) {
    const c = await this.store.requireVisible(campaignId, user);
    const b = (body ?? {}) as { comment?: unknown; parentCommentId?: unknown };
    const text = typeof b.comment === 'string' ? b.comment.trim() : '';
    if (!text || text.length > 2000) throw ValidationFailedError.single('comment', 'campaigns.commentInvalid');
    let parentCommentId: string | null = null;
    if (b.parentCommentId !== undefined && b.parentCommentId !== null && b.parentCommentId !== '') {
      const parent = typeof b.parentCommentId === 'string' ? await this.m.findOneBy(CampaignCommentRow, { id: b.parentCommentId, campaignId: c.id }) : null;
      if (!parent || parent.status !== 'approved') throw AppError.notFound();
      if (parent.parentCommentId) throw new AppError('campaigns.replyDepth', 400);
      parentCommentId = parent.id;
    }
    const status: 'pending' | 'approved' = isPrivileged(user, c) ? 'approved' : 'pending';
    const me = await this.identity.me(authorization);
    const now = nowIso();
    const row: CampaignCommentRow = {
      id: newId(),
      campaignId: c.id,
      parentCommentId,
      userId: user.id,
      authorName: displayName(me),
      authorSlug: user.slug ?? null,
      comment: text,
      status,
      moderatedBy: status === 'approved' ? user.id : null,
      moderatedAt: status === 'approved' ? now : null,
      createdAt: now,
      updatedAt: now,
    };
    await this.store.dataSource.transaction(async (manager) => {
      await manager.insert(CampaignCommentRow, row);
      await this.outbox.append(manager, CommentPostedV1, c.id, { commentId: row.id, campaignId: c.id, parentCommentId, userId: user.id, status });
    });
    return { comment: commentView(row), success: true, message: translate(status === 'approved' ? 'campaigns.commentPublished' : 'campaigns.commentPosted', language()) };
  }

  async editComment(commentId: string, user: AuthenticatedUser, body: unknown) {
    const row = commentId.length <= 36 ? await this.m.findOneBy(CampaignCommentRow, { id: commentId }) : null;
    if (!row) throw AppError.notFound();
    if (row.userId !== user.id) throw AppError.forbidden('campaigns.forbidden');
    const c = await this.store.require(row.campaignId);
    const text = typeof (body as { comment?: unknown })?.comment === 'string' ? (body as { comment: string }).comment.trim() : '';
    if (!text || text.length > 2000) throw ValidationFailedError.single('comment', 'campaigns.commentInvalid');
    row.comment = text;
    row.updatedAt = nowIso();
    if (!isPrivileged(user, c)) row.status = 'pending';
    await this.m.save(CampaignCommentRow, row);
    return commentView(row);
  }

  async deleteComment(commentId: string, user: AuthenticatedUser) {
    const row = commentId.length <= 36 ? await this.m.findOneBy(CampaignCommentRow, { id: commentId }) : null;
    if (!row) throw AppError.notFound();
    const c = await this.store.require(row.campaignId);
    if (row.userId !== user.id && !isPrivileged(user, c)) throw AppError.forbidden('campaigns.forbidden');
    await this.m.delete(CampaignCommentRow, { parentCommentId: row.id });
    await this.m.delete(CampaignCommentRow, { id: row.id });
    return { id: row.id };
  }

  /** C4.17 moderation: APPROVE, DECLINE, SPAM (admins). */
  async moderate(commentId: string, moderator: AuthenticatedUser, body: unknown) {
    const action = (body as { status?: unknown })?.status;
    const status = typeof action === 'string' ? MODERATION[action.toUpperCase()] : undefined;
    if (!status) throw ValidationFailedError.single('status', 'campaigns.statusInvalid');
    const row = commentId.length <= 36 ? await this.m.findOneBy(CampaignCommentRow, { id: commentId }) : null;
    if (!row) throw AppError.notFound();
    const now = nowIso();
    await this.store.dataSource.transaction(async (manager) => {
      await manager.update(CampaignCommentRow, { id: row.id }, { status, moderatedBy: moderator.id, moderatedAt: now, updatedAt: now });
      await this.outbox.append(manager, CommentModeratedV1, row.campaignId, {
        commentId: row.id,
        campaignId: row.campaignId,
        parentCommentId: row.parentCommentId,
        userId: row.userId,
        status,
        moderatedBy: moderator.id,
      });
    });
    return commentView({ ...row, status, moderatedBy: moderator.id, moderatedAt: now, updatedAt: now });
  }

  async moderationQueue(q: { status?: string; campaignId?: string; limit?: string }) {
    const statuses: CommentStatus[] = ['pending', 'approved', 'declined', 'spam'];
    const status = statuses.includes(q.status as CommentStatus) ? (q.status as CommentStatus) : 'pending';
    const where = { status, ...(q.campaignId ? { campaignId: q.campaignId } : {}) };
    const [rows, total] = await this.m.findAndCount(CampaignCommentRow, { where, order: { createdAt: 'ASC' }, take: clampLimit(q.limit, 10, 300) });
    const names = new Map<string, string | null>();
    for (const id of new Set(rows.map((r) => r.campaignId))) {
      const c = await this.m.findOne(CampaignRow, { where: { id }, select: ['id', 'campaignName', 'companyName'] });
      names.set(id, c?.campaignName ?? c?.companyName ?? null);
    }
    return listPage(rows.map((r) => ({ ...commentView(r), campaignName: names.get(r.campaignId) ?? null })), total);
  }

  /** Owner dashboard discussion: every status, with replies. */
  async dashboardComments(campaignId: string, user: AuthenticatedUser, q: { status?: string; limit?: string }) {
    const c = await this.store.requirePrivileged(campaignId, user);
    const where = { campaignId: c.id, parentCommentId: IsNull(), ...(q.status ? { status: q.status as CommentStatus } : {}) };
    const [rows, total] = await this.m.findAndCount(CampaignCommentRow, { where, order: { createdAt: 'DESC' }, take: clampLimit(q.limit, 10, 300) });
    const docs = [];
    for (const row of rows) {
      const replies = await this.m.find(CampaignCommentRow, { where: { parentCommentId: row.id }, order: { createdAt: 'ASC' } });
      docs.push({ ...commentView(row), repliesCount: replies.length, replies: replies.map(commentView) });
    }
    return listPage(docs, total);
  }
}
