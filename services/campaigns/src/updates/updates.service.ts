import { Injectable } from '@nestjs/common';
import { updatePatchSchema, updateSchema } from '@cf/contracts';
import { AppError, newId, type AuthenticatedUser } from '@cf/platform';
import { CampaignItemsRepository } from '../campaigns/campaign-items.repository';
import { CampaignStore } from '../campaigns/campaign-store';
import { CampaignStatus } from '../campaigns/domain/campaign-status';
import { merge, nowIso } from '../common/partial-save';
import { parseBody } from '../common/parse';
import { CampaignUpdateRow } from '../campaigns/entities/campaign-items.entity';

/** C1.2: updates the owner posts to the campaign's investors and followers. */
@Injectable()
export class CampaignUpdatesService {
  constructor(
    private readonly store: CampaignStore,
    private readonly items: CampaignItemsRepository,
  ) {}

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
    await this.items.insert(CampaignUpdateRow, row);
    return row;
  }

  async editUpdate(id: string, updateId: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requirePrivileged(id, user);
    const row = await this.items.require(CampaignUpdateRow, c.id, updateId);
    const dto = parseBody(updatePatchSchema, body);
    const next = { ...merge(row, dto), updatedAt: nowIso() };
    await this.items.save(CampaignUpdateRow, next);
    return next;
  }

  async removeUpdate(id: string, updateId: string, user: AuthenticatedUser) {
    const c = await this.store.requirePrivileged(id, user);
    const row = await this.items.require(CampaignUpdateRow, c.id, updateId);
    await this.items.remove(CampaignUpdateRow, c.id, row.id);
    return { id: row.id };
  }
}
