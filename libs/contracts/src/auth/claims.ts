/** Claims in the access token identity signs (RS256, verified against identity's JWKS). */
export interface AccessTokenClaims {
  sub: string;
  /** Session id: revoked on logout and on password change. */
  sid: string;
  email: string;
  userType: string;
  isAdmin: boolean;
  slug: string;
}
export const SESSION_SECONDS = 10800;
