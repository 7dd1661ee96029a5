import { Injectable } from '@nestjs/common';
import { STATUS_OF_STATE, type InvestmentPaymentView, type InvestmentView, type InvestOfferView, type LimitUsage } from '@cf/contracts';
import { Clock } from '@cf/platform';
import type { InvestorCampaignRow, InvestorRow } from './entities/investor.entity';
import type { OfferRow } from './entities/offer.entity';
import type { ProviderPayment } from './wallet-escrow';
import { monthIndex, offerState, renewsOn, stepOf } from './domain/invest-rules';
import type { InvestmentRow } from './entities/investment.entity';

/** What is used of an investor's limits at `month` (the same sums the conditional UPDATE makes). */
export function usageOf(investor: InvestorRow, month: number): { monthUsed: number; rollingUsed: number; oldestMonth: number | null } {
  const row = investor as unknown as Record<string, number>;
  let rollingUsed = 0;
  let monthUsed = 0;
  let oldestMonth: number | null = null;
  for (let i = 0; i < 12; i++) {
    const held = row[`s${i}`];
    const amount = row[`m${i}`];
    if (held > month - 12 && amount > 0) {
      rollingUsed += amount;
      if (oldestMonth === null || held < oldestMonth) oldestMonth = held;
    }
    if (held === month) monthUsed = amount;
  }
  return { monthUsed, rollingUsed, oldestMonth };
}

const left = (usage: LimitUsage): number => (usage.limit === null ? Number.MAX_SAFE_INTEGER : Math.max(0, usage.limit - usage.used));

/** JSON views of investments and of the invest panel (C2.17, C2.19, C3.9). */
@Injectable()
export class InvestmentViews {
  constructor(private readonly clock: Clock) {}

  /** A card or bank-transfer payment as the investor sees it (null: none started). */
  payment(payment: ProviderPayment | null): InvestmentPaymentView | null {
    if (!payment) return null;
    return {
      method: payment.method,
      transactionId: payment.transactionId,
      transactionNumber: payment.transactionNumber,
      status: payment.status,
      amount: payment.amount,
      totalFees: payment.totalAmount - payment.amount,
      totalAmount: payment.totalAmount,
      redirectUrl: payment.redirectUrl,
      bankTransfer: payment.bankTransfer,
    };
  }

  investment(row: InvestmentRow): InvestmentView {
    const now = this.clock.nowIso();
    const cancellable = row.state === 'committed' && row.cancellableUntil !== null && row.cancellableUntil > now;
    return {
      _id: row.id,
      id: row.id,
      investorId: row.investorId,
      campaignId: row.campaignId,
      campaignName: row.campaignName,
      campaignSlug: row.campaignSlug,
      currency: row.currency,
      amount: row.amount,
      shareUnits: row.shareUnits,
      sharePrice: row.sharePrice,
      ownership: row.goal > 0 ? Math.floor((row.amount * 10000) / row.goal) / 100 : 0,
      status: STATUS_OF_STATE[row.state],
      state: row.state,
      paymentType: row.paymentType,
      gateway: row.gateway,
      referenceId: row.referenceId,
      transactionId: row.transactionId,
      failureReason: row.failureReason,
      cancellableUntil: cancellable ? row.cancellableUntil : null,
      cancellable,
      offerShownAt: row.offerShownAt,
      acceptedAt: row.acceptedAt,
      reservedUntil: row.reservedUntil,
      paidAt: row.paidAt,
      cancelledAt: row.cancelledAt,
      createdAt: row.createdAt,
      contractStatus: row.contractState,
    };
  }

  offer(
    offer: OfferRow,
    investor: InvestorRow | null,
    inCampaign: InvestorCampaignRow | null,
    firstInvestment: boolean,
    settings: { defaultStep: number; reservationMinutes: number; cancellation: InvestOfferView['cancellation'] },
  ): InvestOfferView {
    const { defaultStep, reservationMinutes, cancellation } = settings;
    const now = this.clock.now();
    const { state, opensAt } = offerState(offer, now);
    const step = stepOf(offer, defaultStep);
    const available = Math.max(0, offer.goal - offer.reserved);
    let standing: InvestOfferView['investor'] = null;
    if (investor) {
      const month = monthIndex(now);
      const usage = usageOf(investor, month);
      const perCampaign = { limit: investor.perCampaignLimit, used: inCampaign?.reserved ?? 0 };
      const perMonth = { limit: investor.perMonthLimit, used: usage.monthUsed };
      const rolling12Months = { limit: investor.rolling12MonthsLimit, used: usage.rollingUsed, renewsOn: usage.oldestMonth === null ? null : renewsOn(usage.oldestMonth) };
      const total = { limit: investor.totalLimit, used: investor.total };
      const verified = investor.verificationStatus === 'ACCEPTED';
      const room = Math.min(offer.maximumInvestment, available, investor.perTransactionLimit ?? Number.MAX_SAFE_INTEGER, left(perCampaign), left(perMonth), left(rolling12Months), left(total));
      standing = {
        verificationStatus: investor.verificationStatus,
        verified,
        accredited: investor.accredited,
        investorClass: investor.investorClass,
        perTransaction: investor.perTransactionLimit,
        perCampaign,
        perMonth,
        rolling12Months,
        total,
        maxNow: verified && room >= offer.minimumInvestment ? room - (room % step) : 0,
        firstInvestment,
      };
    }
    return {
      campaignId: offer.campaignId,
      campaignName: offer.campaignName,
      slug: offer.slug,
      currency: offer.currency,
      termsSlug: offer.termsSlug,
      state,
      opensAt,
      closeDate: offer.closeDate,
      accreditedOnly: offer.accreditedOnly,
      minimum: offer.minimumInvestment,
      maximum: offer.maximumInvestment,
      step,
      available,
      pricePerShare: offer.pricePerShare,
      maxShareUnits: offer.pricePerShare === null ? null : Math.floor(Math.min(offer.maximumInvestment, available) / offer.pricePerShare),
      investor: standing,
      cancellation,
      reservationMinutes,
    };
  }
}
