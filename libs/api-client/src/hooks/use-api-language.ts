import { useSyncExternalStore } from 'react';
import { getApiLanguage, subscribeLanguage } from '../http-client';

/** The language calls are made in; part of every query key, so switching language refetches. */
export function useApiLanguage(): string {
  return useSyncExternalStore(subscribeLanguage, getApiLanguage, getApiLanguage);
}
