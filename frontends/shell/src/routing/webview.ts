import { getStoredItem, setStoredItem, STORAGE_KEYS } from '@cf/api-client';

/**
 * A4.14: the app runs inside the mobile app's web view (Android `wv`, iOS WKWebView without Safari)
 * or as an installed stand-alone web app. Detected once, then stored as isWebView.
 */
export function detectWebView(userAgent: string, standalone: boolean): boolean {
  if (standalone) return true;
  if (/\bwv\)/.test(userAgent) || /; wv\b/.test(userAgent)) return true;
  const iOS = /iPhone|iPad|iPod/.test(userAgent);
  return iOS && /AppleWebKit/.test(userAgent) && !/Safari\//.test(userAgent);
}

export function initWebView(): boolean {
  const standalone =
    (typeof navigator !== 'undefined' && (navigator as Navigator & { standalone?: boolean }).standalone === true) ||
    (typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
  const detected = detectWebView(typeof navigator !== 'undefined' ? navigator.userAgent : '', standalone);
  const isWebView = detected || getStoredItem(STORAGE_KEYS.isWebView) === 'true';
  setStoredItem(STORAGE_KEYS.isWebView, String(isWebView));
  return isWebView;
}

/**
 * A4.14: in the web view the landing pages are not used: signed-in users go to their investments,
 * signed-out users to sign-in. Returns the forced target, or null to stay.
 */
export function webViewRedirect(pathname: string, isWebView: boolean, signedIn: boolean): string | null {
  if (!isWebView) return null;
  if (pathname !== '/' && pathname !== '/home') return null;
  return signedIn ? '/investments' : '/login';
}
