import { z } from 'zod';
import { defineEvent } from '../define-event';

/** The user confirmed a mobile number with the code sent to it; it is now the account's phone. */
export const PhoneVerifiedV1 = defineEvent({
  type: 'identity.phone-verified',
  version: 1,
  source: 'identity',
  description: "The user confirmed a mobile number with the code sent to it; it is now the account's phone.",
  schema: z.object({
    userId: z.string(),
    phone: z.string().regex(/^\+?[0-9]{8,13}$/),
  }),
});
