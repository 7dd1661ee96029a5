/** The service's parsed configuration (VerificationConfig). */
export const VERIFICATION_CONFIG = Symbol('VERIFICATION_CONFIG');
/** The jurisdiction pack in force (JurisdictionPack), validated at start. */
export const JURISDICTION_PACK = Symbol('JURISDICTION_PACK');
