/** A message on the bus: the key is the aggregate id, so per-aggregate order holds. */
export interface BusMessage {
  topic: string;
  key: string;
  value: string;
}

export type BusHandler = (message: BusMessage) => Promise<void>;

/** A group's consumer reads its topics ('running') or is (re)joining the broker ('connecting'). */
export type SubscriptionState = 'connecting' | 'running';

/**
 * The port every service publishes and consumes through. Delivery is at-least-once: a handler that
 * throws gets the message again, so handlers must be idempotent (the inbox makes them so).
 */
export interface EventBus {
  publish(messages: BusMessage[]): Promise<void>;
  /** Resolves once the group reads its topics; rejects (subscribing nothing) if the broker cannot be reached. */
  subscribe(group: string, topics: string[], handler: BusHandler): Promise<void>;
  /** The state of a group subscribed through this bus, or null if it was never subscribed. */
  subscriptionState(group: string): SubscriptionState | null;
  close(): Promise<void>;
}

export const EVENT_BUS = Symbol('EVENT_BUS');
