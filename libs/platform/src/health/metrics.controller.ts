import { Controller, Get, Header, Inject, type OnModuleDestroy } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { Public } from '../auth/decorators';
import type { PlatformConfig } from '../config/platform-config';
import { EventConsumers } from '../events/event-consumers';
import { handlerFailures } from '../events/handler-failures';
import { RawResponse } from '../http/response-envelope.interceptor';
import { PLATFORM_CONFIG } from '../platform.tokens';

/**
 * Prometheus metrics of one service (its own registry: the embedded mode runs every service in one
 * process), on the service's port, never through the gateway: the event backbone's lag per consumer
 * group and topic, parked events, handler failures, and the process's own figures. The alerts that
 * read them are in docs/runbooks/parked-events.md and events-stalled.md.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController implements OnModuleDestroy {
  private readonly registry = new Registry();
  private readonly stopListening: () => void;

  constructor(consumers: EventConsumers, @Inject(PLATFORM_CONFIG) config: PlatformConfig) {
    const registers = [this.registry];
    this.registry.setDefaultLabels({ service: config.serviceName });
    collectDefaultMetrics({ register: this.registry, prefix: 'cf_' });
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
