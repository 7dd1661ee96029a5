import type { EventData, CampaignOfferPublishedV1 } from '@cf/contracts';
import type { CampaignRow } from '../entities/campaign.entity';

/**
 * The offer investments takes up (campaigns.offer-published), or null when a term it needs is
 * missing (a campaign without goal, bounds or investing type cannot be invested in).
 */
export function offerOf(c: CampaignRow, before: { raised: number; investors: number } = { raised: 0, investors: 0 }): EventData<typeof CampaignOfferPublishedV1> | null {
  const f = c.fundraising;
  if (!c.goal || !c.minimumRaise || !c.maximumRaise || !c.investingType) return null;
  return {
    campaignId: c.id,
    ownerId: c.ownerId,
    campaignName: c.campaignName ?? c.companyName ?? c.slug,
    slug: c.slug,
    termsSlug: c.termsSlug,
    currency: c.equityCurrencyCode || 'OMR',
    investingType: c.investingType,
    accreditation: f.campaignAccreditation === 'accredited' ? 'accredited' : 'both',
    goal: c.goal,
    minimumInvestment: c.minimumRaise,
    maximumInvestment: c.maximumRaise,
    pricePerShare: c.termsSlug === 'debt' ? null : (c.terms.pricePerShare ?? null) || null,
    openDate: c.openDate,
    openTime: f.openTime ?? null,
    timezone: c.timezone || 'Asia/Muscat',
    closeDate: c.closeDate,
    raisedBefore: before.raised,
    investorsBefore: before.investors,
    repaymentTerms: c.termsSlug === 'equity' ? null : repaymentTermsOf(c),
  };
}

/** What repayments schedules from (debt) or distributes by (equity with dividends). */
function repaymentTermsOf(c: CampaignRow): NonNullable<EventData<typeof CampaignOfferPublishedV1>['repaymentTerms']> {
  const t = c.terms;
  const rate = c.interestRate ?? t.interestRate ?? null;
  return {
    interestRate: rate === null || !Number.isFinite(rate) ? null : Math.min(100, Math.max(0, rate)),
    termMonths: t.termLength && t.termLength >= 1 ? Math.min(600, Math.trunc(t.termLength)) : null,
    gracePeriodMonths: Math.min(120, Math.max(0, Math.trunc(t.gracePeriod ?? 0))),
    paymentFrequency: (t.paymentFrequency ?? t.investFrequency ?? null) as NonNullable<EventData<typeof CampaignOfferPublishedV1>['repaymentTerms']>['paymentFrequency'],
    paybackStartDate: t.paybackStartDate ?? null,
    distributionOfNetProfit: t.distributionOfNetProfit ?? null,
  };
}
