import { context, propagation, ROOT_CONTEXT, trace, SpanKind, SpanStatusCode, type Context, type Span } from '@opentelemetry/api';
import type { SpanExporter, TracerProvider } from '@opentelemetry/sdk-trace';

/*
 * The SDK and the OTLP exporter are loaded only by a process that turns tracing on: the API alone
 * is what every process imports (the exporter's modules cost ~0.3 s of CPU at each process start).
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const sdk = () => ({
  trace: require('@opentelemetry/sdk-trace') as typeof import('@opentelemetry/sdk-trace'),
  core: require('@opentelemetry/core') as typeof import('@opentelemetry/core'),
  resources: require('@opentelemetry/resources') as typeof import('@opentelemetry/resources'),
  contextManager: require('@opentelemetry/context-async-hooks') as typeof import('@opentelemetry/context-async-hooks'),
});
const otlpExporter = (): SpanExporter => new (require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter();
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Traces across the platform (issue 40, docs/runbooks/tracing.md): gateway → service → outbox →
 * bus → consumer, in W3C trace context (`traceparent`), exported by OTLP when configured.
 *
 * Off unless a process installs it (`installTracingFromEnv` with OTEL_EXPORTER_OTLP_ENDPOINT, or a
 * test's in-memory exporter): then every helper here returns at its first line, so the hot path pays
 * one boolean check per step. One provider per process: in the embedded mode every service shares
 * it, and each span's instrumentation scope (the tracer's name) says which service made it.
 */
let provider: TracerProvider | null = null;

export function tracingEnabled(): boolean {
  return provider !== null;
}

/** Installs the process's tracer provider, W3C propagation and async context (once; a second call is ignored). */
export function installTracing(options: { serviceName: string; exporter: SpanExporter; batch?: boolean }): void {
  if (provider) return;
  const { trace: sdkTrace, core, resources, contextManager } = sdk();
  provider = new sdkTrace.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [options.batch === false ? new sdkTrace.SimpleSpanProcessor({ exporter: options.exporter }) : new sdkTrace.BatchSpanProcessor({ exporter: options.exporter })],
  });
  trace.setGlobalTracerProvider(provider);
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  context.setGlobalContextManager(new contextManager.AsyncLocalStorageContextManager().enable());
}

/**
 * Installs tracing when the environment asks for it: the standard OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) names the collector; OTEL_SERVICE_NAME overrides `serviceName`.
 * OTLPTraceExporter reads the endpoint, headers and timeout from the same variables itself.
 */
export function installTracingFromEnv(env: NodeJS.ProcessEnv, serviceName: string): boolean {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return false;
  installTracing({ serviceName: env.OTEL_SERVICE_NAME || serviceName, exporter: otlpExporter() });
  return true;
}

/** Exports what is pending and removes the provider (process exit, a test's end). */
export async function shutdownTracing(): Promise<void> {
  const current = provider;
  if (!current) return;
  provider = null;
  await current.shutdown().catch(() => undefined);
  trace.disable();
  propagation.disable();
  context.disable();
}

type HeaderBag = Record<string, string | string[] | undefined>;

/** The trace context carried by incoming headers (an HTTP request, a bus message), or none. */
export function contextFromHeaders(headers: HeaderBag | undefined): Context {
  if (!provider || !headers) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, headers);
}

/** Starts a span of `service` (its tracer) as a child of `parent`; null when tracing is off. */
export function startSpan(service: string, name: string, kind: SpanKind, parent: Context, attributes: Record<string, string | number> = {}): Span | null {
  if (!provider) return null;
  return trace.getTracer(service).startSpan(name, { kind, attributes: { 'cf.service': service, ...attributes } }, parent);
}

/** Runs `fn` with `span` as the active span (outbox rows and outgoing calls made inside carry it). */
export function withSpan<T>(span: Span | null, fn: () => T): T {
  if (!span) return fn();
  return context.with(trace.setSpan(context.active(), span), fn);
}

/** Ends `span`, marked as an error when `error` is given or the HTTP status is a 5xx. */
export function endSpan(span: Span | null, outcome: { status?: number; error?: unknown } = {}): void {
  if (!span) return;
  if (outcome.status !== undefined) span.setAttribute('http.response.status_code', outcome.status);
  if (outcome.error !== undefined) {
    span.recordException(outcome.error instanceof Error ? outcome.error : String(outcome.error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  } else if (outcome.status !== undefined && outcome.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** `traceparent` (and `tracestate`) of the active span (or `span`), to send along; empty when tracing is off. */
export function traceHeaders(span?: Span | null): Record<string, string> {
  if (!provider) return {};
  const carrier: Record<string, string> = {};
  propagation.inject(span ? trace.setSpan(context.active(), span) : context.active(), carrier);
  return carrier;
}

/** The active span's `traceparent`, kept with an outbox row so its event continues the trace; null when off. */
export function currentTraceParent(): string | null {
  if (!provider) return null;
  return traceHeaders().traceparent ?? null;
}

export { SpanKind };
