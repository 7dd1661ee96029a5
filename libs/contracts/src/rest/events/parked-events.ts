import * as z from 'zod/mini';
import { answerCount, answerId, answerList, answerText, answerTimestamp } from '../answer-fields';
import { defineEndpoint, type Endpoint } from '../define-endpoint';

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

export const PARK_REASONS = ['contract', 'unprocessable', 'retries'] as const;
export type ParkReasonView = (typeof PARK_REASONS)[number];

/** One event a handler could not process, as an administrator sees it (its data stays in the service). */
export const parkedEventSchema = z.object({
  id: answerId(),
  /** The handler that failed: `service.Class.method`. */
  consumer: answerText(200),
  eventId: answerId(),
  eventType: answerText(200),
  topic: answerText(200),
  reason: z.enum(PARK_REASONS),
  error: answerText(2000),
  attempts: answerCount(),
  parkedAt: answerTimestamp(),
  replayedAt: z.nullable(answerTimestamp()),
});
export type ParkedEventView = z.infer<typeof parkedEventSchema>;

export const parkedEventsSchema = z.object({ parked: answerList(parkedEventSchema, 100) });
export type ParkedEventsView = z.infer<typeof parkedEventsSchema>;

export const replayOutcomeSchema = z.object({ outcome: z.enum(['replayed', 'already-replayed', 'failed']), error: z.optional(answerText(2000)) });
export type ReplayOutcomeView = z.infer<typeof replayOutcomeSchema>;

/** GET admin/events/{service}/parked: that service's parked events, oldest first (at most 100). */
export const parkedEventsEndpointOf = (service: EventConsumingService) =>
  defineEndpoint({
    method: 'GET',
    path: `admin/events/${service}/parked`,
    access: 'admin',
    context: service,
    summary: `Issue 34: the events ${service}'s handlers could not process, parked (not replayed yet), oldest first, with the reason and the last error.`,
    answer: parkedEventsSchema,
  });

/** POST admin/events/{service}/parked/{id}/replay: runs the handler again after a fix; once it passes, the event leaves the list. */
export const replayParkedEventEndpointOf = (service: EventConsumingService) =>
  defineEndpoint({
    method: 'POST',
    path: `admin/events/${service}/parked/:id/replay`,
    access: 'admin',
    context: service,
    summary: `Issue 34: runs a parked event's handler in ${service} again (after a fix). Applied once whatever happens: the handler's inbox drops a second run. A failure leaves it parked with the new error.`,
    answer: replayOutcomeSchema,
  });

/** Both endpoints of every consuming service (the registry lists them; the gateway routes them). */
export const PARKED_EVENT_ENDPOINTS: readonly Endpoint[] = EVENT_CONSUMING_SERVICES.flatMap((service) => [
  parkedEventsEndpointOf(service),
  replayParkedEventEndpointOf(service),
]);
