import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A visitor sent the contact-us form. */
export const ContactMessageReceivedV1 = defineEvent({
  type: 'notifications.contact-message-received',
  version: 1,
  source: 'notifications',
  description: 'A visitor sent the contact-us form.',
  schema: z.object({
    messageId: z.string(),
    email: z.string().email(),
    subject: z.string(),
  }),
});
