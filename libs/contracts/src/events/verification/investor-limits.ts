import { z } from 'zod';

/** An investor class's limits in the pack's minor unit (null: none), as verification's events carry them. */
export const investorLimitsEventSchema = z.object({
  perTransaction: z.number().int().nullable(),
  perCampaign: z.number().int().nullable(),
  perMonth: z.number().int().nullable(),
  rolling12Months: z.number().int().nullable(),
  total: z.number().int().nullable(),
});

/** The pack's cancellation window (hours after paying; never within this many hours of the close). */
export const cancellationEventSchema = z.object({ hours: z.number().int().min(0), notWithinHoursOfClose: z.number().int().min(0) });
