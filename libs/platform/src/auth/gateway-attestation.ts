import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The header by which the gateway tells a service "this exact token was verified and its session was
 * not revoked at <time>" (issue 39: one token check per request). A client's own value is dropped at
 * the edge (gateway/src/proxy/forward-headers.ts).
 */
export const SESSION_CHECKED_HEADER = 'x-cf-session-checked';

/** Used when GATEWAY_ATTESTATION_SECRET is unset outside production (never accepted in production). */
export const DEV_ATTESTATION_SECRET = 'dev-gateway-attestation-secret-change-me-in-production';

/**
 * How long an attestation stands. It only spares the service the revocation lookup the gateway has
 * just done, so it must not outlive the request it came with by much: a copied header is worthless
 * after this, and a session revoked meanwhile is refused at the gateway anyway.
 */
export const ATTESTATION_MAX_AGE_MS = 5_000;

/**
 * `<ms since epoch>.<base64url HMAC-SHA256(secret, ms + "." + token)>`: bound to the one token it
 * speaks of and to its time, so it can be neither moved to another token nor kept for later. Without
 * the secret (a service reached directly, a gateway not configured) there is no attestation and the
 * service checks the token itself, revocation included.
 */
export class GatewayAttestation {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(secret, 'utf8');
  }

  issue(token: string, now = Date.now()): string {
    return `${now}.${this.mac(now, token)}`;
  }

  /** Whether `header` attests `token`, issued at most ATTESTATION_MAX_AGE_MS ago (and not from the future). */
  accepts(token: string, header: string | string[] | undefined, now = Date.now()): boolean {
    if (typeof header !== 'string') return false;
    const dot = header.indexOf('.');
    if (dot <= 0) return false;
    const issuedAt = Number(header.slice(0, dot));
    // Clocks of two pods may differ a little: a second ahead is tolerated.
    if (!Number.isSafeInteger(issuedAt) || issuedAt > now + 1_000 || now - issuedAt > ATTESTATION_MAX_AGE_MS) return false;
    const given = Buffer.from(header.slice(dot + 1), 'base64url');
    const expected = Buffer.from(this.mac(issuedAt, token), 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(issuedAt: number, token: string): string {
    return createHmac('sha256', this.key).update(`${issuedAt}.${token}`).digest('base64url');
  }
}
