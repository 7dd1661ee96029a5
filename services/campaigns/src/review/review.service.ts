import { Injectable } from '@nestjs/common';
import { CampaignApprovedV1, CampaignClosedV1, CampaignDeclinedV1, CampaignHiddenV1, CampaignOfferPublishedV1, type Language } from '@cf/contracts';
import { AppError, OutboxService, Transactions, translate, type AuthenticatedUser } from '@cf/platform';
import { CampaignStore } from '../core/campaign-store';
import { CampaignsRepository } from '../core/campaigns.repository';
import { ownerLanguageOf, publicUrlOf } from '../core/partial-save';
import { language } from '../core/campaign-views';
import { assertTransition, CampaignStatus, type CampaignAction, type CampaignStatusValue } from '../core/domain/campaign-status';
import { progressBasisPoints } from '../core/domain/display-label';
import { offerOf } from '../core/domain/offer';
import type { CampaignRow } from '../core/entities/campaign.entity';

const nowIso = (): string => new Date().toISOString();

/** C1.3 admin review: approve, decline with a reason, hide/unhide, close. Nobody reviews their own campaign. */
@Injectable()
export class ReviewService {
  constructor(
    private readonly store: CampaignStore,
    private readonly campaigns: CampaignsRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
  ) {}

  private ownerLanguage(c: CampaignRow): Language {
    return ownerLanguageOf(c);
  }

  private link(path: string): string {
    return `${publicUrlOf(this.store.config)}${path}`;
  }

  /** Moves a campaign from `from` (checked again in the UPDATE, so two reviewers cannot both act) and appends the event. */
  private async move(c: CampaignRow, action: CampaignAction, to: CampaignStatusValue, fields: Partial<CampaignRow>, event: () => Promise<unknown>): Promise<void> {
    assertTransition(action, c.status);
    await this.transactions.run(async () => {
      if (!(await this.campaigns.moveStatus(c.id, c.status, { ...fields, status: to, updatedAt: nowIso() }))) throw AppError.conflict('campaigns.transitionNotAllowed');
      await event();
    });
  }

  private notOwn(c: CampaignRow, admin: AuthenticatedUser): void {
    if (c.ownerId === admin.id) throw AppError.forbidden('campaigns.cannotApproveOwn');
  }

  async preview(id: string, admin: AuthenticatedUser) {
    return this.store.full(await this.store.require(id), admin);
  }

  async approve(id: string, admin: AuthenticatedUser) {
    const c = await this.store.require(id);
    this.notOwn(c, admin);
    const now = nowIso();
    const offer = offerOf(c);
    await this.move(c, 'approve', CampaignStatus.active, { approvedAt: now, approvedBy: admin.id, declineReason: null }, async () => {
      // Investments keeps the capacity and bounds from the offer (DESIGN §10).
      if (offer) await this.outbox.append(CampaignOfferPublishedV1, c.id, offer);
      await this.outbox.append(CampaignApprovedV1, c.id, {
        campaignId: c.id,
        ownerId: c.ownerId,
        ownerEmail: c.ownerEmail,
        ownerName: c.ownerName,
        campaignName: c.campaignName ?? c.companyName ?? c.slug,
        slug: c.slug,
        approvedBy: admin.id,
        goal: c.goal ?? 0,
        openDate: c.openDate,
        closeDate: c.closeDate,
        link: this.link(`/campaign-detail-page/${c.slug}`),
        language: this.ownerLanguage(c),
      });
    });
    return { ...(await this.store.full(await this.store.require(c.id), admin)), message: translate('campaigns.approved', language()) };
  }

  async decline(id: string, admin: AuthenticatedUser, reason: string) {
    const c = await this.store.require(id);
    this.notOwn(c, admin);
    await this.move(c, 'decline', CampaignStatus.declined, { declineReason: reason }, () =>
      this.outbox.append(CampaignDeclinedV1, c.id, {
        campaignId: c.id,
        ownerId: c.ownerId,
        ownerEmail: c.ownerEmail,
        ownerName: c.ownerName,
        campaignName: c.campaignName ?? c.companyName ?? c.slug,
        declinedBy: admin.id,
        reason,
        link: this.link(`/create-campaign/company-info/${c.id}`),
        language: this.ownerLanguage(c),
      }),
    );
    return { ...(await this.store.full(await this.store.require(c.id), admin)), message: translate('campaigns.declined', language()) };
  }

  async hide(id: string, admin: AuthenticatedUser) {
    const c = await this.store.require(id);
    await this.move(c, 'hide', CampaignStatus.hidden, { statusBeforeHidden: c.status }, () =>
      this.outbox.append(CampaignHiddenV1, c.id, { campaignId: c.id, ownerId: c.ownerId, hidden: true, status: CampaignStatus.hidden, by: admin.id }),
    );
    return this.store.full(await this.store.require(c.id), admin);
  }

  async unhide(id: string, admin: AuthenticatedUser) {
    const c = await this.store.require(id);
    const back = (c.statusBeforeHidden ?? CampaignStatus.pending) as CampaignStatusValue;
    await this.move(c, 'unhide', back, { statusBeforeHidden: null }, () =>
      this.outbox.append(CampaignHiddenV1, c.id, { campaignId: c.id, ownerId: c.ownerId, hidden: false, status: back, by: admin.id }),
    );
    return this.store.full(await this.store.require(c.id), admin);
  }

  /** Until the investments service closes campaigns (later issue), an admin closes a live one. */
  async close(id: string, admin: AuthenticatedUser, outcome: 'successful' | 'unsuccessful') {
    const c = await this.store.require(id);
    const to = outcome === 'successful' ? CampaignStatus.successful : CampaignStatus.unsuccessful;
    await this.move(c, 'close', to, { closedAt: nowIso(), progressBp: progressBasisPoints(c.raisedAmount, c.goal) }, () =>
      this.outbox.append(CampaignClosedV1, c.id, { campaignId: c.id, ownerId: c.ownerId, outcome, raisedAmount: c.raisedAmount, goal: c.goal ?? 0 }),
    );
    return this.store.full(await this.store.require(c.id), admin);
  }
}
