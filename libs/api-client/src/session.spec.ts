import { clearSession, getSession, getToken, restoreSession, SESSION_SECONDS, startSession, subscribeSession } from './session';

const user = { id: 'u1', slug: 'aisha', userType: 'investor', email: 'aisha@example.om', firstName: 'Aisha', lastName: 'Al-Harthy', isAdmin: false };

describe('auth session in browser storage (A3.1)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });
  afterEach(() => jest.useRealTimers());

  it('[A3.1] stores the token, expiration, user type and display data under the spec keys', () => {
    startSession('t0k', user, 1_000_000);
    expect(localStorage.getItem('token')).toBe('t0k');
    expect(localStorage.getItem('userType')).toBe('investor');
    expect(Number(localStorage.getItem('expirationDate'))).toBe(1_000_000 + SESSION_SECONDS * 1000);
    expect(JSON.parse(localStorage.getItem('displayData')!)).toMatchObject({ id: 'u1', email: 'aisha@example.om', slug: 'aisha' });
  });

  it('[A9.1] a session lasts 10800 seconds', () => {
    expect(SESSION_SECONDS).toBe(10800);
  });

  it('[A4.1] restores an unexpired stored session at start-up', () => {
    const now = Date.now();
    localStorage.setItem('token', 'stored');
    localStorage.setItem('expirationDate', String(now + 60_000));
    localStorage.setItem('userType', 'owner');
    expect(restoreSession(now)?.token).toBe('stored');
    expect(getToken()).toBe('stored');
  });

  it('[A4.1] clears an expired stored session at start-up', () => {
    const now = Date.now();
    localStorage.setItem('token', 'old');
    localStorage.setItem('expirationDate', String(now - 1));
    localStorage.setItem('i18nextLng', 'en');
    expect(restoreSession(now)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('[A4.1] clears the session when it expires while the page is open', () => {
    jest.useFakeTimers();
    const listener = jest.fn();
    const unsubscribe = subscribeSession(listener);
    startSession('t0k', user, Date.now(), 2);
    expect(getSession()).not.toBeNull();
    jest.advanceTimersByTime(2000);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('[A4.1] logout clears the token but keeps language and webview flags', () => {
    localStorage.setItem('isWebView', 'true');
    startSession('t0k', user);
    clearSession();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('isWebView')).toBe('true');
  });
});
