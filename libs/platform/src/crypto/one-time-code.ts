import { createHash, randomInt } from 'node:crypto';

/** A six-digit code from the CSPRNG (a signature's confirmation texted to the signer, A4.4, C4.14). */
export function newTextedCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What is stored instead of the code: its SHA-256 bound to the record it confirms. */
export function textedCodeHash(ownerId: string, code: string): string {
  return createHash('sha256').update(`${ownerId}:${code}`).digest('hex');
}

export type TextedCodeVerdict = 'right' | 'wrong' | 'expired' | 'too-many-attempts';

/**
 * Judges an answer against a stored code (attempts first, then expiry, then the hash). The caller
 * still confirms with one conditional write, so two right answers at once confirm once.
 */
export function judgeTextedCode(stored: { id: string; codeHash: string; codeExpiresAt: string; attempts: number }, answer: string, now: string, maxAttempts: number): TextedCodeVerdict {
  if (stored.attempts >= maxAttempts) return 'too-many-attempts';
  if (stored.codeExpiresAt <= now) return 'expired';
  return textedCodeHash(stored.id, answer.trim()) === stored.codeHash ? 'right' : 'wrong';
}
