import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A campaign's repayment schedule was written (a successful debt campaign's instalments, or an owner's dividend). */
export const RepaymentScheduleCreatedV1 = defineEvent({
  type: 'repayments.schedule-created',
  version: 1,
  source: 'repayments',
  description:
    "Repayments wrote rows of a campaign's schedule (C3.11): the instalments of a successful debt campaign (principal and a profit fixed up front, murabaha-style, never compounding) or a dividend the owner of an equity-with-dividends campaign declared. Amounts in baisa.",
  schema: z.object({
    campaignId: z.string(),
    ownerId: z.string(),
    campaignName: z.string(),
    kind: z.enum(['instalments', 'dividend']),
    rows: z.number().int().positive(),
    principal: z.number().int().nonnegative(),
    profit: z.number().int().nonnegative(),
    firstDueDate: z.string(),
    lastDueDate: z.string(),
  }),
});
