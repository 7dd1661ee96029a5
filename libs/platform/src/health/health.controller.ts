import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators';
import { EventConsumers, type ConsumerHealth } from '../events/event-consumers';
import { RawResponse } from '../http/response-envelope.interceptor';
import { PLATFORM_CONFIG } from '../platform.tokens';
import type { PlatformConfig } from '../config/platform-config';

/** How old the oldest unhandled event of a topic may be before readiness says 'degraded'. */
const STALLED_AFTER_SECONDS = 60;

interface Readiness {
  status: 'ok' | 'degraded' | 'unavailable';
  service: string;
  database: 'ok' | 'down';
  consumers: ConsumerHealth;
  /** Events a handler could not process, waiting for an operator (GET /internal/parked-events). */
  parkedEvents?: number;
  /** Per topic the service consumes: events not handled yet, and the age of the oldest of them. */
  lag?: Array<{ topic: string; pending: number; oldestAgeSeconds: number | null }>;
  instance?: string;
}

/**
 * Liveness: the process answers. Readiness: its database answers too (503 otherwise), with the
 * event consumer's state beside it. A consumer still joining the broker makes readiness
 * 'degraded' but not 503: requests are served and events wait in the outbox and on the bus, so
 * taking the instance out of rotation would turn a broker hiccup into an outage. A topic whose
 * oldest unhandled event is a minute old is 'degraded' too (lag per topic in the body).
 */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly consumers: EventConsumers,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  @Public()
  @RawResponse()
  @Get('live')
  live(): { status: string; service: string; instance?: string } {
    return { status: 'ok', service: this.config.serviceName, ...this.instance() };
  }

  /** The supervisor's id for this process, when one started it (INSTANCE_ID). */
  private instance(): { instance?: string } {
    return this.config.instanceId ? { instance: this.config.instanceId } : {};
  }

  /**
   * The consumer group has joined (or the service consumes nothing): 503 while it is still joining.
   * Kubernetes' startupProbe (issue 40): a new pod takes traffic only once it also handles its
   * events, so a rollout during a Kafka outage waits instead of replacing pods that consume with
   * pods that do not. Pods already running keep serving (readiness stays 200 'degraded', ADR 0025).
   */
  @Public()
  @RawResponse()
  @Get('consumers')
  consumersJoined(@Res({ passthrough: true }) reply: FastifyReply): { status: 'ok' | 'joining'; service: string; consumers: ConsumerHealth } {
    const consumers = this.consumers.health();
    if (consumers === 'connecting') void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: consumers === 'connecting' ? 'joining' : 'ok', service: this.config.serviceName, consumers };
  }

  @Public()
  @RawResponse()
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    const consumers = this.consumers.health();
    try {
      const parkedEvents = await this.consumers.parkedCount();
      const lag = (await this.consumers.lag()).map((row) => ({ topic: row.topic, pending: row.pending, oldestAgeSeconds: row.oldestAgeMs === null ? null : Math.trunc(row.oldestAgeMs / 1000) }));
      // A group that has not handled an event for this long is stalled: an operator should look (docs/runbooks/events-stalled.md).
      const stalled = lag.some((row) => (row.oldestAgeSeconds ?? 0) >= STALLED_AFTER_SECONDS);
      return { status: consumers === 'connecting' || stalled ? 'degraded' : 'ok', service: this.config.serviceName, database: 'ok', consumers, parkedEvents, lag, ...this.instance() };
    } catch {
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'unavailable', service: this.config.serviceName, database: 'down', consumers, ...this.instance() };
    }
  }
}
