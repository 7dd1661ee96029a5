import { useEffect, useState, useSyncExternalStore } from 'react';

/** A4.1 / A9.1: after sign-in a success banner appears after 500 ms and stays about 8000 ms. */
export const BANNER_DELAY_MS = 500;
export const BANNER_VISIBLE_MS = 8000;

let pending = 0;
const listeners = new Set<() => void>();

export function announceLoginSuccess(): void {
  pending += 1;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the banner should be on screen. */
export function useLoginBanner(): [boolean, () => void] {
  const announced = useSyncExternalStore(subscribe, () => pending);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (announced === 0) return;
    const show = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    const hide = setTimeout(() => setVisible(false), BANNER_DELAY_MS + BANNER_VISIBLE_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [announced]);
  return [visible, () => setVisible(false)];
}
