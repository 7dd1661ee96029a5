import { CONSENT_LIMITS } from '@cf/contracts';
import { signatureImageRules, TextedSignatureFlow, type Clock, type SealedFiles } from '@cf/platform';

/** Verification's texted-code signature (the consent agreement, a child's registration agreement): one set of limits and messages. */
export function verificationSignatureFlow(files: SealedFiles, clock: Clock): TextedSignatureFlow {
  return new TextedSignatureFlow({
    files,
    clock,
    limits: CONSENT_LIMITS,
    imageRules: signatureImageRules({ invalidKey: 'verification.signatureImageInvalid', tooLargeKey: 'verification.signatureImageTooLarge', tooSmallKey: 'verification.imageTooSmall' }),
    messages: {
      signatureRequired: 'verification.signatureRequired',
      codeResendTooSoon: 'verification.codeResendTooSoon',
      codeTooManyAttempts: 'verification.codeTooManyAttempts',
      codeExpired: 'verification.codeExpired',
      codeInvalid: 'verification.codeInvalid',
    },
  });
}
