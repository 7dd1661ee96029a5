import { checkOpeningDate, zonedInstant } from '@cf/contracts';

/**
 * The rules of one investment that need no database (C5.11, C8.3, C8.4): bounds, step, share units,
 * whether the offer is open, when the cancellation window ends. Each refusal is a message key with
 * its parameters; the service turns it into a 4xx.
 */
export interface OfferTerms {
  minimumInvestment: number;
  maximumInvestment: number;
  pricePerShare: number | null;
  goal: number;
  reserved: number;
  status: 'open' | 'closed' | 'hidden';
  openDate: string | null;
  openTime: string | null;
  timezone: string;
  closeDate: string | null;
}

export type Refusal = { key: string; status: number; params?: Record<string, unknown>; field?: string };

/** Year × 12 + month (0-11) in UTC: the month bucket an amount is counted in. */
export function monthIndex(at: Date): number {
  return at.getUTCFullYear() * 12 + at.getUTCMonth();
}

/** The first day of the month in which a month's usage leaves the rolling twelve months. */
export function renewsOn(month: number): string {
  const next = month + 12;
  return new Date(Date.UTC(Math.floor(next / 12), next % 12, 1)).toISOString().slice(0, 10);
}

/** Amounts are multiples of the share price when there is one, else of the platform's step. */
export function stepOf(offer: Pick<OfferTerms, 'pricePerShare'>, defaultStep: number): number {
  return offer.pricePerShare ?? defaultStep;
}

/** The end of the campaign's last day (23:59 in its time zone), or null without a close date. */
export function closesAt(offer: Pick<OfferTerms, 'closeDate' | 'timezone'>): Date | null {
  if (!offer.closeDate) return null;
  try {
    return new Date(zonedInstant(offer.closeDate, '23:59', offer.timezone).getTime() + 59_999);
  } catch {
    return null;
  }
}

/** Open, not open yet, closed (status or date) or funded (less than the minimum left). */
export function offerState(offer: OfferTerms, now: Date): { state: 'open' | 'not-open' | 'closed' | 'funded'; opensAt: string | null; refusal?: Refusal } {
  if (offer.status !== 'open') return { state: 'closed', opensAt: null, refusal: { key: 'investments.campaignClosed', status: 409 } };
  let opensAt: string | null = null;
  if (offer.openDate) {
    const opening = checkOpeningDate(offer.openDate, offer.openTime ?? '00:00', offer.timezone, now);
    if (!opening.ok) {
      const key = { 'campaigns.invalidOpeningDate': 'investments.invalidOpeningDate', 'campaigns.invalidTimeFormat': 'investments.invalidTimeFormat', 'campaigns.invalidTimezone': 'investments.invalidTimezone' }[opening.error];
      return { state: 'not-open', opensAt: null, refusal: { key, status: 409 } };
    }
    opensAt = opening.opensAt;
    if (!opening.opened) return { state: 'not-open', opensAt, refusal: { key: 'investments.notOpenYet', status: 409, params: { date: opening.opensAt } } };
  }
  const end = closesAt(offer);
  if (end && end.getTime() <= now.getTime()) return { state: 'closed', opensAt, refusal: { key: 'investments.campaignClosed', status: 409 } };
  if (offer.goal - offer.reserved < offer.minimumInvestment) return { state: 'funded', opensAt, refusal: { key: 'investments.sufficientFunding', status: 409 } };
  return { state: 'open', opensAt };
}

/** The amount of a request (units × share price, or the amount itself), or why it cannot be one. */
export function requestedAmount(offer: Pick<OfferTerms, 'pricePerShare' | 'maximumInvestment'>, body: { amount?: number; shareUnits?: number }): { amount: number; shareUnits: number | null } | Refusal {
  if (body.shareUnits !== undefined) {
    if (offer.pricePerShare === null) return { key: 'investments.sharesNotOffered', status: 400, field: 'shareUnits' };
    const maxUnits = Math.floor(offer.maximumInvestment / offer.pricePerShare);
    if (body.shareUnits > maxUnits) return { key: 'investments.shareUnitsTooMany', status: 400, params: { max: maxUnits }, field: 'shareUnits' };
    return { amount: body.shareUnits * offer.pricePerShare, shareUnits: body.shareUnits };
  }
  const amount = body.amount!;
  return { amount, shareUnits: offer.pricePerShare !== null && amount % offer.pricePerShare === 0 ? amount / offer.pricePerShare : null };
}

/** C5.11: within minimum and maximum, a multiple of the step, not above what is left. */
export function boundsRefusal(offer: OfferTerms, amount: number, step: number): Refusal | null {
  if (amount < offer.minimumInvestment) return { key: 'investments.belowMinimum', status: 400, params: { amount: offer.minimumInvestment }, field: 'amount' };
  if (amount > offer.maximumInvestment) return { key: 'investments.aboveMaximum', status: 400, params: { amount: offer.maximumInvestment }, field: 'amount' };
  if (amount % step !== 0) return { key: 'investments.notMultipleOfStep', status: 400, params: { amount: step }, field: 'amount' };
  const available = Math.max(0, offer.goal - offer.reserved);
  if (amount > available) return { key: 'investments.exceedsAvailable', status: 422, params: { amount: available }, field: 'amount' };
  return null;
}

/**
 * Until when a paid investment may be cancelled: `hours` after paying, but never within
 * `notWithinHoursOfClose` of the close. Null when that leaves no window.
 */
export function cancellableUntil(paidAt: Date, hours: number, notWithinHoursOfClose: number, close: Date | null): string | null {
  let until = paidAt.getTime() + hours * 3_600_000;
  if (close) until = Math.min(until, close.getTime() - notWithinHoursOfClose * 3_600_000);
  return until > paidAt.getTime() ? new Date(until).toISOString() : null;
}

/** Server messages format amounts with the shared writer (@cf/contracts). */
export { formatMoney } from '@cf/contracts';
