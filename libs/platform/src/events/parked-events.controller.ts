import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AdminOnly } from '../auth/decorators';
import { AppError } from '../errors/app-error';
import { RawResponse } from '../http/response-envelope.interceptor';
import { EventConsumers } from './event-consumers';
import type { ParkedEventRow } from './parked-event.entity';

/**
 * Every service's parked events, for operators (docs/runbooks/parked-events.md): the list, and a
 * replay after a fix. An administrator's token, on the service's own port: the gateway routes
 * nothing under /internal.
 */
@ApiExcludeController()
@AdminOnly()
@Controller('internal/parked-events')
export class ParkedEventsController {
  constructor(private readonly consumers: EventConsumers) {}

  @RawResponse()
  @Get()
  async list(): Promise<{ parked: Array<Omit<ParkedEventRow, 'envelope' | 'data'>> }> {
    const rows = await this.consumers.parked();
    return { parked: rows.map(({ envelope: _envelope, data: _data, ...row }) => row) };
  }

  @RawResponse()
  @Post(':id/replay')
  @HttpCode(200)
  async replay(@Param('id') id: string): Promise<{ outcome: string; error?: string }> {
    const result = await this.consumers.replay(id);
    if (result.outcome === 'not-found') throw AppError.notFound();
    return result;
  }
}
