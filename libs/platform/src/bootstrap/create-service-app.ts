import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { LogController } from 'fastify';
import type { PlatformConfig } from '../config/platform-config';
import { createLogger, PinoNestLogger } from '../config/logger';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH, nestedDeeperThan } from '../http/json-depth';
import { ServiceMetrics } from '../health/service-metrics';
import { registerRequestSpans } from '../tracing/request-span';

export interface ServiceAppOptions {
  title: string;
  description?: string;
  /** Largest request body in bytes (uploads need more than the 1 MB default). */
  bodyLimit?: number;
  /**
   * Keep the exact request bytes of JSON and form bodies as `request.rawBody` (a Buffer), for
   * routes that check a signature computed over them (payment-provider webhooks). Off by default:
   * it holds a second copy of every body in memory.
   */
  rawBody?: boolean;
  /** Called before listening: register Fastify plugins such as multipart. */
  configure?: (app: NestFastifyApplication) => Promise<void> | void;
}

/** Builds a service (or the gateway) on Fastify, publishes its OpenAPI at /openapi.json, and listens. */
export async function createServiceApp(rootModule: Type | DynamicModule, config: PlatformConfig, options: ServiceAppOptions): Promise<NestFastifyApplication> {
  const logger = createLogger(config.serviceName, config.logLevel);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // Per-request lines only when debugging: at load they cost more than the requests themselves.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    requestIdHeader: 'x-correlation-id',
    // Fastify's per-request child logger serialises its bindings even when silent (~10% GC under load).
    childLoggerFactory: (parent: unknown) => parent as never,
    genReqId: () => randomUUID(),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: true,
    // The specification's paths come with and without a trailing slash (`user-activity/`, `menus/`).
    routerOptions: { ignoreTrailingSlash: true },
  });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
    rawBody: options.rawBody ?? false,
  });
  app.getHttpAdapter().getInstance().addHook('onSend', async (request, reply) => {
    void reply.header('x-correlation-id', request.id);
    // A signed-in person's answers (balances, statements, profile) are never kept by a browser or a
    // shared proxy: the next person at a kiosk must not find them in the back/forward cache.
    if (request.headers.authorization) void reply.header('cache-control', 'no-store');
  });
  // 400, not a stack overflow's 500, for a body nested thousands deep (answered by the error filter).
  app.getHttpAdapter().getInstance().addHook('preValidation', async (request) => {
    if (nestedDeeperThan(request.body, MAX_JSON_DEPTH)) throw Object.assign(new Error('request body nested too deeply'), { statusCode: 400, code: JSON_TOO_DEEP });
  });
  registerRequestSpans(app.getHttpAdapter().getInstance(), config.serviceName);
  // Every answered request in the service's metrics (the gateway, without the platform module, has none).
  const metrics = serviceMetricsOf(app);
  if (metrics) {
    app.getHttpAdapter().getInstance().addHook('onResponse', async (request, reply) => {
      metrics.observeRequest({ method: request.method, route: request.routeOptions.url, status: reply.statusCode, seconds: reply.elapsedTime / 1000, replayed: reply.getHeader('idempotent-replayed') === 'true' });
    });
  }
  await options.configure?.(app);
  // Built on first request (the contract tests read it), not at every start: scanning every
  // controller's metadata is start-up CPU each replica and each test platform would pay for nothing.
  let document: OpenAPIObject | null = null;
  const openApi = (): OpenAPIObject =>
    (document ??= SwaggerModule.createDocument(app, new DocumentBuilder().setTitle(options.title).setDescription(options.description ?? '').setVersion('1').addBearerAuth().build()));
  app.getHttpAdapter().get('/openapi.json', (_request: unknown, reply: { send(body: unknown): void }) => reply.send(openApi()));
  await app.listen(config.port, config.host);
  return app;
}

/** The port a service actually listens on (useful with port 0 in tests). */
export function listeningPort(app: NestFastifyApplication): number {
  const address = app.getHttpServer().address();
  return typeof address === 'object' && address ? address.port : 0;
}

function serviceMetricsOf(app: NestFastifyApplication): ServiceMetrics | null {
  try {
    return app.get(ServiceMetrics, { strict: false });
  } catch {
    return null;
  }
}
