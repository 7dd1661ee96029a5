/**
 * Campaign status and the labels a card shows (C4.1): numeric statuses, ribbon tone, display label
 * (coming soon, early bird, closing soon, funded, live) and days left. The server's own label wins
 * when it sends one; these are the same rules for when it does not.
 */
export const CAMPAIGN_STATUS = {
  draft: 0,
  pending: 1,
  active: 2,
  declined: 3,
  successful: 4,
  unsuccessful: 5,
  hidden: 6,
} as const;
export type CampaignStatusName = keyof typeof CAMPAIGN_STATUS;
export type CampaignStatusCode = (typeof CAMPAIGN_STATUS)[CampaignStatusName];

export function statusName(status: number): CampaignStatusName {
  const found = (Object.entries(CAMPAIGN_STATUS) as Array<[CampaignStatusName, number]>).find(([, code]) => code === status);
  return found ? found[0] : 'draft';
}

export type RibbonTone = 'warning' | 'success' | 'primary';

/** C4.1: draft warning; 1, 2, 4 success; 3, 5, 6 primary. */
export function ribbonTone(status: number): RibbonTone {
  if (status === CAMPAIGN_STATUS.draft) return 'warning';
  if (status === CAMPAIGN_STATUS.pending || status === CAMPAIGN_STATUS.active || status === CAMPAIGN_STATUS.successful) return 'success';
  return 'primary';
}

export const DISPLAY_LABELS = ['comingSoon', 'earlyBird', 'closingSoon', 'funded', 'live'] as const;
export type DisplayLabel = (typeof DISPLAY_LABELS)[number];

/** A campaign closing within this many days is "closing soon". */
export const CLOSING_SOON_DAYS = 7;
const DAY_MS = 86_400_000;

export interface LabelFacts {
  status: number;
  openDate?: string | null;
  closeDate?: string | null;
  earlyBird?: boolean;
  raised?: number;
  goal?: number | null;
  /** The server's label, if it computed one. */
  displayLabel?: string | null;
}

const SERVER_LABELS: Record<string, DisplayLabel> = {
  'coming-soon': 'comingSoon',
  comingSoon: 'comingSoon',
  coming_soon: 'comingSoon',
  'early-bird': 'earlyBird',
  earlyBird: 'earlyBird',
  early_bird: 'earlyBird',
  'closing-soon': 'closingSoon',
  closingSoon: 'closingSoon',
  closing_soon: 'closingSoon',
  funded: 'funded',
  live: 'live',
};

export function displayLabel(facts: LabelFacts, now: number = Date.now()): DisplayLabel | null {
  const fromServer = facts.displayLabel ? SERVER_LABELS[facts.displayLabel] : undefined;
  if (fromServer) return fromServer;
  if (facts.status === CAMPAIGN_STATUS.successful) return 'funded';
  if (facts.status !== CAMPAIGN_STATUS.active) return null;
  const opens = facts.openDate ? Date.parse(facts.openDate) : NaN;
  if (Number.isFinite(opens) && opens > now) return facts.earlyBird ? 'earlyBird' : 'comingSoon';
  if (facts.goal && facts.raised !== undefined && facts.raised >= facts.goal) return 'funded';
  const left = daysLeft(facts.closeDate, now);
  if (left !== null && left <= CLOSING_SOON_DAYS) return 'closingSoon';
  return 'live';
}

/** Whole days until the close date, never below 0; null without a date. */
export function daysLeft(closeDate: string | null | undefined, now: number = Date.now()): number | null {
  if (!closeDate) return null;
  const closes = Date.parse(closeDate);
  if (!Number.isFinite(closes)) return null;
  return Math.max(0, Math.ceil((closes - now) / DAY_MS));
}

/**
 * Share of the goal raised, in whole percent (for the bar and its text), computed on integer baisa.
 * Above 100 when over-funded; the bar itself stops at 100.
 */
export function percentRaised(raised: number, goal: number): number {
  if (!goal || goal <= 0) return 0;
  return Number((BigInt(Math.max(0, raised)) * 100n) / BigInt(goal));
}
