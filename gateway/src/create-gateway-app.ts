import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createLogger, EnvelopeErrorFilter, GatewayAttestation, PinoNestLogger, registerRequestSpans, TokenVerifier } from '@cf/platform';
import type { GatewayConfig } from './config/env';
import { GatewayModule } from './gateway.module';
import { registerApiDocs } from './openapi/api-docs.plugin';
import { registerProxy } from './proxy/proxy.plugin';
import { UpstreamPools } from './proxy/upstream-pools';
import { RateLimiter } from './rate-limit/rate-limiter';
import { gatewayRouteMatcher, RouteMatcher } from './routes/route-matcher';
import { ROOT_ROUTES, type RouteRule } from './routes/route-table';
import { registerSecurityHeaders } from './security/security-headers';
import { registerSpaStatic } from './static/spa-static';

export interface GatewayAppOptions {
  /** Replaces the route table (tests); default ROUTE_TABLE. */
  routes?: readonly RouteRule[];
}

/** A client's correlation id is kept when it looks like one; otherwise a new UUID is made. */
const CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function correlationId(request: IncomingMessage): string {
  const given = request.headers['x-correlation-id'];
  return typeof given === 'string' && CORRELATION_ID.test(given) ? given : randomUUID();
}

/**
 * Builds the gateway: Nest on Fastify (the health controller, the envelope error filter), then on
 * the same Fastify instance the security headers, CORS, rate limits, the published API documents,
 * the forwarding routes and the static frontends, and listens.
 */
export async function createGatewayApp(config: GatewayConfig, options: GatewayAppOptions = {}): Promise<NestFastifyApplication> {
  const { platform } = config;
  const logger = createLogger('gateway', platform.logLevel);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // Per-request lines only when debugging: at load they cost more than the forwarding itself.
    logController: new LogController({ disableRequestLogging: platform.logLevel !== 'debug' && platform.logLevel !== 'trace' }),
    requestIdHeader: false,
    genReqId: correlationId,
    // Request lines are off, so a per-request child logger (whose bindings pino serialises on
    // creation) buys nothing: requests log through the gateway's logger with explicit fields.
    childLoggerFactory: (parent: FastifyBaseLogger) => parent,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.register(config), adapter, { logger: new PinoNestLogger(logger), abortOnError: false });
  app.useGlobalFilters(new EnvelopeErrorFilter());

  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  registerRequestSpans(fastify, 'gateway', { edge: true });
  await registerSecurityHeaders(fastify, { corsOrigins: config.corsOrigins, cspExtraOrigins: config.cspExtraOrigins });
  const limiter = await RateLimiter.register(fastify, config.rateLimit, platform.redisUrl);
  fastify.addHook('onClose', async () => limiter.close());
  await registerApiDocs(fastify, limiter, { prepareEventsPage: platform.nodeEnv !== 'test' });
  await registerProxy(fastify, {
    // A test's own table stands alone; the real one takes each contract's access.
    matcher: options.routes ? new RouteMatcher(options.routes) : gatewayRouteMatcher(),
    rootRoutes: ROOT_ROUTES,
    pools: app.get(UpstreamPools),
    verifier: app.get(TokenVerifier),
    attestation: app.get(GatewayAttestation),
    limiter,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    bodyLimitBytes: config.bodyLimitBytes,
    logger,
  });
  await registerSpaStatic(fastify, config.staticDir);
  await app.listen(platform.port, platform.host);
  return app;
}
