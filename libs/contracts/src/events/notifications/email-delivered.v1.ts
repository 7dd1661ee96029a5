import { z } from 'zod';
import { defineEvent } from '../define-event';

/** An e-mail was handed to the mail transport. */
export const EmailDeliveredV1 = defineEvent({
  type: 'notifications.email-delivered',
  version: 1,
  source: 'notifications',
  description: 'An e-mail was handed to the mail transport.',
  schema: z.object({
    messageId: z.string(),
    to: z.string().email(),
    template: z.string(),
    causationEventId: z.string().nullable(),
  }),
});
