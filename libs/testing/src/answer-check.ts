import * as z from 'zod/v4/core';
import { endpointAt, type InternalCall } from '@cf/contracts';

/**
 * A served answer that does not match its contract's answer schema fails the test that got it
 * (issue 35): every API test through the gateway checks the published answer shapes, so the OpenAPI
 * document and the typed clients cannot drift from what the services send.
 */
export function checkAnswerAgainstContract(method: string, url: string, status: number, body: unknown): void {
  if (status < 200 || status >= 300 || typeof body !== 'object' || body === null) return;
  const path = url.split('?')[0].replace(/^\/api\/v1\//, '');
  if (path === url.split('?')[0]) return;
  const endpoint = endpointAt(method, path);
  if (!endpoint?.answer) return;
  const data = endpoint.wholeAnswer ? body : (body as { data?: { data?: unknown } }).data?.data;
  const result = z.safeParse(endpoint.answer, data);
  if (result.success) return;
  const issues = result.error.issues.slice(0, 5).map((issue) => `  ${issue.path.join('.') || '(answer)'}: ${issue.message}`);
  throw new Error(`${method} ${url} answered ${status} with ${endpoint.wholeAnswer ? 'a body' : 'data.data'} that does not match the answer schema of ${endpoint.method} ${endpoint.path} (@cf/contracts):\n${issues.join('\n')}`);
}

/** The same check for a service-to-service call: the internal contract its path reaches (`internal/ledger/holds/h1`). */
export function checkInternalAnswer(calls: readonly InternalCall[], method: string, url: string, status: number, body: unknown): void {
  if (status < 200 || status >= 300 || typeof body !== 'object' || body === null) return;
  const path = url.split('?')[0].replace(/^\//, '');
  const call = calls
    .filter((c) => c.method === method.toUpperCase() && new RegExp(`^${c.path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}/?$`).test(path))
    .sort((a, b) => b.path.split('/').filter((s) => !s.startsWith(':')).length - a.path.split('/').filter((s) => !s.startsWith(':')).length)[0];
  if (!call) throw new Error(`${method} ${url}: no internal contract of ${calls[0]?.service ?? 'this service'} names this call`);
  const result = z.safeParse(call.answer, (body as { data?: { data?: unknown } }).data?.data);
  if (result.success) return;
  const issues = result.error.issues.slice(0, 5).map((issue) => `  ${issue.path.join('.') || '(answer)'}: ${issue.message}`);
  throw new Error(`${method} ${url} answered ${status} with data.data that does not match the answer schema of ${call.method} ${call.path} (@cf/contracts):\n${issues.join('\n')}`);
}
