import type { LoginChallenge } from '@cf/api-client';

/**
 * The pending two-factor challenge between the sign-in form and the code screen; kept in
 * sessionStorage so a reload of the code screen does not lose it (never the password).
 */
const KEY = 'cf.loginChallenge';

export interface StoredChallenge extends Pick<LoginChallenge, 'email' | 'otpPreferenceTool'> {
  twoFactorAuthVerified?: LoginChallenge['twoFactorAuthVerified'];
  from?: string;
}

export function saveChallenge(challenge: StoredChallenge): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(challenge));
  } catch {
    /* storage unavailable: navigation state still carries it */
  }
}

export function readChallenge(): StoredChallenge | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredChallenge) : null;
  } catch {
    return null;
  }
}

export function clearChallenge(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}

/** Where a sign-in lands without a page to return to: the dashboard, which shows what the user's role calls for (issue 36; the marketing home was a dead end). */
export const SIGNED_IN_HOME = '/dashboard';

/** Where to go after signing in: the protected page that sent the user here (A2.1), else the dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login' ? from : SIGNED_IN_HOME;
}
