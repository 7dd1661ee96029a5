import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, type Language } from '@cf/contracts';

/** What a unit of work (an HTTP request or a consumed event) carries along for logs and events. */
export interface RequestContext {
  correlationId: string | null;
  causationId: string | null;
  actorId: string | null;
  language: Language;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The caller's language (`?lng=`, Accept-Language), else `fallback`: Arabic unless said (A9.2). */
export function requestLanguage(fallback: Language = DEFAULT_LANGUAGE): Language {
  return currentContext()?.language ?? fallback;
}
