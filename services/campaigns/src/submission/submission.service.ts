import { Injectable } from '@nestjs/common';
import { CampaignSubmittedV1 } from '@cf/contracts';
import { AppError, OutboxService, Transactions, translate, type AuthenticatedUser } from '@cf/platform';
import { CampaignItemsRepository } from '../core/campaign-items.repository';
import { CampaignStore } from '../core/campaign-store';
import { CampaignsRepository } from '../core/campaigns.repository';
import { CampaignStatus, assertTransition } from '../core/domain/campaign-status';
import { nowIso, ownerLanguageOf, publicUrlOf } from '../core/partial-save';
import { CampaignFaqRow } from '../core/entities/campaign-items.entity';
import { completenessOf, language } from '../core/campaign-views';

/** C4.2 / C4.4–C4.12: the completeness check and the submission for review (draft or declined → pending). */
@Injectable()
export class SubmissionService {
  constructor(
    private readonly store: CampaignStore,
    private readonly campaigns: CampaignsRepository,
    private readonly items: CampaignItemsRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
  ) {}

  async completeness(id: string, user: AuthenticatedUser) {
    const c = await this.store.requirePrivileged(id, user);
    return completenessOf(c, await this.items.list(CampaignFaqRow, c.id, { sortOrder: 'ASC', createdAt: 'ASC' }));
  }

  /** C4.2: draft (or declined) → pending when complete; refused with the missing fields otherwise; the owner is e-mailed. */
  async submit(id: string, user: AuthenticatedUser) {
    const c = await this.store.requireEditable(id, user);
    if (!user.isAdmin && user.id !== c.ownerId) throw AppError.forbidden('campaigns.forbidden');
    assertTransition('submit', c.status);
    const completeness = completenessOf(c, await this.items.list(CampaignFaqRow, c.id, { sortOrder: 'ASC', createdAt: 'ASC' }));
    if (completeness.isAnyFieldMissing) {
      const errors = completeness.steps.flatMap((s) =>
        s.missing.map((field) => ({ field: `step${s.step}.${field}`, msg: translate('common.required', language()) })),
      );
      throw new AppError('campaigns.incomplete', 400, {}, { errors, completeness });
    }
    const now = nowIso();
    await this.transactions.run(async () => {
      // Moves only from the status read above: of two concurrent submits, one wins.
      const moved = await this.campaigns.moveStatus(c.id, c.status, {
        status: CampaignStatus.pending,
        submittedAt: now,
        updatedAt: now,
        declineReason: null,
      });
      if (!moved) throw AppError.conflict('campaigns.transitionNotAllowed');
      await this.outbox.append(CampaignSubmittedV1, c.id, {
        campaignId: c.id,
        ownerId: c.ownerId,
        ownerEmail: c.ownerEmail,
        ownerName: c.ownerName,
        campaignName: c.campaignName ?? c.companyName ?? c.slug,
        slug: c.slug,
        link: `${publicUrlOf(this.store.config)}/campaign-dashboard/${c.id}`,
        language: ownerLanguageOf(c),
      });
    });
    return { ...(await this.store.full(await this.store.require(c.id), user)), message: translate('campaigns.submitted', language()) };
  }
}
