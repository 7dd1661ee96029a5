/** A message on the bus: the key is the aggregate id, so per-aggregate order holds. */
export interface BusMessage {
  topic: string;
  key: string;
  value: string;
}

export type BusHandler = (message: BusMessage) => Promise<void>;

/**
 * The port every service publishes and consumes through. Delivery is at-least-once: a handler that
 * throws gets the message again, so handlers must be idempotent (the inbox makes them so).
 */
export interface EventBus {
  publish(messages: BusMessage[]): Promise<void>;
  subscribe(group: string, topics: string[], handler: BusHandler): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_BUS = Symbol('EVENT_BUS');
