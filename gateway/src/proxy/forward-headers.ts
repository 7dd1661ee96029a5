import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { SESSION_CHECKED_HEADER } from '@cf/platform';

/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1): never forwarded.
 * `expect: 100-continue` was already answered by the gateway's own server (and undici refuses it).
 */
const HOP_BY_HOP = new Set(['expect', 'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** Set by the gateway itself from what it knows; a client's own values are discarded. */
/** (A client's trace context too: each request through the edge starts a trace of its own; and the */
/** gateway's attestation that it checked the session, which only the gateway may give.) */
const GATEWAY_OWNED = new Set(['host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-correlation-id', 'x-real-ip', 'forwarded', 'traceparent', 'tracestate', SESSION_CHECKED_HEADER]);

function connectionListed(connection: string | string[] | undefined): Set<string> | null {
  if (!connection || connection === 'keep-alive' || connection === 'close') return null;
  const listed = (Array.isArray(connection) ? connection.join(',') : connection)
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token && token !== 'close' && token !== 'keep-alive');
  return listed.length ? new Set(listed) : null;
}

export interface ForwardContext {
  clientIp: string;
  protocol: string;
  host: string | undefined;
  correlationId: string;
  /** The gateway's span's `traceparent` (empty when tracing is off). */
  trace?: Record<string, string>;
}

/**
 * Request headers for the upstream call: the client's headers (Authorization included, unchanged)
 * minus hop-by-hop ones, plus X-Forwarded-* and the correlation id. X-Forwarded-For is replaced,
 * not appended, by the address the gateway trusts, so a client cannot choose the IP that services
 * (which trust their proxy) see.
 */
export function upstreamRequestHeaders(incoming: IncomingHttpHeaders, context: ForwardContext): Record<string, string | string[]> {
  const extra = connectionListed(incoming.connection);
  const headers: Record<string, string | string[]> = {};
  for (const name in incoming) {
    if (HOP_BY_HOP.has(name) || GATEWAY_OWNED.has(name) || extra?.has(name)) continue;
    const value = incoming[name];
    if (value !== undefined) headers[name] = value;
  }
  headers['x-forwarded-for'] = context.clientIp;
  headers['x-forwarded-proto'] = context.protocol;
  if (context.host) headers['x-forwarded-host'] = context.host;
  headers['x-correlation-id'] = context.correlationId;
  if (context.trace) Object.assign(headers, context.trace);
  return headers;
}

/** Response headers to pass back to the client: the upstream's, minus hop-by-hop ones. */
export function clientResponseHeaders(upstream: IncomingHttpHeaders | Record<string, string | string[] | undefined>): OutgoingHttpHeaders {
  const extra = connectionListed(upstream.connection);
  const headers: OutgoingHttpHeaders = {};
  for (const name in upstream) {
    if (HOP_BY_HOP.has(name) || extra?.has(name)) continue;
    const value = upstream[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}
