import { z } from 'zod';
import { defineEvent } from '../define-event';

/** An e-mail address subscribed to the newsletter. */
export const NewsletterSubscribedV1 = defineEvent({
  type: 'identity.newsletter-subscribed',
  version: 1,
  source: 'identity',
  description: 'An e-mail address subscribed to the newsletter.',
  schema: z.object({
    email: z.string().email(),
    userId: z.string().nullable(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
