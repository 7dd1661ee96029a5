import { useSyncExternalStore } from 'react';

/** Open/collapsed state of the notification panel, toggled by the header bell and the panel itself. */
let open = false;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function setPanelOpen(next: boolean): void {
  open = next;
  for (const l of listeners) l();
}
export function togglePanel(): void {
  setPanelOpen(!open);
}
export function usePanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
