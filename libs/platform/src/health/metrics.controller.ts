import { Controller, Get, Header, Inject, type OnModuleDestroy } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Counter, Gauge, type Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators';
import type { PlatformConfig } from '../config/platform-config';
import { EventConsumers } from '../events/event-consumers';
import { handlerFailures } from '../events/handler-failures';
import { RawResponse } from '../http/response-envelope.interceptor';
import { PLATFORM_CONFIG } from '../platform.tokens';
import { ServiceMetrics } from './service-metrics';

/**
 * Prometheus metrics of one service (ServiceMetrics: its own registry, since the embedded mode runs
 * every service in one process), on the service's port, never through the gateway: HTTP requests per
 * route, the outbox's backlog and age, the event backbone's lag per consumer group and topic, parked
 * events, handler failures, idempotent replays, the features' counters and the process's own figures. The alerts that
 * read them are in docs/runbooks/parked-events.md and events-stalled.md.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController implements OnModuleDestroy {
  private readonly registry: Registry;
  private readonly stopListening: () => void;

  constructor(consumers: EventConsumers, metrics: ServiceMetrics, dataSource: DataSource, @Inject(PLATFORM_CONFIG) config: PlatformConfig) {
    this.registry = metrics.registry;
    const registers = [this.registry];
    // The outbox: events committed and not yet on the bus, and how long the oldest has waited.
    const outbox = async () => {
      const [row] = (await dataSource.query('SELECT COUNT(*) AS backlog, MIN(occurredAt) AS oldest FROM outbox_events WHERE publishedAt IS NULL')) as Array<{ backlog: number | string; oldest: string | null }>;
      return { backlog: Number(row?.backlog ?? 0), ageSeconds: row?.oldest ? Math.max(0, (Date.now() - Date.parse(row.oldest)) / 1000) : 0 };
    };
    new Gauge({
      name: 'cf_outbox_backlog_events',
      help: 'Events committed in the outbox and not yet published on the bus',
      registers,
      async collect() {
        this.set((await outbox()).backlog);
      },
    });
    new Gauge({
      name: 'cf_outbox_oldest_unpublished_seconds',
      help: 'Age of the oldest unpublished outbox event (0 when none waits)',
      registers,
      async collect() {
        this.set((await outbox()).ageSeconds);
      },
    });
    const lag = () => consumers.lag();
    new Gauge({
      name: 'cf_consumer_lag_messages',
      help: 'Events on a topic that the consumer group has not handled yet',
      labelNames: ['group', 'topic'],
      registers,
      async collect() {
        this.reset();
        for (const row of await lag()) this.set({ group: row.group, topic: row.topic }, row.pending);
      },
    });
    new Gauge({
      name: 'cf_consumer_oldest_unhandled_seconds',
      help: 'Age of the oldest event the consumer group has not handled yet (0 when none is pending)',
      labelNames: ['group', 'topic'],
      registers,
      async collect() {
        this.reset();
        for (const row of await lag()) this.set({ group: row.group, topic: row.topic }, (row.oldestAgeMs ?? 0) / 1000);
      },
    });
    new Gauge({
      name: 'cf_parked_events',
      help: 'Events a handler could not process, parked and not replayed (GET /internal/parked-events)',
      registers,
      async collect() {
        this.set(await consumers.parkedCount());
      },
    });
    const failures = new Counter({ name: 'cf_event_handler_failures_total', help: 'Handler failures, by event type and whether the event was parked', labelNames: ['event_type', 'parked'], registers });
    this.stopListening = handlerFailures.listen((failure) => {
      if (failure.service === config.serviceName) failures.inc({ event_type: failure.eventType, parked: failure.parked ? 'true' : 'false' });
    });
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  @Public()
  @RawResponse()
  @Get()
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  metrics(): Promise<string> {
    return this.registry.metrics();
  }
}
