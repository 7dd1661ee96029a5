import { ApiError } from './api-error';
import { clearSession, getToken, getStoredItem, STORAGE_KEYS } from './session';
import type { FailEnvelope, FieldError } from './types';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | undefined | null;

export interface ApiConfig {
  /** Same-origin gateway by default. */
  baseUrl: string;
  /** The interface language, sent as `?lng=` on every call (A7.1). */
  getLanguage: () => string;
  /** Called when a call made with a token comes back 401: the session is gone server-side. */
  onUnauthorized?: () => void;
  fetchImpl?: typeof fetch;
}

const config: ApiConfig = {
  baseUrl: '/api/v1',
  getLanguage: () => getStoredItem(STORAGE_KEYS.language) ?? 'ar',
};

/** The shell configures the single client once; remotes share it (one module-federation singleton). */
export function configureApi(partial: Partial<ApiConfig>): void {
  Object.assign(config, partial);
}

export function getApiLanguage(): string {
  return config.getLanguage();
}

const languageListeners = new Set<() => void>();
/** The shell calls this after i18next switches, so query keys (which carry the language) refetch. */
export function notifyLanguageChanged(): void {
  for (const listener of languageListeners) listener();
}
export function subscribeLanguage(listener: () => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Do not clear the session on 401 (sign-in and code checks answer 401 for wrong credentials). */
  ignoreUnauthorized?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key` on money-moving calls (DESIGN §5). */
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query: Record<string, QueryValue> = {}, language = config.getLanguage()): string {
  const base = config.baseUrl.replace(/\/+$/, '');
  const [pathname, existing] = path.replace(/^\/+/, '').split('?', 2);
  const params = new URLSearchParams(existing);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  if (!params.has('lng')) params.set('lng', language);
  return `${base}/${pathname}?${params.toString()}`;
}

function toFailure(body: unknown, status: number): ApiError {
  const fail = (body ?? {}) as Partial<FailEnvelope> & { data?: { message?: string } };
  // A8.1: the message comes from the envelope (or, in older shapes, from data.message).
  const message = typeof fail.message === 'string' ? fail.message : typeof fail.data?.message === 'string' ? fail.data.message : '';
  const errors: FieldError[] = Array.isArray(fail.errors)
    ? fail.errors.filter((e): e is FieldError => !!e && typeof e.field === 'string')
    : [];
  return new ApiError(message, status, errors, fail.showResendLink === true);
}

/**
 * One call, returning the whole JSON body of a success envelope. Throws ApiError for `status: 'fail'`,
 * a non-2xx answer, a body that is not JSON, or a network failure (status 0, empty message: the UI
 * shows its generic translated text).
 */
export async function requestEnvelope<T = unknown>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  // A7.1: the bearer token goes on every call; blank when signed out.
  headers.authorization = `Bearer ${token ?? ''}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const doFetch = config.fetchImpl ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await doFetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal, credentials: 'same-origin' });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiError('', 0);
  }
  let json: unknown = undefined;
  const text = await response.text();
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError('', response.status);
    }
  }
  const status = (json as { status?: string } | undefined)?.status;
  if (!response.ok || status === 'fail' || status === 'error') {
    if (response.status === 401 && token && !options.ignoreUnauthorized) {
      clearSession();
      config.onUnauthorized?.();
    }
    throw toFailure(json, response.ok ? 400 : response.status);
  }
  return json as T;
}

/** A call whose answer is `{ status: 'success', data: { data: payload } }`: returns the payload. */
export async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const envelope = await requestEnvelope<{ data?: { data?: T } | T }>(method, path, options);
  const outer = envelope?.data as { data?: T } | undefined;
  // Tolerate `data: payload` too, while services converge on the nested form (DESIGN §7).
  return (outer && typeof outer === 'object' && 'data' in outer ? outer.data : outer) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
