import { HttpStatus, Injectable } from '@nestjs/common';
import type { CampaignInvestorView, ListPage, ReceivedInvestmentView, ReceivedPendingInvestments } from '@cf/contracts';
import { AppError, clampLimit, listPage, type AuthenticatedUser } from '@cf/platform';
import type { InvestmentRow } from '../core/entities/investment.entity';
import { InvestmentsRepository, PAID_STATES } from '../core/investments.repository';
import { InvestorsRepository } from '../core/investors.repository';
import { OffersRepository } from '../core/offers.repository';

const PENDING_STATES = ['reserved', 'processing'] as const;

/** What a campaign's owner (and an administrator) sees of its investments: C2.13's tab, C2.29, C7.6. */
@Injectable()
export class CampaignInvestmentsService {
  constructor(
    private readonly offers: OffersRepository,
    private readonly investors: InvestorsRepository,
    private readonly investments: InvestmentsRepository,
  ) {}

  private async requireOwnCampaign(user: AuthenticatedUser, campaignId: string): Promise<void> {
    const offer = await this.offers.find(campaignId);
    if (!offer) throw AppError.notFound('investments.campaignNotFound');
    if (offer.ownerId !== user.id && !user.isAdmin) throw new AppError('investments.notYourCampaign', HttpStatus.FORBIDDEN);
  }

  /** C2.29 received (paid) and pending (reserved, in process) investments, with both totals. */
  async receivedAndPending(user: AuthenticatedUser, query: { campaignId: string; kind?: 'received' | 'pending'; limit?: string }): Promise<ReceivedPendingInvestments> {
    await this.requireOwnCampaign(user, query.campaignId);
    const take = clampLimit(query.limit, 10);
    const [received, pending] = await Promise.all([
      this.investments.ofCampaign(query.campaignId, PAID_STATES, query.kind === 'pending' ? 0 : take),
      this.investments.ofCampaign(query.campaignId, [...PENDING_STATES], query.kind === 'pending' ? take : 0),
    ]);
    const shown = query.kind === 'pending' ? pending : received;
    return {
      ...listPage(shown.rows.map(receivedView), shown.total),
      received: { amount: received.amount, count: received.total },
      pending: { amount: pending.amount, count: pending.total },
    };
  }

  /** C7.6 process-investment/campaign-investors: the paid investors of a campaign, largest first. */
  async investorsOf(user: AuthenticatedUser, campaignId: string, limit: string | undefined): Promise<ListPage<CampaignInvestorView>> {
    await this.requireOwnCampaign(user, campaignId);
    const { rows, total } = await this.investors.investorsOf(campaignId, clampLimit(limit, 10));
    return listPage(
      rows.map((r) => ({ investorId: r.userId, amount: r.paid, investmentsCount: r.paidCount, firstInvestedAt: r.updatedAt })),
      total,
    );
  }
}

function receivedView(row: InvestmentRow): ReceivedInvestmentView {
  return { id: row.id, referenceId: row.referenceId, amount: row.amount, shareUnits: row.shareUnits, status: row.status, state: row.state, createdAt: row.createdAt, paidAt: row.paidAt };
}
