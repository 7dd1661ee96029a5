import { AppError } from '@cf/platform';

/** C4.1: the numeric campaign statuses. */
export const CampaignStatus = {
  draft: 0,
  pending: 1,
  active: 2,
  declined: 3,
  successful: 4,
  unsuccessful: 5,
  hidden: 6,
} as const;
export type CampaignStatusValue = (typeof CampaignStatus)[keyof typeof CampaignStatus];
export type CampaignStatusKey = keyof typeof CampaignStatus;

export const STATUS_KEYS: Record<CampaignStatusValue, CampaignStatusKey> = {
  0: 'draft',
  1: 'pending',
  2: 'active',
  3: 'declined',
  4: 'successful',
  5: 'unsuccessful',
  6: 'hidden',
};

export type RibbonColor = 'warning' | 'success' | 'primary';

/** C4.1 ribbon colour: draft warning; 1, 2, 4 success; 3, 5, 6 primary. */
export function ribbonColor(status: CampaignStatusValue): RibbonColor {
  if (status === CampaignStatus.draft) return 'warning';
  if (status === CampaignStatus.pending || status === CampaignStatus.active || status === CampaignStatus.successful) return 'success';
  return 'primary';
}

export type CampaignAction = 'submit' | 'approve' | 'decline' | 'close' | 'hide' | 'unhide';

/**
 * The transitions the platform allows (C4.2 gives submit → pending; the rest are the team's reading,
 * recorded in ADR 0014): submit from draft or declined; approve/decline a pending one; close a live one
 * as successful or unsuccessful; hide anything but a draft; unhide back to the status before hiding.
 */
const ALLOWED_FROM: Record<CampaignAction, readonly CampaignStatusValue[]> = {
  submit: [CampaignStatus.draft, CampaignStatus.declined],
  approve: [CampaignStatus.pending],
  decline: [CampaignStatus.pending],
  close: [CampaignStatus.active],
  hide: [CampaignStatus.pending, CampaignStatus.active, CampaignStatus.declined, CampaignStatus.successful, CampaignStatus.unsuccessful],
  unhide: [CampaignStatus.hidden],
};

export function canTransition(action: CampaignAction, from: CampaignStatusValue): boolean {
  return ALLOWED_FROM[action].includes(from);
}

export function assertTransition(action: CampaignAction, from: CampaignStatusValue): void {
  if (!canTransition(action, from)) throw AppError.conflict('campaigns.transitionNotAllowed');
}

/** The wizard may be edited by its owner only while a draft or declined (admins any time). */
export function ownerMayEdit(status: CampaignStatusValue): boolean {
  return status === CampaignStatus.draft || status === CampaignStatus.declined;
}

/** Statuses anyone may see (the campaign page, browse, profile). */
export const PUBLIC_STATUSES: readonly CampaignStatusValue[] = [CampaignStatus.active, CampaignStatus.successful, CampaignStatus.unsuccessful];
