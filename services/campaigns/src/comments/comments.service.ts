import { Injectable } from '@nestjs/common';
import { CommentModeratedV1, CommentPostedV1, editCommentSchema, postCommentSchema, type CommentStatus as ModerationAnswer } from '@cf/contracts';
import { AppError, clampLimit, listPage, newId, OutboxService, translate, Transactions, validateWithSchema, type AuthenticatedUser } from '@cf/platform';
import { displayName, IdentityClient } from '../core/clients';
import { isPrivileged, CampaignStore } from '../core/campaign-store';
import { language } from '../core/campaign-views';
import { CommentsRepository } from '../core/comments.repository';
import type { CampaignRow } from '../core/entities/campaign.entity';
import type { CampaignCommentRow, CommentStatus } from '../core/entities/campaign-items.entity';
import { nowIso } from '../core/partial-save';

const MODERATION: Record<'APPROVE' | 'DECLINE' | 'SPAM', Exclude<ModerationAnswer, 'pending'>> = { APPROVE: 'approved', DECLINE: 'declined', SPAM: 'spam' };
const STATUSES: CommentStatus[] = ['pending', 'approved', 'declined', 'spam'];

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

/** A campaign's discussion (C4.17, C7.10): comments, one level of replies, moderation. */
@Injectable()
export class CommentsService {
  constructor(
    private readonly store: CampaignStore,
    private readonly comments: CommentsRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly identity: IdentityClient,
  ) {}

  private visibleTo(user: AuthenticatedUser | undefined, c: CampaignRow) {
    return (row: CampaignCommentRow) => row.status === 'approved' || (!!user && (row.userId === user.id || isPrivileged(user, c)) && row.status === 'pending');
  }

  /** Each comment with its reply count and (up to `lastReplies`) replies, read in one query. */
  private async withReplies(rows: CampaignCommentRow[], keep: (row: CampaignCommentRow) => boolean, lastReplies?: number) {
    const replies = (await this.comments.repliesOf(rows.map((r) => r.id))).filter(keep);
    return rows.map((row) => {
      const mine = replies.filter((r) => r.parentCommentId === row.id);
      return { ...commentView(row), repliesCount: mine.length, replies: (lastReplies ? mine.slice(-lastReplies) : mine).map(commentView) };
    });
  }

  async list(campaignId: string, user: AuthenticatedUser | undefined, rawLimit: string | undefined) {
    const c = await this.store.requireVisible(campaignId, user);
    const [rows, total] = await this.comments.topLevelPage(c.id, user?.id, clampLimit(rawLimit, 10, 300));
    return listPage(await this.withReplies(rows, this.visibleTo(user, c), 3), total);
  }

  async replies(parentCommentId: string, user: AuthenticatedUser | undefined, rawLimit: string | undefined) {
    const parent = await this.comments.findById(parentCommentId);
    if (!parent) throw AppError.notFound();
    const c = await this.store.requireVisible(parent.campaignId, user);
    const all = (await this.comments.replies(parent.id)).filter(this.visibleTo(user, c));
    return listPage(all.slice(0, clampLimit(rawLimit, 10, 300)).map(commentView), all.length);
  }

  /** A new comment or reply waits for approval; the campaign owner's and administrators' are approved at once. */
  async post(campaignId: string, user: AuthenticatedUser, body: unknown, authorization: string | undefined) {
    const c = await this.store.requireVisible(campaignId, user);
    const input = validateWithSchema(postCommentSchema, body);
    let parentCommentId: string | null = null;
    if (input.parentCommentId) {
      const parent = await this.comments.findInCampaign(input.parentCommentId, c.id);
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
      comment: input.comment,
      status,
      moderatedBy: status === 'approved' ? user.id : null,
      moderatedAt: status === 'approved' ? now : null,
      createdAt: now,
      updatedAt: now,
    };
    await this.transactions.run(async () => {
      await this.comments.insert(row);
      await this.outbox.append(CommentPostedV1, c.id, { commentId: row.id, campaignId: c.id, parentCommentId, userId: user.id, status });
    });
    return { comment: commentView(row), success: true, message: translate(status === 'approved' ? 'campaigns.commentPublished' : 'campaigns.commentPosted', language()) };
  }

  /** One's own comment; it is moderated again unless the owner or an administrator edits it. */
  async edit(commentId: string, user: AuthenticatedUser, body: unknown) {
    const row = await this.comments.findById(commentId);
    if (!row) throw AppError.notFound();
    if (row.userId !== user.id) throw AppError.forbidden('campaigns.forbidden');
    const c = await this.store.require(row.campaignId);
    row.comment = validateWithSchema(editCommentSchema, body).comment;
    row.updatedAt = nowIso();
    if (!isPrivileged(user, c)) row.status = 'pending';
    await this.comments.save(row);
    return commentView(row);
  }

  async remove(commentId: string, user: AuthenticatedUser) {
    const row = await this.comments.findById(commentId);
    if (!row) throw AppError.notFound();
    const c = await this.store.require(row.campaignId);
    if (row.userId !== user.id && !isPrivileged(user, c)) throw AppError.forbidden('campaigns.forbidden');
    await this.transactions.run(() => this.comments.deleteWithReplies(row.id));
    return { id: row.id };
  }

  /** C4.17 moderation: APPROVE, DECLINE, SPAM (administrators). */
  async moderate(commentId: string, moderator: AuthenticatedUser, action: keyof typeof MODERATION) {
    const status = MODERATION[action];
    const row = await this.comments.findById(commentId);
    if (!row) throw AppError.notFound();
    const now = nowIso();
    const moderated = { status, moderatedBy: moderator.id, moderatedAt: now, updatedAt: now };
    await this.transactions.run(async () => {
      await this.comments.update(row.id, moderated);
      await this.outbox.append(CommentModeratedV1, row.campaignId, {
        commentId: row.id,
        campaignId: row.campaignId,
        parentCommentId: row.parentCommentId,
        userId: row.userId,
        status,
        moderatedBy: moderator.id,
      });
    });
    return commentView({ ...row, ...moderated });
  }

  async moderationQueue(q: { status?: string; campaignId?: string; limit?: string }) {
    const status = STATUSES.includes(q.status as CommentStatus) ? (q.status as CommentStatus) : 'pending';
    const [rows, total] = await this.comments.moderationPage(status, q.campaignId || undefined, clampLimit(q.limit, 10, 300));
    const names = await this.comments.campaignNames([...new Set(rows.map((r) => r.campaignId))]);
    return listPage(rows.map((r) => ({ ...commentView(r), campaignName: names.get(r.campaignId) ?? null })), total);
  }

  /** The owner's dashboard discussion: every status, with all replies. */
  async ofOwner(campaignId: string, user: AuthenticatedUser, q: { status?: string; limit?: string }) {
    const c = await this.store.requirePrivileged(campaignId, user);
    const [rows, total] = await this.comments.ownerPage(c.id, (q.status as CommentStatus) || undefined, clampLimit(q.limit, 10, 300));
    return listPage(await this.withReplies(rows, () => true), total);
  }
}
