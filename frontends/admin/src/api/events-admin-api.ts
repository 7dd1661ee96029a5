import { api } from '@cf/api-client';
import {
  parkedEventsEndpointOf,
  pathOf,
  replayParkedEventEndpointOf,
  type EventConsumingService,
  type ParkedEventsView,
  type ReplayOutcomeView,
} from '@cf/contracts/rest';

/** Each consuming service's parked events (contracts in @cf/contracts/rest: one pair per service). */
export const eventsAdminApi = {
  parked: async (service: EventConsumingService) =>
    (await api.get<ParkedEventsView>(parkedEventsEndpointOf(service).path)) ?? { parked: [] },
  replay: (service: EventConsumingService, id: string) =>
    api.post<ReplayOutcomeView>(pathOf(replayParkedEventEndpointOf(service), { id }), {}),
};
