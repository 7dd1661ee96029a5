import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { PayoutConfirmedV1, type ListPage, type PayoutView } from '@cf/contracts';
import { AppError, clampLimit, Clock, listPage, OutboxService, Transactions, type AuthenticatedUser } from '@cf/platform';
import { CampaignClosesRepository } from '../closing/campaign-closes.repository';
import type { InvestmentsConfig } from '../config/env';
import { INVESTMENTS_CONFIG } from '../investments.tokens';
import { OffersRepository } from '../core/offers.repository';
import { WalletEscrow } from '../core/wallet-escrow';
import type { PayoutRow } from './entities/payout.entity';
import { PayoutsRepository } from './payouts.repository';

/**
 * C4.3 payout: the owner of a successful, closed campaign asks for what escrow keeps for them; an
 * administrator confirms — two different ones above PAYOUT_SECOND_APPROVAL_ABOVE — and the amount
 * moves from escrow to the owner's wallet by one transfer `payout:<campaign>` (idempotent in the
 * wallet: a confirm retried after a crash finds the first transfer), then the payout is confirmed.
 */
@Injectable()
export class PayoutsService {
  constructor(
    private readonly payouts: PayoutsRepository,
    private readonly closes: CampaignClosesRepository,
    private readonly offers: OffersRepository,
    private readonly wallet: WalletEscrow,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(INVESTMENTS_CONFIG) private readonly config: InvestmentsConfig,
  ) {}

  view(row: PayoutRow): PayoutView {
    return {
      campaignId: row.campaignId,
      campaignName: row.campaignName,
      currency: row.currency,
      amount: row.amount,
      status: row.status,
      needsTwoAdministrators: row.amount > this.config.payoutSecondApprovalAbove,
      requestedAt: row.requestedAt,
      approvedAt: row.approvedAt,
      confirmedAt: row.confirmedAt,
    };
  }

  /** C7.4 request-payout: the campaign's owner, once the close is done and successful. */
  async request(user: AuthenticatedUser, campaignId: string): Promise<PayoutView> {
    const offer = await this.offers.find(campaignId);
    if (!offer || offer.ownerId !== user.id) throw AppError.notFound('investments.campaignNotFound');
    const close = await this.closes.find(campaignId);
    if (!close || close.step !== 'closed') throw AppError.conflict('investments.payoutNotClosed');
    if (close.outcome !== 'successful' || close.ownerAmount <= 0) throw new AppError('investments.payoutNothing', HttpStatus.UNPROCESSABLE_ENTITY);
    const now = this.clock.nowIso();
    await this.transactions.run(() =>
      this.payouts.request({ campaignId, ownerId: user.id, campaignName: offer.campaignName, currency: close.currency, amount: close.ownerAmount, status: 'requested', requestedAt: now, approvedBy: null, approvedAt: null, confirmedBy: null, confirmedAt: null, updatedAt: now }),
    );
    return this.view((await this.payouts.find(campaignId))!);
  }

  async one(user: AuthenticatedUser, campaignId: string): Promise<PayoutView> {
    const row = await this.payouts.find(campaignId);
    if (!row || (!user.isAdmin && row.ownerId !== user.id)) throw AppError.notFound('investments.payoutNotFound');
    return this.view(row);
  }

  async list(status: 'open' | 'confirmed' | undefined, limit: string | undefined): Promise<ListPage<PayoutView>> {
    const [rows, total] = await this.payouts.list(status === 'confirmed' ? ['confirmed'] : ['requested', 'approved'], clampLimit(limit, 10));
    return listPage(rows.map((row) => this.view(row)), total);
  }

  /** An administrator's confirmation; above the threshold the first one approves and a second confirms. */
  async confirm(admin: AuthenticatedUser, campaignId: string): Promise<PayoutView> {
    let row = await this.payouts.find(campaignId);
    if (!row) throw AppError.notFound('investments.payoutNotFound');
    if (row.ownerId === admin.id) throw AppError.forbidden('investments.payoutOwnCampaign');
    const now = this.clock.nowIso();
    if (row.status === 'requested' && row.amount > this.config.payoutSecondApprovalAbove) {
      if (!(await this.transactions.run(() => this.payouts.move(campaignId, 'requested', { status: 'approved', approvedBy: admin.id, approvedAt: now }, now)))) throw AppError.conflict('investments.payoutChanged');
      return this.view((await this.payouts.find(campaignId))!);
    }
    if (row.status === 'approved' && row.approvedBy === admin.id) throw AppError.forbidden('investments.payoutSecondAdministrator');
    if (row.status === 'confirmed') return this.view(row);
    const transferId = `payout:${campaignId}`;
    await this.wallet.transfer({
      transferId,
      reason: 'payout',
      entries: [
        { account: { kind: 'campaign_escrow', owner: campaignId, currency: row.currency }, amount: -row.amount },
        { account: { kind: 'user_wallet', owner: row.ownerId, currency: row.currency }, amount: row.amount },
      ],
      metadata: { campaignId, campaignName: row.campaignName, walletReason: 'payout' },
      actorId: admin.id,
    });
    const from = row.status;
    await this.transactions.run(async () => {
      if (!(await this.payouts.move(campaignId, from, { status: 'confirmed', confirmedBy: admin.id, confirmedAt: now }, now))) return;
      await this.outbox.append(PayoutConfirmedV1, campaignId, { campaignId, ownerId: row!.ownerId, campaignName: row!.campaignName, amount: row!.amount, currency: row!.currency, approvedBy: row!.approvedBy, confirmedBy: admin.id, transferId });
    });
    row = (await this.payouts.find(campaignId))!;
    return this.view(row);
  }
}
