import { Logger } from '@nestjs/common';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { isDeadlock } from '../database/transactions';
import { AppError } from '../errors/app-error';

/** One failed attempt of one event handler: which event, which consumer group and handler, and why. */
export interface HandlerFailure {
  service: string;
  group: string;
  consumer: string;
  eventType: string;
  eventId: string;
  error: Error;
  /** How many times this handler has failed on this event (in this process). */
  attempt: number;
  /** Set when this failure parked the event (the group goes on without it). */
  parked?: ParkReason;
}

/** Why an event was parked: its data breaks its contract, a handler said it never will pass, or it kept failing. */
export type ParkReason = 'contract' | 'unprocessable' | 'retries';

/**
 * Thrown by a handler for an event it will never be able to process as it stands (a reference to
 * something that cannot exist, a code sealed under a key no longer held): the event is parked at
 * once for an operator, instead of being retried.
 */
export class UnprocessableEvent extends Error {}

/** What a failure says about trying again. */
export type FailureKind = 'unprocessable' | 'transient' | 'unknown';

/**
 * Worth retrying: a deadlock or lock wait, a connection lost, a service briefly down (5xx from a
 * service called). Never passing: a handler's UnprocessableEvent or a schema refusal (ZodError).
 * Anything else (a programming error, most likely) is retried a few times, then parked.
 */
export function failureKind(error: unknown): FailureKind {
  if (error instanceof UnprocessableEvent || (error as Error)?.name === 'ZodError') return 'unprocessable';
  if (isDeadlock(error) || isDatabaseUnavailable(error)) return 'transient';
  if (error instanceof AppError && error.status >= 500) return 'transient';
  return 'unknown';
}

/**
 * Attempts before an event is parked. A transient failure gets about two minutes of the bus's
 * growing back-off (a service restarting, a broker failing over); an unknown one under a second
 * (it will most likely fail the same way: parked, the others go on, an operator replays it after the fix).
 */
export const HANDLER_ATTEMPTS: Record<Exclude<FailureKind, 'unprocessable'>, number> = { transient: 30, unknown: 5 };

type Listener = (failure: HandlerFailure) => void;
const listeners = new Set<Listener>();
const logger = new Logger('EventConsumers');

/**
 * Where a handler's failure is told: the service's log (warn while it is retried, error when it is
 * parked, with the event type, the group and the error) and whoever listens in this process. The
 * test kit listens, so a stall in a test names its cause in the test's output instead of being a
 * silent wait for something that never comes.
 */
export const handlerFailures = {
  report(failure: HandlerFailure): void {
    const what = `${failure.consumer} failed on ${failure.eventType} ${failure.eventId} (group ${failure.group}, attempt ${failure.attempt})`;
    if (failure.parked) logger.error(`${what}: parked (${failure.parked}); the group goes on; replay it after a fix: ${failure.error.message}`);
    else logger.warn(`${what}, the bus will retry: ${failure.error.message}`);
    for (const listener of listeners) listener(failure);
  },
  /** Listens to every failure in this process; returns how to stop listening. */
  listen(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
