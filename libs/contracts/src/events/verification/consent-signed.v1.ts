import { z } from 'zod';
import { defineEvent } from '../define-event';

/**
 * The investor confirmed the consent agreement's signature with the texted code: from now on it
 * cannot change. The SHA-256 of the signed PDF lets anyone prove later that it was not altered.
 */
export const ConsentSignedV1 = defineEvent({
  type: 'verification.consent-signed',
  version: 1,
  source: 'verification',
  description: 'The investor confirmed the consent agreement\'s signature with the texted code (immutable from now on); with the signed PDF\'s SHA-256, the time and the address it was signed from.',
  schema: z.object({
    verificationId: z.string(),
    userId: z.string(),
    consentId: z.string(),
    signatureKind: z.enum(['typed', 'drawn', 'image']),
    agreementSha256: z.string().regex(/^[0-9a-f]{64}$/),
    language: z.enum(['ar', 'en', 'fr']),
    signedAt: z.string(),
    ip: z.string().nullable(),
  }),
});
