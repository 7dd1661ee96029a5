import type { VerificationView } from '../verification-api';

/** A verification as the API answers it, for the component specs of this feature. */
export function verificationFixture(overrides: Partial<VerificationView> = {}): VerificationView {
  return {
    id: 'v1',
    userId: 'u1',
    status: 'UNDER-PROCESS',
    accreditation: null,
    jurisdiction: 'om',
    steps: { personalDetails: true, declarations: true, suitability: true, identityDocument: true, consent: false },
    consentState: 'unsigned',
    manualKyc: null,
    profile: null,
    declarations: null,
    suitability: { status: 'passed', score: 8, passScore: 6, takenAt: null, retakeAt: null },
    proposedClass: null,
    investorClass: null,
    declineReason: null,
    submittedAt: null,
    decidedAt: null,
    ...overrides,
  };
}
