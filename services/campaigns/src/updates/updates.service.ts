import { Injectable } from '@nestjs/common';
import { CampaignUpdatePublishedV1, CampaignUpdateRemovedV1, updatePatchSchema, updateSchema } from '@cf/contracts';
import { AppError, newId, OutboxService, Transactions, type AuthenticatedUser } from '@cf/platform';
import { CampaignItemsRepository } from '../core/campaign-items.repository';
import { CampaignStore } from '../core/campaign-store';
import { CampaignStatus } from '../core/domain/campaign-status';
import { merge, nowIso } from '../core/partial-save';
import { parseBody } from '../core/parse';
import type { CampaignRow } from '../core/entities/campaign.entity';
import { CampaignUpdateRow } from '../core/entities/campaign-items.entity';

/**
 * C1.2: updates the owner posts to the campaign's investors and followers. Each change is
 * announced in its transaction (investments keeps them for its investors' /investments).
 */
@Injectable()
export class CampaignUpdatesService {
  constructor(
    private readonly store: CampaignStore,
    private readonly items: CampaignItemsRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
  ) {}

  private published(c: CampaignRow, row: CampaignUpdateRow) {
    return this.outbox.append(CampaignUpdatePublishedV1, c.id, {
      updateId: row.id,
      campaignId: c.id,
      campaignName: c.campaignName ?? '',
      campaignSlug: c.slug,
      title: row.title,
      description: row.description,
      postedAt: row.createdAt,
      editedAt: row.updatedAt,
    });
  }

  async addUpdate(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requirePrivileged(id, user);
    if (!user.isAdmin && ![CampaignStatus.active, CampaignStatus.successful, CampaignStatus.unsuccessful].includes(c.status as 2 | 4 | 5))
      throw AppError.conflict('campaigns.transitionNotAllowed');
    const dto = parseBody(updateSchema, body);
    const now = nowIso();
    const row: CampaignUpdateRow = {
      id: newId(),
      campaignId: c.id,
      authorId: user.id,
      title: dto.title ?? null,
      description: dto.description,
      createdAt: now,
      updatedAt: now,
    };
    await this.transactions.run(async () => {
      await this.items.insert(CampaignUpdateRow, row);
      await this.published(c, row);
    });
    return row;
  }

  async editUpdate(id: string, updateId: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requirePrivileged(id, user);
    const row = await this.items.require(CampaignUpdateRow, c.id, updateId);
    const dto = parseBody(updatePatchSchema, body);
    const next = { ...merge(row, dto), updatedAt: nowIso() };
    await this.transactions.run(async () => {
      await this.items.save(CampaignUpdateRow, next);
      await this.published(c, next);
    });
    return next;
  }

  async removeUpdate(id: string, updateId: string, user: AuthenticatedUser) {
    const c = await this.store.requirePrivileged(id, user);
    const row = await this.items.require(CampaignUpdateRow, c.id, updateId);
    await this.transactions.run(async () => {
      await this.items.remove(CampaignUpdateRow, c.id, row.id);
      await this.outbox.append(CampaignUpdateRemovedV1, c.id, { updateId: row.id, campaignId: c.id });
    });
    return { id: row.id };
  }
}
