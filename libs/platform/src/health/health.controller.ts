import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators';
import { EventConsumers, type ConsumerHealth } from '../events/event-consumers';
import { RawResponse } from '../http/response-envelope.interceptor';
import { PLATFORM_CONFIG } from '../platform.tokens';
import type { PlatformConfig } from '../config/platform-config';

interface Readiness {
  status: 'ok' | 'degraded' | 'unavailable';
  service: string;
  database: 'ok' | 'down';
  consumers: ConsumerHealth;
  /** Events a handler could not process, waiting for an operator (GET /internal/parked-events). */
  parkedEvents?: number;
  instance?: string;
}

/**
 * Liveness: the process answers. Readiness: its database answers too (503 otherwise), with the
 * event consumer's state beside it. A consumer still joining the broker makes readiness
 * 'degraded' but not 503: requests are served and events wait in the outbox and on the bus, so
 * taking the instance out of rotation would turn a broker hiccup into an outage.
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

  @Public()
  @RawResponse()
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    const consumers = this.consumers.health();
    try {
      const parkedEvents = await this.consumers.parkedCount();
      return { status: consumers === 'connecting' ? 'degraded' : 'ok', service: this.config.serviceName, database: 'ok', consumers, parkedEvents, ...this.instance() };
    } catch {
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'unavailable', service: this.config.serviceName, database: 'down', consumers, ...this.instance() };
    }
  }
}
