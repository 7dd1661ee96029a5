import { z } from 'zod';
import { defineEvent, sealedSecretSchema } from '../define-event';

/** An activation link was issued (at sign-up or on resend); notifications e-mails it. */
export const ActivationLinkIssuedV1 = defineEvent({
  type: 'identity.activation-link-issued',
  version: 1,
  source: 'identity',
  description: 'An activation link was issued (at sign-up or on resend); notifications e-mails it.',
  schema: z.object({
    userId: z.string(),
    email: z.string().email(),
    firstName: z.string(),
    /** The link with its token, sealed for notifications (DELIVERY_KEYRING): never readable on the bus. */
    sealedLink: sealedSecretSchema,
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
