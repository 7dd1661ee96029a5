import { Controller, Param, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  EVENT_CONSUMING_SERVICES,
  parkedEventsEndpointOf,
  replayParkedEventEndpointOf,
  type EventConsumingService,
  type ParkedEventsView,
  type ParkReasonView,
  type ReplayOutcomeView,
} from '@cf/contracts';
import { AppError } from '../errors/app-error';
import { ServeEndpoint } from '../http/endpoint.decorator';
import { EventConsumers } from './event-consumers';

/**
 * The administrators' view of one service's parked events, through the gateway
 * (`admin/events/<service>/parked`): the admin area's "Events" section lists every service's and
 * replays one after a fix. A class per service, as each serves its own paths.
 */
export function parkedEventsAdminController(serviceName: string): Type<unknown> | null {
  if (!(EVENT_CONSUMING_SERVICES as readonly string[]).includes(serviceName)) return null;
  const service = serviceName as EventConsumingService;
  const listEndpoint = parkedEventsEndpointOf(service);
  const replayEndpoint = replayParkedEventEndpointOf(service);

  @ApiTags(service)
  @Controller()
  class ParkedEventsAdminController {
    constructor(private readonly consumers: EventConsumers) {}

    @ServeEndpoint(listEndpoint)
    async list(): Promise<ParkedEventsView> {
      const rows = await this.consumers.parked();
      return { parked: rows.map(({ envelope: _envelope, data: _data, ...row }) => ({ ...row, reason: row.reason as ParkReasonView })) };
    }

    @ServeEndpoint(replayEndpoint)
    async replay(@Param('id') id: string): Promise<ReplayOutcomeView> {
      const result = await this.consumers.replay(id.slice(0, 36));
      if (result.outcome === 'not-found') throw AppError.notFound();
      return { ...result, outcome: result.outcome };
    }
  }
  return ParkedEventsAdminController;
}
