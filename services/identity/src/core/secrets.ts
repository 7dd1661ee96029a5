import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A long random token for links (activation, password reset): 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of tokens and codes are stored: a leaked table gives nothing usable. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A six-digit code from a uniform distribution (leading zeros kept). */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Hash of a short code salted with the row's id, so equal codes never share a hash. */
export function codeHash(rowId: string, code: string): string {
  return sha256(`${rowId}:${code}`);
}

export function safeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}
