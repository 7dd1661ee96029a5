import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type AuthSession } from '../session';

/** The stored session (A3.1), re-rendering on sign-in, sign-out and expiry. Signed in = a token exists. */
export function useSession(): AuthSession | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function useIsSignedIn(): boolean {
  return useSession() !== null;
}
