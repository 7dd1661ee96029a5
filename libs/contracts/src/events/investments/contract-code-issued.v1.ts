import { z } from 'zod';
import { defineEvent, sealedSecretSchema } from '../define-event';

/** A code was issued to confirm an investment contract's signature; notifications texts it. */
export const ContractCodeIssuedV1 = defineEvent({
  type: 'investments.contract-code-issued',
  version: 1,
  source: 'investments',
  description: "A code was issued to confirm an investment contract's signature (C4.14); notifications texts it to the investor's verified mobile number.",
  schema: z.object({
    investmentId: z.string(),
    investorId: z.string(),
    signatureId: z.string(),
    phone: z.string().regex(/^\+?[0-9]{8,13}$/),
    /** The code, sealed for notifications (DELIVERY_KEYRING): never readable on the bus. */
    sealedCode: sealedSecretSchema,
    expiresAt: z.string().datetime(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
