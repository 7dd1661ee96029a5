import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** The app's own return pages: a provider sends the payer back to one of them. */
const RETURN_PAGES = /^\/(topup-payment|topup-receipt|topup-fail|wallet-payment|stripe-account-connect|payment|receipt|receipt-fail)(\/|$|\?)/;

/**
 * Follows a provider's redirect: a path of this site (or a full address on this origin) stays inside
 * the app (no reload; the shell keeps its state), any other address is a real page change. The
 * service builds return addresses from its PUBLIC_URL, which may name another host of the same site
 * (a proxy, a dev server): an address whose path is one of the app's return pages stays inside too.
 */
export function useGoTo() {
  const navigate = useNavigate();
  return useCallback(
    (url: string, options: { replace?: boolean } = {}) => {
      if (url.startsWith('/') && !url.startsWith('//')) {
        navigate(url, options);
        return;
      }
      try {
        const target = new URL(url, window.location.href);
        if (target.origin === window.location.origin || RETURN_PAGES.test(target.pathname)) {
          navigate(`${target.pathname}${target.search}${target.hash}`, options);
          return;
        }
      } catch {
        /* not an address: fall through */
      }
      if (options.replace) window.location.replace(url);
      else window.location.assign(url);
    },
    [navigate],
  );
}
