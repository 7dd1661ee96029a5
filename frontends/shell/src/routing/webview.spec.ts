import { detectWebView, initWebView, webViewRedirect } from './webview';

const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IOS_WEBVIEW = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('web view (A4.14)', () => {
  it('[A4.14] is detected from the user agent or stand-alone mode', () => {
    expect(detectWebView(ANDROID_WEBVIEW, false)).toBe(true);
    expect(detectWebView(IOS_WEBVIEW, false)).toBe(true);
    expect(detectWebView(ANDROID_CHROME, false)).toBe(false);
    expect(detectWebView(IOS_SAFARI, false)).toBe(false);
    expect(detectWebView(ANDROID_CHROME, true)).toBe(true);
  });

  it('[A4.14] is stored as isWebView and remembered', () => {
    localStorage.clear();
    expect(initWebView()).toBe(false);
    expect(localStorage.getItem('isWebView')).toBe('false');
    localStorage.setItem('isWebView', 'true');
    expect(initWebView()).toBe(true);
  });

  it('[A4.14] forces signed-in users to investments and signed-out users to login', () => {
    expect(webViewRedirect('/', true, true)).toBe('/investments');
    expect(webViewRedirect('/home', true, false)).toBe('/login');
    expect(webViewRedirect('/settings/wallet', true, true)).toBeNull();
    expect(webViewRedirect('/', false, true)).toBeNull();
  });
});
