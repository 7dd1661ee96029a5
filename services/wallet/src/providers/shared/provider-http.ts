import { request } from 'undici';
import { AppError } from '@cf/platform';

export interface ProviderResponse<T = unknown> {
  status: number;
  body: T;
  text: string;
}

/** A provider's API answered with an error, or could not be reached. */
export class ProviderRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ProviderRequestError';
  }

  /** What the caller sees: a translated 502 ("the payment provider is unavailable"), never the provider's text. */
  toAppError(): AppError {
    return new AppError('wallet.provider.unavailable', 502);
  }
}

export interface ProviderRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** A string body is sent as is (form or pre-serialised JSON); an object is sent as JSON. */
  body?: string | Record<string, unknown>;
  timeoutMs: number;
}

/**
 * One HTTP call to a provider's API (undici, as the rest of the platform). Non-2xx answers and
 * network failures become ProviderRequestError, with the provider's parsed answer kept for logs.
 */
export async function providerRequest<T = unknown>(options: ProviderRequest): Promise<ProviderResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (typeof options.body === 'string') body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  let status: number;
  let text: string;
  try {
    const response = await request(options.url, {
      method: options.method,
      headers,
      body,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    status = response.statusCode;
    text = await response.body.text();
  } catch (error) {
    throw new ProviderRequestError(`${options.method} ${options.url} failed: ${(error as Error).message}`, null, null);
  }
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  if (status < 200 || status >= 300) {
    throw new ProviderRequestError(`${options.method} ${options.url} answered ${status}`, status, parsed);
  }
  return { status, body: parsed as T, text };
}

/** `application/x-www-form-urlencoded` with bracketed keys kept literal (Stripe's nested parameters). */
export function formEncode(fields: Array<[string, string | number]>): string {
  // As Stripe's own client sends them: `line_items[0][quantity]=1`, brackets unescaped.
  return fields
    .map(([key, value]) => `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`)
    .join('&');
}
