import { authenticator } from 'otplib';

/** RFC 6238 codes (30-second steps, 6 digits, SHA-1: what authenticator apps use). */
const STEP_SECONDS = 30;

export function newTotpSecret(): string {
  return authenticator.generateSecret(20);
}

export function totpKeyUri(email: string, issuer: string, secret: string): string {
  return authenticator.keyuri(email, issuer, secret);
}

/**
 * The time step a code belongs to, if it is valid at `now` (one step of drift either way), else
 * null. Callers refuse a step not later than the last one accepted, so a code works once.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const epoch = now.getTime();
  const delta = authenticator.clone({ window: 1, epoch }).checkDelta(code, secret);
  if (delta === null) return null;
  return Math.floor(epoch / 1000 / STEP_SECONDS) + delta;
}
