import { HttpStatus } from '@nestjs/common';
import { Pool } from 'undici';
import { AppError } from '../errors/app-error';
import { traceHeaders } from '../tracing/tracing';

/**
 * Synchronous calls to another service's REST API (when an answer is needed now). Keep-alive pool;
 * an unreachable service becomes a 503 AppError, a fail envelope is re-thrown with its status.
 */
export class ServiceClient {
  private readonly pool: Pool;

  constructor(private readonly baseUrl: string, private readonly timeoutMs = 5000) {
    this.pool = new Pool(baseUrl, { connections: 32, keepAliveTimeout: 30000 });
  }

  async request<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown, headers: Record<string, string> = {}, timeoutMs = this.timeoutMs): Promise<T> {
    let response;
    try {
      response = await this.pool.request({
        method,
        path,
        // The active span's trace context: the called service's span continues this trace.
        headers: { 'content-type': 'application/json', accept: 'application/json', ...traceHeaders(), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
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

  async close(): Promise<void> {
    await this.pool.close();
  }
}
