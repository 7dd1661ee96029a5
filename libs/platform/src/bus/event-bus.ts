/** A message on the bus: the key is the aggregate id, so per-aggregate order holds. */
export interface BusMessage {
  topic: string;
  key: string;
  value: string;
  /**
   * The event's place in its producer's log (the outbox sequence), when the producer knows it: the
   * embedded log keys its cache and the consumers' stored positions by it. Kafka keeps its own offsets.
   */
  position?: number;
  /** Message headers outside the signed envelope: the W3C `traceparent` of the span that wrote the event. */
  headers?: Record<string, string>;
}

export type BusHandler = (message: BusMessage) => Promise<void>;

/** A group's consumer reads its topics ('running') or is (re)joining the broker ('connecting'). */
export type SubscriptionState = 'connecting' | 'running';

/**
 * Where a consumer group's position in each topic is stored between runs (the embedded log; Kafka
 * stores committed offsets itself). Positions are event sequences: the group has handled every
 * event up to and including it.
 */
export interface ConsumerCheckpoints {
  load(group: string, topic: string): Promise<number | null>;
  save(group: string, topic: string, position: number): Promise<void>;
}

export interface SubscribeOptions {
  checkpoints?: ConsumerCheckpoints;
}

/** How far a group is behind on one topic: messages not handled yet, and the age of the oldest of them. */
export interface GroupLag {
  group: string;
  topic: string;
  pending: number;
  /** Milliseconds since the oldest unhandled message was written; null when none is pending or it is not known. */
  oldestAgeMs: number | null;
  handling: boolean;
}

/**
 * The port every service publishes and consumes through. Delivery is at-least-once: a handler that
 * throws gets the message again, so handlers must be idempotent (the inbox makes them so).
 */
export interface EventBus {
  publish(messages: BusMessage[]): Promise<void>;
  /** Resolves once the group reads its topics; rejects (subscribing nothing) if the broker cannot be reached. */
  subscribe(group: string, topics: string[], handler: BusHandler, options?: SubscribeOptions): Promise<void>;
  /** Stops the group cleanly: the handler in hand finishes, positions are stored, the group leaves. */
  unsubscribe(group: string): Promise<void>;
  /** The state of a group subscribed through this bus, or null if it was never subscribed. */
  subscriptionState(group: string): SubscriptionState | null;
  /** Per topic of the group, how far it is behind (empty when the bus cannot tell). */
  lag(group: string): Promise<GroupLag[]>;
  close(): Promise<void>;
}

export const EVENT_BUS = Symbol('EVENT_BUS');
