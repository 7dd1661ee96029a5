export { verificationService } from './verification.service-definition';
export type { VerificationConfig } from './core/config/env';
/** The consent agreement's PDF writer, for the docs renderer (tools/consent-agreement). */
export { consentAgreementPdf } from './consent/consent-agreement-pdf';
