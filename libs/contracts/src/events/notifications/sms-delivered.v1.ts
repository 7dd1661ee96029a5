import { z } from 'zod';
import { defineEvent } from '../define-event';

/** An SMS was handed to the SMS provider. */
export const SmsDeliveredV1 = defineEvent({
  type: 'notifications.sms-delivered',
  version: 1,
  source: 'notifications',
  description: 'An SMS was handed to the SMS provider.',
  schema: z.object({
    messageId: z.string(),
    to: z.string().regex(/^\+?[0-9]{8,15}$/),
    template: z.string(),
    causationEventId: z.string().nullable(),
  }),
});
