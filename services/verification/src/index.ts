export { verificationService } from './verification.service-definition';
export type { VerificationConfig } from './config/env';
