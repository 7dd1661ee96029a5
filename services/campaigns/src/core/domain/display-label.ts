import { CampaignStatus, type CampaignStatusValue } from './campaign-status';

export type DisplayLabel = 'coming-soon' | 'early-bird' | 'closing-soon' | 'funded' | 'live';

export interface DisplayLabelInput {
  status: CampaignStatusValue;
  /** YYYY-MM-DD or null. */
  openDate: string | null;
  closeDate: string | null;
  goal: number | null;
  raisedAmount: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * C4.1 display labels, computed at read time from `today` (YYYY-MM-DD in the campaign's time zone):
 * successful → funded; a live campaign that has not opened → early bird in the last `earlyBirdDays`
 * before opening, coming soon before that; raised the goal → funded; closing within `closingSoonDays`
 * → closing soon; otherwise live. Other statuses have none.
 */
export function displayLabel(c: DisplayLabelInput, today: string, options: { earlyBirdDays: number; closingSoonDays: number }): DisplayLabel | null {
  if (c.status === CampaignStatus.successful) return 'funded';
  if (c.status !== CampaignStatus.active) return null;
  if (c.openDate && c.openDate > today) {
    return dayNumber(c.openDate) - dayNumber(today) <= options.earlyBirdDays ? 'early-bird' : 'coming-soon';
  }
  if (c.goal !== null && c.goal > 0 && c.raisedAmount >= c.goal) return 'funded';
  if (c.closeDate && c.closeDate >= today && dayNumber(c.closeDate) - dayNumber(today) <= options.closingSoonDays) return 'closing-soon';
  return 'live';
}

/** Raised / goal in percent with two decimals, rounded down (integer arithmetic; may exceed 100). */
export function progressPercent(raisedAmount: number, goal: number | null): number {
  if (!goal || goal <= 0) return 0;
  return Number((BigInt(raisedAmount) * 10000n) / BigInt(goal)) / 100;
}

/** Progress in basis points (an integer), stored for the percentage-raised sort. */
export function progressBasisPoints(raisedAmount: number, goal: number | null): number {
  if (!goal || goal <= 0) return 0;
  return Number((BigInt(raisedAmount) * 10000n) / BigInt(goal));
}

/** Whole days from today to the close date (0 on the last day), null when unknown or past. */
export function daysLeft(closeDate: string | null, today: string): number | null {
  if (!closeDate || closeDate < today) return null;
  return dayNumber(closeDate) - dayNumber(today);
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one (every list card asks). */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = DAY_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (DAY_FORMATS.size < 500) DAY_FORMATS.set(timeZone, format);
  }
  return format.format(now); // en-CA formats as YYYY-MM-DD
}
