export { identityService } from './identity.service-definition';
export type { IdentityConfig } from './config/env';
