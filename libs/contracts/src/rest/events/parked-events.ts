import { defineEndpoint, responseOf, type Endpoint } from '../define-endpoint';

/** The services that consume events, each keeping its own parked events (docs/adr/0024). */
export const EVENT_CONSUMING_SERVICES = [
  'identity',
  'site',
  'notifications',
  'campaigns',
  'wallet',
  'verification',
  'investments',
  'repayments',
] as const;
export type EventConsumingService = (typeof EVENT_CONSUMING_SERVICES)[number];

export type ParkReasonView = 'contract' | 'unprocessable' | 'retries';

/** One event a handler could not process, as an administrator sees it (its data stays in the service). */
export interface ParkedEventView {
  id: string;
  /** The handler that failed: `service.Class.method`. */
  consumer: string;
  eventId: string;
  eventType: string;
  topic: string;
  reason: ParkReasonView;
  error: string;
  attempts: number;
  parkedAt: string;
  replayedAt: string | null;
}

export interface ParkedEventsView {
  parked: ParkedEventView[];
}

export interface ReplayOutcomeView {
  outcome: 'replayed' | 'already-replayed' | 'failed';
  error?: string;
}

/** GET admin/events/{service}/parked: that service's parked events, oldest first (at most 100). */
export const parkedEventsEndpointOf = (service: EventConsumingService) =>
  defineEndpoint({
    method: 'GET',
    path: `admin/events/${service}/parked`,
    access: 'admin',
    context: service,
    summary: `Issue 34: the events ${service}'s handlers could not process, parked (not replayed yet), oldest first, with the reason and the last error.`,
    response: responseOf<ParkedEventsView>(),
  });

/** POST admin/events/{service}/parked/{id}/replay: runs the handler again after a fix; once it passes, the event leaves the list. */
export const replayParkedEventEndpointOf = (service: EventConsumingService) =>
  defineEndpoint({
    method: 'POST',
    path: `admin/events/${service}/parked/:id/replay`,
    access: 'admin',
    context: service,
    summary: `Issue 34: runs a parked event's handler in ${service} again (after a fix). Applied once whatever happens: the handler's inbox drops a second run. A failure leaves it parked with the new error.`,
    response: responseOf<ReplayOutcomeView>(),
  });

/** Both endpoints of every consuming service (the registry lists them; the gateway routes them). */
export const PARKED_EVENT_ENDPOINTS: readonly Endpoint[] = EVENT_CONSUMING_SERVICES.flatMap((service) => [
  parkedEventsEndpointOf(service),
  replayParkedEventEndpointOf(service),
]);
