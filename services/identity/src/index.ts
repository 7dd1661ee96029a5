export { identityService } from './identity.service-definition';
export type { IdentityConfig } from './config/env';
// Operator entry points (also what test harnesses use instead of identity's internals).
export { provisionAccount, type ProvisionedAccount } from './seed/provision-account';
export { CaptchaGenerator } from './captcha/captcha-generator';
export { operatorSignIn } from './seed/operator-sign-in';
export { DEMO_USERS } from './seed/demo-users';
