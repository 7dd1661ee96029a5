import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A reminder to an owner: a schedule row is due soon, or is overdue. */
export const RepaymentReminderDueV1 = defineEvent({
  type: 'repayments.repayment-reminder-due',
  version: 1,
  source: 'repayments',
  description: "The owner of a campaign is reminded of a schedule row: `before` a few days ahead of its due date, `after` once it is overdue. Once each per row.",
  schema: z.object({
    rowId: z.string(),
    campaignId: z.string(),
    campaignName: z.string(),
    ownerId: z.string(),
    repaymentNumber: z.number().int().positive(),
    expectedDate: z.string(),
    outstanding: z.number().int().nonnegative(),
    currency: z.string().length(3),
    when: z.enum(['before', 'after']),
  }),
});
