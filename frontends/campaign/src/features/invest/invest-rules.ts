/**
 * The invest form's rules, the same as the investments service's and in the same order (C5.11,
 * C5.13, C8.3), so the first message an investor sees is the one the server would send. Amounts
 * are parsed to integer baisa with `parseOmrInput`: no floating point touches them.
 */
import type { InvestOfferView } from '@cf/contracts/rest';
import { parseOmrInput } from '@cf/i18n';

export type InvestMode = 'amount' | 'units';

export interface InvestRuleMessage {
  key: string;
  /** Amounts in baisa, counts as numbers; the form formats them. */
  params?: { amount?: number; max?: number };
}

export type InvestCheck = { amount: number; shareUnits?: number; error?: undefined } | { error: InvestRuleMessage; field: 'amount' | 'shareUnits' };

/** The amount (and units) a value typed in `mode` stands for, or the first rule it breaks. */
export function checkInvestment(text: string, mode: InvestMode, offer: InvestOfferView): InvestCheck {
  if (text.trim() === '') return { error: { key: mode === 'units' ? 'unitsRequired' : 'amountRequired' }, field: mode === 'units' ? 'shareUnits' : 'amount' };
  if (mode === 'units') {
    if (!/^\s*\d{1,10}\s*$/.test(text)) return { error: { key: 'unitsInvalid' }, field: 'shareUnits' };
    const units = Number(text.trim());
    if (units < 1) return { error: { key: 'unitsTooFew' }, field: 'shareUnits' };
    if (offer.maxShareUnits !== null && units > Math.floor(offer.maximum / (offer.pricePerShare ?? 1))) return { error: { key: 'unitsTooMany', params: { max: Math.floor(offer.maximum / (offer.pricePerShare ?? 1)) } }, field: 'shareUnits' };
    const amount = units * (offer.pricePerShare ?? 0);
    const bounds = boundsOf(amount, offer);
    return bounds ? { error: bounds, field: 'shareUnits' } : { amount, shareUnits: units };
  }
  const baisa = parseOmrInput(text);
  if (baisa === null || baisa <= 0n || baisa > BigInt(Number.MAX_SAFE_INTEGER)) return { error: { key: 'amountInvalid' }, field: 'amount' };
  const amount = Number(baisa);
  const bounds = boundsOf(amount, offer);
  return bounds ? { error: bounds, field: 'amount' } : { amount };
}

function boundsOf(amount: number, offer: InvestOfferView): InvestRuleMessage | null {
  if (amount < offer.minimum) return { key: 'belowMinimum', params: { amount: offer.minimum } };
  if (amount > offer.maximum) return { key: 'aboveMaximum', params: { amount: offer.maximum } };
  if (amount % offer.step !== 0) return { key: 'notMultipleOfStep', params: { amount: offer.step } };
  if (amount > offer.available) return { key: 'exceedsAvailable', params: { amount: offer.available } };
  const room = offer.investor?.maxNow;
  if (room !== undefined && amount > room) return { key: 'aboveYourLimit', params: { amount: room } };
  return null;
}
