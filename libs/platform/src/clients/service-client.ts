import { HttpStatus } from '@nestjs/common';
import { Pool } from 'undici';
import { AppError } from '../errors/app-error';

/**
 * Synchronous calls to another service's REST API (when an answer is needed now). Keep-alive pool;
 * an unreachable service becomes a 503 AppError, a fail envelope is re-thrown with its status.
 */
export class ServiceClient {
  private readonly pool: Pool;

  constructor(private readonly baseUrl: string, private readonly timeoutMs = 5000) {
    this.pool = new Pool(baseUrl, { connections: 32, keepAliveTimeout: 30000 });
  }

  async request<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    let response;
    try {
      response = await this.pool.request({
        method,
        path,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
    } catch {
      throw new AppError('common.serviceUnavailable', HttpStatus.SERVICE_UNAVAILABLE);
    }
    const payload = (await response.body.json().catch(() => null)) as { status?: string; message?: string; data?: { data?: T } } | null;
    if (response.statusCode >= 400) {
      throw new AppError(payload?.message ?? 'common.error', response.statusCode >= 500 ? HttpStatus.BAD_GATEWAY : response.statusCode);
    }
    return (payload?.data?.data ?? payload) as T;
  }

  /**
   * For calls that are idempotent on their ids (the wallet's ledger): one the other service failed
   * to answer (5xx: a deadlock it lost more often than its own retries allow, a restart) is sent
   * again, up to `attempts` times with growing, jittered pauses. 4xx answers are final.
   */
  async requestIdempotent<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown, headers: Record<string, string> = {}, attempts = 6): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.request<T>(method, path, body, headers);
      } catch (error) {
        if (!(error instanceof AppError && error.status >= 500) || attempt >= attempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt + Math.random() * 40));
      }
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
