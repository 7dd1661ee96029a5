import { Injectable } from '@nestjs/common';
import type { CampaignUpdateView, ListPage } from '@cf/contracts';
import { clampLimit, listPage, type AuthenticatedUser } from '@cf/platform';
import { CampaignUpdatesRepository } from './campaign-updates.repository';

/** C7.9 get-campaign-updates: what the owners of the campaigns an investor holds have posted (C1.2). */
@Injectable()
export class CampaignUpdatesService {
  constructor(private readonly updates: CampaignUpdatesRepository) {}

  async forInvestor(user: AuthenticatedUser, limit: string | undefined, campaignId: string | undefined): Promise<ListPage<CampaignUpdateView>> {
    const [rows, total] = await this.updates.forInvestor(user.id, clampLimit(limit, 10), campaignId || undefined);
    return listPage(
      rows.map((row) => ({ id: row.id, campaignId: row.campaignId, campaignName: row.campaignName, campaignSlug: row.campaignSlug, title: row.title, description: row.description, postedAt: row.postedAt, editedAt: row.editedAt })),
      total,
    );
  }
}
