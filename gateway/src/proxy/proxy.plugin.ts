import type { OutgoingHttpHeaders } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Dispatcher, Pool } from 'undici';
import { requestBodyLimitOf } from '@cf/contracts';
import { bearerToken, requestSpan, SESSION_CHECKED_HEADER, traceHeaders, type GatewayAttestation, type TokenVerifier, type VerifyOutcome } from '@cf/platform';
import { sendFail } from '../http/fail';
import { announceRateLimit, refuseTooMany, spendRateLimit, type RateLimiter } from '../rate-limit/rate-limiter';
import { isSuspiciousPath, type MatchedRoute, type RouteMatcher } from '../routes/route-matcher';
import type { RouteRule } from '../routes/route-table';
import { clientResponseHeaders, upstreamRequestHeaders } from './forward-headers';
import type { UpstreamPools } from './upstream-pools';

export const API_PREFIX = '/api/v1/';

export interface ProxyDependencies {
  matcher: RouteMatcher;
  rootRoutes: readonly RouteRule[];
  pools: UpstreamPools;
  verifier: TokenVerifier;
  /** Null when GATEWAY_ATTESTATION_SECRET is unset: services then check every token again themselves. */
  attestation: GatewayAttestation | null;
  limiter: RateLimiter;
  upstreamTimeoutMs: number;
  bodyLimitBytes: number;
  logger: Logger;
}

const FORWARDED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Thrown inside the body stream when a chunked upload passes the limit (Content-Length is checked up front). */
class BodyTooLargeError extends Error {}

function limitBody(body: Readable, limit: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limit ? new BodyTooLargeError('request body too large') : null, chunk);
    },
  });
  body.on('error', (error) => counter.destroy(error));
  return body.pipe(counter);
}

function hasBody(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const length = request.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * Sends one request upstream and streams the answer straight into the client's socket with
 * undici's dispatch API (no intermediate body stream, no promise per chunk): status and headers
 * as they come (plus the headers the gateway already set: security, CORS, correlation id), body
 * chunks with backpressure both ways. Resolves once the answer has started (null), or with the
 * error when the upstream failed before answering, so the caller can still send a 503.
 */
function streamUpstream(pool: Pool, reply: FastifyReply, options: Dispatcher.DispatchOptions): Promise<Error | null> {
  return new Promise((settle) => {
    const raw = reply.raw;
    let started = false;
    /** Declared length of the answer: a body that arrives in one chunk goes out with the headers in one write. */
    let expected = -1;
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart() {},
      onResponseStart(controller, statusCode, upstreamHeaders) {
        if (statusCode < 200) return; // 1xx informational: the final answer follows
        started = true;
        const headers = reply.getHeaders() as OutgoingHttpHeaders;
        Object.assign(headers, clientResponseHeaders(upstreamHeaders));
        reply.hijack();
        raw.writeHead(statusCode, headers);
        expected = typeof headers['content-length'] === 'string' ? Number(headers['content-length']) : -1;
        raw.once('close', () => {
          if (!raw.writableFinished) controller.abort(new Error('client went away'));
        });
        settle(null);
      },
      onResponseData(controller, chunk) {
        if (chunk.length === expected) {
          raw.end(chunk);
          return;
        }
        expected = -1;
        if (!raw.write(chunk)) {
          controller.pause();
          raw.once('drain', () => controller.resume());
        }
      },
      onResponseEnd() {
        if (!raw.writableEnded) raw.end();
      },
      onResponseError(_controller, error) {
        if (started) raw.destroy(error);
        else settle(error);
      },
    };
    pool.dispatch(options, handler);
  });
}

/**
 * The forwarding path: match the rule owning the path, spend the rate-limit budget, check the
 * token when the rule requires one, then stream the request to the owning service over its
 * keep-alive pool and stream the answer back. Registered as plain Fastify routes in their own
 * encapsulated scope (no body parsing: bodies pass through as streams, uploads included) rather
 * than as a Nest controller, because every microsecond here is paid on every API call.
 */
export function registerProxy(app: FastifyInstance, deps: ProxyDependencies): Promise<void> {
  const { matcher, pools, verifier, limiter, logger } = deps;

  async function forward(request: FastifyRequest, reply: FastifyReply, rule: RouteRule, path: string, checked?: VerifyOutcome | null): Promise<FastifyReply | void> {
    // The owning service's own limit when it is lower: refused here, the client gets a clean 413
    // instead of the service's early 413 racing the body still being written (EPIPE → 503).
    const limit = Math.min(deps.bodyLimitBytes, requestBodyLimitOf(rule.service) ?? Infinity);
    const declaredLength = request.headers['content-length'];
    if (declaredLength !== undefined && Number(declaredLength) > limit) {
      reply.header('connection', 'close');
      return sendFail(request, reply, 413, 'common.payloadTooLarge');
    }
    let body: Readable | undefined;
    if (hasBody(request)) body = declaredLength === undefined ? limitBody(request.raw, limit) : request.raw;
    const headers = upstreamRequestHeaders(request.headers, { clientIp: request.ip, protocol: request.protocol, host: request.host, correlationId: request.id, trace: traceHeaders(requestSpan(request)) });
    // The token and its session were checked just now: the service takes this word for it instead of asking again.
    if (checked?.ok && deps.attestation) {
      const token = bearerToken(request.headers.authorization);
      if (token) headers[SESSION_CHECKED_HEADER] = deps.attestation.issue(token);
    }
    const failure = await streamUpstream(pools.get(rule.service), reply, { method: request.method, path, headers, body, headersTimeout: deps.upstreamTimeoutMs, bodyTimeout: deps.upstreamTimeoutMs });
    if (!failure) return;
    if (failure instanceof BodyTooLargeError) {
      reply.header('connection', 'close');
      return sendFail(request, reply, 413, 'common.payloadTooLarge');
    }
    // Unreachable, refused, reset or too slow: the caller gets a clear, translated 503 at once.
    logger.warn({ err: failure, service: rule.service, path, correlationId: request.id }, 'upstream unavailable');
    return sendFail(request, reply, 503, 'common.serviceUnavailable');
  }

  /**
   * Whose budget a request spends: a valid token's account (whatever the route), else its address.
   * The token is checked here for every call that carries one; the verifier remembers a verified
   * token for AUTH_CACHE_MS, so this costs a signature check at most.
   */
  async function identify(request: FastifyRequest, route: MatchedRoute): Promise<VerifyOutcome | null> {
    const required = route.auth === 'user' || route.auth === 'admin';
    if (!required && !request.headers.authorization) return null;
    return verifier.verify(request.headers.authorization);
  }

  function refuseUnlessAllowed(request: FastifyRequest, reply: FastifyReply, route: MatchedRoute, outcome: VerifyOutcome | null): FastifyReply | null {
    if (route.auth !== 'user' && route.auth !== 'admin') return null;
    if (!outcome?.ok) {
      if (outcome?.reason === 'unavailable') return sendFail(request, reply, 503, 'common.serviceUnavailable');
      return sendFail(request, reply, 401, outcome?.reason === 'expired' || outcome?.reason === 'revoked' ? 'common.sessionExpired' : 'common.unauthorized');
    }
    if (route.auth === 'admin' && outcome.claims.isAdmin !== true) return sendFail(request, reply, 403, 'common.forbidden');
    return null;
  }

  async function handleApi(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
    const url = request.url;
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url.slice(API_PREFIX.length) : url.slice(API_PREFIX.length, queryAt);
    const route = isSuspiciousPath(path) ? null : matcher.match(path, request.method);
    if (!route) return sendFail(request, reply, 404, 'common.routeNotFound');

    const outcome = await identify(request, route);
    const limitClass = route.rule.rateLimit ?? 'default';
    const verdict = outcome?.ok ? await limiter.checkAccount(request, String(outcome.claims.sub), limitClass, route.key) : await limiter.check(request, limitClass, route.key);
    announceRateLimit(reply, verdict);
    if (verdict.limited) return refuseTooMany(request, reply, verdict);
    const refused = refuseUnlessAllowed(request, reply, route, outcome);
    if (refused) return refused;

    const upstreamPath = route.rule.upstreamPath ? route.rule.upstreamPath + (queryAt === -1 ? '' : url.slice(queryAt)) : url;
    return forward(request, reply, route.rule, upstreamPath, outcome);
  }

  return app.register(async (scope) => {
    // Bodies are never parsed here: the raw request stream goes to the service as it arrives.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({ method: FORWARDED_METHODS, url: `${API_PREFIX}*`, exposeHeadRoute: false, handler: handleApi });
    for (const rule of deps.rootRoutes) {
      scope.route({
        method: ['GET', 'HEAD'],
        url: `/${rule.pattern}`,
        exposeHeadRoute: false,
        handler: async (request, reply) => {
          if ((await spendRateLimit(limiter, request, reply, rule.rateLimit ?? 'default', rule.pattern)).limited) return reply;
          return forward(request, reply, rule, request.url);
        },
      });
    }
  }) as unknown as Promise<void>;
}
