import type { LoginUser } from './types';

/**
 * The auth session kept in browser storage (A3.1), under the spec's keys. It lasts 10800 s (A9.1);
 * at start-up a stored, unexpired session is restored, anything else is cleared (A4.1).
 */
export const SESSION_SECONDS = 10800;
export const STORAGE_KEYS = {
  token: 'token',
  expirationDate: 'expirationDate',
  userType: 'userType',
  displayData: 'displayData',
  language: 'i18nextLng',
  selectedLanguageId: 'selected_language_id',
  isWebView: 'isWebView',
  /** How Arabic numbers are written, `arab` or `latn` (issue 36). */
  arabicDigits: 'arabicDigits',
} as const;

/** What the header and route guards need without a round trip (A3.1 auth session). */
export interface DisplayData {
  id: string;
  email: string;
  slug: string;
  firstName?: string;
  lastName?: string;
  isAdmin?: boolean;
}

export interface AuthSession {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  userType: string;
  displayData: DisplayData;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: AuthSession | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

function scheduleExpiry(session: AuthSession | null): void {
  if (expiryTimer) clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (!session) return;
  // setTimeout overflows past ~24.8 days; sessions are 3 hours, so the clamp never matters in practice.
  const delay = Math.min(Math.max(session.expiresAt - Date.now(), 0), 2_147_483_647);
  expiryTimer = setTimeout(() => clearSession(), delay);
}

function readStored(): AuthSession | null {
  const s = storage();
  if (!s) return null;
  const token = s.getItem(STORAGE_KEYS.token);
  const expires = Number(s.getItem(STORAGE_KEYS.expirationDate));
  if (!token || !Number.isFinite(expires) || expires <= 0) return null;
  let displayData: DisplayData = { id: '', email: '', slug: '' };
  try {
    displayData = { ...displayData, ...(JSON.parse(s.getItem(STORAGE_KEYS.displayData) ?? '{}') as Partial<DisplayData>) };
  } catch {
    /* a damaged entry only loses the cached name */
  }
  return { token, expiresAt: expires, userType: s.getItem(STORAGE_KEYS.userType) ?? '', displayData };
}

function removeStored(): void {
  const s = storage();
  if (!s) return;
  s.removeItem(STORAGE_KEYS.token);
  s.removeItem(STORAGE_KEYS.expirationDate);
  s.removeItem(STORAGE_KEYS.userType);
  s.removeItem(STORAGE_KEYS.displayData);
}

/** Start-up: an unexpired stored session comes back, an expired one is wiped (A4.1). */
export function restoreSession(now: number = Date.now()): AuthSession | null {
  const stored = readStored();
  if (stored && stored.expiresAt > now) {
    current = stored;
  } else {
    current = null;
    removeStored();
  }
  scheduleExpiry(current);
  emit();
  return current;
}

/** After a successful sign-in (or two-factor code): keeps the token for 10800 s. */
export function startSession(token: string, user: LoginUser, now: number = Date.now(), seconds: number = SESSION_SECONDS): AuthSession {
  const session: AuthSession = {
    token,
    expiresAt: now + seconds * 1000,
    userType: user.userType ?? '',
    displayData: {
      id: user.id,
      email: user.email,
      slug: user.slug,
      firstName: user.firstName,
      lastName: user.lastName,
      isAdmin: user.isAdmin,
    },
  };
  const s = storage();
  s?.setItem(STORAGE_KEYS.token, token);
  s?.setItem(STORAGE_KEYS.expirationDate, String(session.expiresAt));
  s?.setItem(STORAGE_KEYS.userType, session.userType);
  s?.setItem(STORAGE_KEYS.displayData, JSON.stringify(session.displayData));
  current = session;
  scheduleExpiry(session);
  emit();
  return session;
}

/** Logout or expiry: the token and cached identity go; language and webview flags stay. */
export function clearSession(): void {
  removeStored();
  const had = current !== null;
  current = null;
  scheduleExpiry(null);
  if (had) emit();
}

export function getSession(): AuthSession | null {
  if (current && current.expiresAt <= Date.now()) clearSession();
  return current;
}

/** Bearer token for the next call, blank when signed out (A7.1). */
export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setStoredItem(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS], value: string): void {
  storage()?.setItem(key, value);
}

export function getStoredItem(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]): string | null {
  return storage()?.getItem(key) ?? null;
}
