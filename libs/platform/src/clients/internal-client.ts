import type { InternalCall, InternalCallAnswer, InternalCallBody, InternalCallQuery } from '@cf/contracts';
import { AppError } from '../errors/app-error';
import { ServiceClient } from './service-client';

/**
 * The other service said no (a 4xx): nothing happened there, and sending the same call again will
 * not change that. `refusal` is the name its contract gives that status (`insufficient-balance`),
 * null for one the contract does not name. Unhandled, it answers the caller's client with the same
 * status and message.
 */
export class InternalCallRefused extends AppError {
  constructor(
    readonly call: string,
    status: number,
    readonly refusal: string | null,
    message: string,
  ) {
    super(message, status);
  }
}

export interface InternalCallInput<C extends InternalCall> {
  params?: Record<string, string>;
  body?: InternalCallBody<C>;
  query?: InternalCallQuery<C>;
}

const RETRY_ATTEMPTS = 6;

/**
 * Calls another service's internal API through its contract (`@cf/contracts`, `defineInternalCall`),
 * with this service's own credential: the contract's timeout; a call marked idempotent is sent again
 * after no answer or a 5xx (a deadlock it lost more often than its own retries allow, a restart), up
 * to six times with growing, jittered pauses; a 4xx becomes `InternalCallRefused` named by the
 * contract. The answer is typed by the contract's answer schema.
 */
export class InternalClient {
  private readonly client: ServiceClient;
  private readonly headers: Record<string, string>;

  constructor(baseUrl: string, credential: string) {
    this.client = new ServiceClient(baseUrl);
    this.headers = { 'x-internal-token': credential };
  }

  async call<C extends InternalCall>(call: C, input: InternalCallInput<C> = {}): Promise<InternalCallAnswer<C>> {
    const path = `/${pathWith(call.path, input.params ?? {})}${queryString(input.query)}`;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.client.request<InternalCallAnswer<C>>(call.method, path, input.body, this.headers, call.timeoutMs);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.status < 500) throw new InternalCallRefused(`${call.method} ${call.path}`, error.status, call.refusals?.[error.status as keyof typeof call.refusals] ?? null, error.messageKey);
        if (call.retry !== 'idempotent' || attempt >= RETRY_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt + Math.random() * 40));
      }
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** Closed with the service when Nest provides it (`{ provide, useFactory }`). */
  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}

function pathWith(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: missing parameter ${name}`);
    return encodeURIComponent(value);
  });
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const entries = Object.entries(query as Record<string, unknown>).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([key, value]): [string, string] => [key, String(value)])).toString()}` : '';
}
