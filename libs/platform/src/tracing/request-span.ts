import type { Span } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { contextFromHeaders, endSpan, SpanKind, startSpan, tracingEnabled } from './tracing';

/** Where an HTTP request's span is kept between the hooks that open and close it and the handler. */
const REQUEST_SPAN = Symbol('cf.request-span');

interface TracedRequest {
  [REQUEST_SPAN]?: Span | null;
}

/** The span of an HTTP request (null when tracing is off). */
export function requestSpan(request: object): Span | null {
  return (request as TracedRequest)[REQUEST_SPAN] ?? null;
}

/**
 * A SERVER span per request when tracing is on, opened when the request arrives and closed with
 * its answer. A service continues the trace its caller sends (`traceparent`); the public edge (the
 * gateway, `edge: true`) does not trust a client's and starts each request's trace itself.
 */
export function registerRequestSpans(fastify: FastifyInstance, service: string, options: { edge?: boolean } = {}): void {
  if (!tracingEnabled()) return;
  fastify.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url ?? 'unmatched';
    (request as TracedRequest)[REQUEST_SPAN] = startSpan(service, `${request.method} ${route}`, SpanKind.SERVER, contextFromHeaders(options.edge ? undefined : request.headers), {
      'http.request.method': request.method,
      'http.route': route,
      'cf.correlation_id': String(request.id),
    });
  });
  fastify.addHook('onResponse', async (request, reply) => endSpan(requestSpan(request), { status: reply.statusCode }));
}
