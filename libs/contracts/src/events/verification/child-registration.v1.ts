import { z } from 'zod';
import { defineEvent, sealedSecretSchema } from '../define-event';
import { cancellationEventSchema, investorLimitsEventSchema } from './investor-limits';

/**
 * A child registration's life (A3.14, A4.3-A4.5, A4.9): a code for the guardian's signature, the
 * signed registration sent for review, an administrator's decision, a rejected signature, and every
 * administrator view of its documents. The registration's id is the child's id on every service.
 */
const childNames = z.object({
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  firstNameAr: z.string(),
  middleNameAr: z.string().nullable(),
  lastNameAr: z.string(),
});
const language = z.enum(['ar', 'en', 'fr']);

export const ChildRegistrationCodeIssuedV1 = defineEvent({
  type: 'verification.child-registration-code-issued',
  version: 1,
  source: 'verification',
  description: 'A code was issued to confirm the guardian\'s signature of a child registration agreement (A4.4); notifications sends it by SMS.',
  schema: z.object({
    childId: z.string(),
    guardianId: z.string(),
    phone: z.string().regex(/^\+?[0-9]{8,13}$/),
    /** The code, sealed for notifications (DELIVERY_KEYRING): never readable on the bus. */
    sealedCode: sealedSecretSchema,
    expiresAt: z.string().datetime(),
    language,
  }),
});

export const ChildRegistrationSubmittedV1 = defineEvent({
  type: 'verification.child-registration-submitted',
  version: 1,
  source: 'verification',
  description: 'A guardian signed a child registration agreement and confirmed it with the texted code: the registration is under review (A4.5); the guardian is e-mailed.',
  schema: z.object({
    childId: z.string(),
    guardianId: z.string(),
    guardianEmail: z.string(),
    guardianName: z.string(),
    child: childNames,
    agreementSha256: z.string(),
    signedAt: z.string(),
    language,
  }),
});

export const ChildRegistrationDecidedV1 = defineEvent({
  type: 'verification.child-registration-decided',
  version: 1,
  source: 'verification',
  description: 'An administrator accepted or declined a child registration (A4.3): an accepted child gets a wallet operated by the guardian and may be invested for until the 18th birthday (adultOn).',
  schema: z.object({
    childId: z.string(),
    guardianId: z.string(),
    status: z.enum(['ACCEPTED', 'DECLINED']),
    reason: z.string().nullable(),
    child: childNames,
    dateOfBirth: z.string(),
    /** The day (Muscat) the child turns 18: from then the guardian no longer acts for the child (ADR 0026). */
    adultOn: z.string(),
    /** ACCEPTED: the child's own investor class and its limits (the pack's childClass, retail unless it says otherwise), apart from the guardian's. */
    investorClass: z.string().nullable(),
    limits: investorLimitsEventSchema.nullable(),
    cancellation: cancellationEventSchema.nullable(),
    decidedBy: z.string(),
    decidedAt: z.string(),
  }),
});

export const ChildSignatureRejectedV1 = defineEvent({
  type: 'verification.child-signature-rejected',
  version: 1,
  source: 'verification',
  description: 'An administrator found the guardian\'s signature of a child registration agreement does not match: the guardian signs again (reSignChildAccountVerifications, A4.9).',
  schema: z.object({
    childId: z.string(),
    guardianId: z.string(),
    child: childNames,
    reason: z.string(),
    rejectedBy: z.string(),
  }),
});

export const ChildDocumentsViewedV1 = defineEvent({
  type: 'verification.child-documents-viewed',
  version: 1,
  source: 'verification',
  description: "An administrator opened a child registration's documents (personal data of a minor): who, when, which registration and which pictures, for the audit stream.",
  schema: z.object({
    childId: z.string(),
    guardianId: z.string(),
    viewedBy: z.string(),
    slots: z.array(z.enum(['guardian-document-front', 'guardian-document-back', 'relationship-document', 'birth-certificate'])),
    viewedAt: z.string(),
  }),
});

export const ChildCameOfAgeV1 = defineEvent({
  type: 'verification.child-came-of-age',
  version: 1,
  source: 'verification',
  description: "A registered child turned 18 on the Muscat calendar (ADR 0026): the registration is EXPIRED and the guardian no longer acts for the child; the guardian is told.",
  schema: z.object({
    childId: z.string(),
    guardianId: z.string(),
    child: childNames,
    childEmail: z.string().nullable(),
    adultOn: z.string(),
  }),
});
