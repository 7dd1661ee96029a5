import { z } from 'zod';
import { defineEvent } from '../define-event';

/**
 * The investor confirmed an investment contract's signature with the texted code: the signature can
 * no longer change, and the signed PDF's SHA-256 lets anyone prove later that it was not altered.
 */
export const ContractSignedV1 = defineEvent({
  type: 'investments.contract-signed',
  version: 1,
  source: 'investments',
  description: "The investor confirmed an investment contract's signature with the texted code (C4.14, immutable from now on); with the signed PDF's SHA-256, the time and the address it was signed from. The contract waits for an administrator's review.",
  schema: z.object({
    investmentId: z.string(),
    investorId: z.string(),
    campaignId: z.string(),
    signatureId: z.string(),
    signatureKind: z.enum(['typed', 'drawn', 'image']),
    contractSha256: z.string().regex(/^[0-9a-f]{64}$/),
    language: z.enum(['ar', 'en', 'fr']),
    signedAt: z.string(),
    ip: z.string().nullable(),
  }),
});
