import { createRemoteJWKSet, decodeJwt, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AccessTokenClaims } from '@cf/contracts';
import type { GatewayAttestation } from './gateway-attestation';
import type { SessionRevocations } from './session-revocations';

export const JWT_ISSUER = 'cf-identity';
export const JWT_AUDIENCE = 'cf-platform';

export type VerifyOutcome =
  | { ok: true; claims: AccessTokenClaims }
  /** `invalid`: 401; `unavailable`: identity's key set could not be fetched (503, not the caller's fault). */
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'revoked' | 'unavailable' };

interface CachedToken {
  claims: AccessTokenClaims;
  until: number;
}

/** Most tokens a cache keeps; beyond it the oldest entries go first (Map keeps insertion order). */
const MAX_CACHED_TOKENS = 20_000;

/**
 * Checks bearer tokens for the gateway and for every service's guard (RS256 against identity's JWKS, issuer
 * cf-identity, audience cf-platform) and refuses revoked sessions. A token that verified is
 * remembered for a short while (never beyond its own expiry), so a busy client costs one RSA
 * verification per `cacheMs`, not one per request; revocation is still asked on every request, once:
 * a service given the gateway's attestation for this very token (GatewayAttestation) takes the
 * gateway's check, revocation included, instead of repeating it.
 */
export class TokenVerifier {
  private readonly cache = new Map<string, CachedToken>();

  constructor(
    private readonly keySet: JWTVerifyGetKey,
    private readonly revocations: SessionRevocations,
    private readonly cacheMs: number,
    private readonly attestation?: GatewayAttestation,
  ) {}

  static fromIdentity(identityUrl: string, revocations: SessionRevocations, cacheMs: number, attestation?: GatewayAttestation): TokenVerifier {
    const keySet = createRemoteJWKSet(new URL(`${identityUrl.replace(/\/$/, '')}/.well-known/jwks.json`), {
      cacheMaxAge: 10 * 60_000,
      cooldownDuration: 30_000,
      timeoutDuration: 3_000,
    });
    return new TokenVerifier(keySet, revocations, cacheMs, attestation);
  }

  /**
   * `authorization` is the raw header; only `Bearer <token>` counts. `sessionChecked` is the gateway's
   * SESSION_CHECKED_HEADER: when it attests this token, the gateway has verified it and asked for its
   * revocation a moment ago, and neither is done again.
   */
  async verify(authorization: string | undefined, sessionChecked?: string | string[]): Promise<VerifyOutcome> {
    const token = bearerToken(authorization);
    if (!token) return { ok: false, reason: 'missing' };
    const now = Date.now();
    let claims = this.cache.get(token);
    if (claims && claims.until <= now) {
      this.cache.delete(token);
      claims = undefined;
    }
    if (sessionChecked !== undefined && this.attestation?.accepts(token, sessionChecked, now)) {
      const attested = claims ?? this.decodeAttested(token, now);
      if (attested) return { ok: true, claims: attested.claims };
    }
    if (!claims) {
      const verified = await this.verifySignature(token, now);
      if (!verified.ok) return verified;
      claims = verified.cached;
    }
    try {
      if (await this.revocations.isRevoked(claims.claims.sid)) return { ok: false, reason: 'revoked' };
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
    return { ok: true, claims: claims.claims };
  }

  private async verifySignature(token: string, now: number): Promise<{ ok: true; cached: CachedToken } | { ok: false; reason: 'invalid' | 'expired' | 'unavailable' }> {
    try {
      const { payload } = await jwtVerify(token, this.keySet, { algorithms: ['RS256'], issuer: JWT_ISSUER, audience: JWT_AUDIENCE });
      const claims = payload as unknown as AccessTokenClaims & { exp?: number };
      if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return { ok: false, reason: 'invalid' };
      const cached = { claims, until: Math.min(now + this.cacheMs, (claims.exp ?? 0) * 1000) };
      if (this.cacheMs > 0) this.remember(token, cached);
      return { ok: true, cached };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
      // Identity down or its key set unreadable: the token may be fine, so this is not a 401.
      if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid || !(error instanceof joseErrors.JOSEError)) {
        return { ok: false, reason: 'unavailable' };
      }
      return { ok: false, reason: 'invalid' };
    }
  }

  /** The claims of a token the gateway attests (it verified the signature): read, not verified again. */
  private decodeAttested(token: string, now: number): CachedToken | null {
    try {
      const claims = decodeJwt(token) as unknown as AccessTokenClaims & { exp?: number };
      const expiresAt = (claims.exp ?? 0) * 1000;
      if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || expiresAt <= now) return null;
      const cached = { claims, until: Math.min(now + this.cacheMs, expiresAt) };
      if (this.cacheMs > 0) this.remember(token, cached);
      return cached;
    } catch {
      return null;
    }
  }

  private remember(token: string, cached: CachedToken): void {
    if (this.cache.size >= MAX_CACHED_TOKENS) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(token, cached);
  }
}

export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization || authorization.length < 8) return null;
  if (authorization.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  const token = authorization.slice(7).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}
