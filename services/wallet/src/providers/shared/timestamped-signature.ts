import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` scheme, used by Stripe
 * (`Stripe-Signature`) and, on purpose the same, by the built-in sandbox (`Sandbox-Signature`).
 * The timestamp is inside the signed bytes, so an old message cannot be replayed with a new time.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function computeSignature(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody)
    .digest('hex');
}

/** A header value for `rawBody` signed now (or at `timestamp`). */
export function signatureHeader(secret: string, rawBody: Buffer | string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${computeSignature(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: string };

/** Equal hex strings, compared in constant time (a different length is simply unequal). */
export function hexEquals(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex) || givenHex.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex.toLowerCase(), 'hex'));
}

/**
 * Verifies a `t=…,v1=…` header: one timestamp, one or more v1 signatures (a provider rolling its
 * secret sends two), any of which may match; other schemes (v0) are ignored. The timestamp must
 * be within `toleranceSeconds` of `nowSeconds`, in either direction.
 */
export function verifySignatureHeader(
  header: string | string[] | undefined,
  rawBody: Buffer,
  secret: string,
  options: { nowSeconds?: number; toleranceSeconds?: number } = {},
): SignatureCheck {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return { ok: false, reason: 'missing signature header' };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of value.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    const item = part.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(item)) timestamp = Number(item);
    else if (key === 'v1' && item) signatures.push(item);
  }
  if (timestamp === null) return { ok: false, reason: 'no timestamp in signature header' };
  if (signatures.length === 0) return { ok: false, reason: 'no v1 signature in signature header' };
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  const tolerance = options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  if (Math.abs(now - timestamp) > tolerance) return { ok: false, reason: 'timestamp outside the tolerance' };
  const expected = computeSignature(secret, timestamp, rawBody);
  // Every candidate is compared (no early exit), so timing does not tell which one matched.
  let matched = false;
  for (const signature of signatures) matched = hexEquals(expected, signature) || matched;
  return matched ? { ok: true, timestamp } : { ok: false, reason: 'signature does not match' };
}

/** A header's single value, whatever its case in the incoming map (Node lower-cases them). */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const direct = headers[name] ?? headers[name.toLowerCase()];
  const value = direct ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  return Array.isArray(value) ? value[0] : value;
}
