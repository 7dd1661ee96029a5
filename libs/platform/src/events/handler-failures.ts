import { Logger } from '@nestjs/common';

/** One failed attempt of one event handler: which event, which consumer group and handler, and why. */
export interface HandlerFailure {
  service: string;
  group: string;
  consumer: string;
  eventType: string;
  eventId: string;
  error: Error;
}

type Listener = (failure: HandlerFailure) => void;
const listeners = new Set<Listener>();
const logger = new Logger('EventConsumers');

/**
 * Where a handler's failure is told: the service's log (warn, with the event type, the group and the
 * error; the bus then retries) and whoever listens in this process. The test kit listens, so a stall
 * in a test names its cause in the test's output instead of being a silent wait for something that
 * never comes.
 */
export const handlerFailures = {
  report(failure: HandlerFailure): void {
    logger.warn(`${failure.consumer} failed on ${failure.eventType} ${failure.eventId} (group ${failure.group}), the bus will retry: ${failure.error.message}`);
    for (const listener of listeners) listener(failure);
  },
  /** Listens to every failure in this process; returns how to stop listening. */
  listen(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
