import { z } from 'zod';
import { defineEvent, sealedSecretSchema } from '../define-event';

/**
 * ADR 0026: a registered child turned 18; identity invites the child to take the account over. The
 * link goes to the child's own e-mail, or to the guardian's to pass on when the registration named
 * none (`toGuardian`). Notifications e-mails it.
 */
export const ChildHandoverInvitedV1 = defineEvent({
  type: 'identity.child-handover-invited',
  version: 1,
  source: 'identity',
  description: "A child who turned 18 is invited to take over the account the guardian ran (ADR 0026); notifications e-mails the link to the child, or to the guardian to pass on.",
  schema: z.object({
    childId: z.string(),
    guardianId: z.string(),
    email: z.string().email(),
    toGuardian: z.boolean(),
    firstName: z.string(),
    /** The link with its token, sealed for notifications (DELIVERY_KEYRING). */
    sealedLink: sealedSecretSchema,
    expiresAt: z.string(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});

/**
 * ADR 0026: the child, now an adult, took the account over: an identity account with the child's id.
 * The wallet moves the child's wallet into the person's own, the other services stop routing the
 * child's affairs to the guardian.
 */
export const ChildAccountClaimedV1 = defineEvent({
  type: 'identity.child-account-claimed',
  version: 1,
  source: 'identity',
  description: "The child, now 18, took the account over (ADR 0026): an identity account with the child's id. The guardian's role ends in every service; the child's wallet becomes the person's own.",
  schema: z.object({
    childId: z.string(),
    guardianId: z.string(),
    claimedAt: z.string(),
  }),
});
