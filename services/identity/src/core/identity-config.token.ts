/** Injection token of the service's parsed configuration (IdentityConfig). */
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
