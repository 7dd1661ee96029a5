import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators';
import { RawResponse } from '../http/response-envelope.interceptor';
import { PLATFORM_CONFIG } from '../platform.tokens';
import type { PlatformConfig } from '../config/platform-config';

/** Liveness: the process answers. Readiness: its database answers too. */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  @Public()
  @RawResponse()
  @Get('live')
  live(): { status: string; service: string } {
    return { status: 'ok', service: this.config.serviceName };
  }

  @Public()
  @RawResponse()
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<{ status: string; service: string; database: string }> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', service: this.config.serviceName, database: 'ok' };
    } catch {
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'unavailable', service: this.config.serviceName, database: 'down' };
    }
  }
}
