import { z } from 'zod';
import { defineEvent } from '../define-event';

/** An administrator wrote a schedule row off, with a reason: it is no longer expected. */
export const RepaymentWrittenOffV1 = defineEvent({
  type: 'repayments.repayment-written-off',
  version: 1,
  source: 'repayments',
  description: 'An administrator wrote off what is outstanding on a schedule row (C4.16 written off), with a reason; what was paid stays distributed. It counts as defaulted in the statistics.',
  schema: z.object({
    rowId: z.string(),
    campaignId: z.string(),
    repaymentNumber: z.number().int().positive(),
    outstanding: z.number().int().nonnegative(),
    reason: z.string(),
    adminId: z.string(),
  }),
});
