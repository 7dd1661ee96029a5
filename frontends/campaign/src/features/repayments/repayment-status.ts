import type { PaymentTiming, RepaymentStatus } from '@cf/contracts/rest';
import type { BadgeTone } from '@cf/ui';

/** C4.16 statuses as badges: paid is good news, late and defaulted are not. */
export const STATUS_TONE: Record<RepaymentStatus, BadgeTone> = {
  upcoming_payment: 'neutral',
  awaiting_payment: 'info',
  fully_paid: 'success',
  partially_paid: 'warning',
  overdue: 'danger',
  written_off: 'danger',
};

export const TIMING_TONE: Record<PaymentTiming, BadgeTone> = {
  upcoming: 'neutral',
  awaiting: 'info',
  early: 'success',
  on_time: 'success',
  late: 'warning',
  not_paid: 'danger',
};
