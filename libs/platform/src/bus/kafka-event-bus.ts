import { Logger } from '@nestjs/common';
import { Kafka, logLevel, type Consumer, type KafkaMessage, type LogEntry, type Producer } from 'kafkajs';
import type { BusHandler, BusMessage, EventBus, GroupLag, SubscribeOptions, SubscriptionState } from './event-bus';

export interface KafkaBusOptions {
  clientId: string;
  brokers: string[];
  /** Short timeouts make tests rebalance in about a second instead of ~30 s. */
  sessionTimeoutMs?: number;
  heartbeatIntervalMs?: number;
  maxWaitTimeMs?: number;
  /**
   * KAFKA_IDEMPOTENT_PRODUCER: the broker drops a retried send's duplicate (kafkajs' idempotent
   * producer, one request in flight). On for a real cluster (k8s); librdkafka's mock cluster used in
   * tests refuses it (ADR 0004). Consumers deduplicate through their inbox either way.
   */
  idempotentProducer?: boolean;
}

interface Subscription {
  group: string;
  topics: string[];
  handler: BusHandler;
  consumer: Consumer | null;
  state: SubscriptionState;
  /** Per `topic[partition]`: the partition's high watermark as last fetched, the last offset handled, the message in hand. */
  partitions: Map<string, { topic: string; highWatermark: number; handled: number; inHand: { offset: number; timestamp: number } | null }>;
  /** Failed attempts per `topic[partition]@offset` (for the pause before the next one). */
  failures: Map<string, number>;
  /** Per `topic[partition]`: the offset after the last handled message, not committed yet. */
  toCommit: Map<string, { topic: string; partition: number; offset: string }>;
  commitTimer: NodeJS.Timeout | null;
}

/**
 * Handled offsets are committed together at most this often (one OffsetCommit request per group
 * instead of one per message: it was a Kafka round trip per event and group). A crash loses at most
 * this window's commits: those messages are delivered again and the inbox drops them (ADR 0004).
 */
const COMMIT_INTERVAL_MS = 100;

/** Partitions of one group handled side by side: a message being retried holds back only its own partition. */
const PARTITIONS_CONCURRENTLY = 8;

/** Longest pause between two attempts of a failing handler. */
const MAX_HANDLER_BACKOFF_MS = 5000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Kafka through kafkajs. Topics are created on first use (the mock cluster used here refuses the
 * admin API); the producer waits for all in-sync replicas, and is idempotent where the cluster allows
 * it (KAFKA_IDEMPOTENT_PRODUCER); consumers deduplicate through the inbox anyway (see docs/adr/0004). Consumer group ids are used
 * exactly as given.
 *
 * A handler that throws gets the same message again after a growing pause: its partition is paused
 * and set back to it, so one partition never skips ahead of a failing event, while the group's
 * other partitions go on (ADR 0024: EventConsumers parks the event once its attempts are spent).
 * Offsets are committed by this class, only past handled messages, every 100 ms (never by kafkajs on its own).
 */
export class KafkaEventBus implements EventBus {
  private readonly logger = new Logger('KafkaEventBus');
  private readonly kafka: Kafka;
  private producer: Promise<Producer> | null = null;
  private readonly subscriptions: Subscription[] = [];
  private closing = false;

  constructor(private readonly options: KafkaBusOptions) {
    const logger = this.logger;
    const recent = new Map<string, number>();
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.ERROR,
      retry: { initialRetryTime: 100, retries: 8, maxRetryTime: 5000 },
      // kafkajs' own messages go to the service's log. They are mostly connection errors that
      // kafkajs retries by itself, so they are warnings, and a repeated one is shown once per 5 s.
      logCreator:
        () =>
        ({ log }: LogEntry) => {
          const line = `kafka: ${log.message}${log.error ? ` (${String(log.error)})` : ''}`;
          const now = Date.now();
          if ((recent.get(line) ?? 0) > now - 5000) return;
          if (recent.size > 100) recent.clear();
          recent.set(line, now);
          logger.warn(line);
        },
    });
  }

  async publish(messages: BusMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const producer = await this.getProducer();
    const byTopic = new Map<string, BusMessage[]>();
    for (const m of messages) byTopic.set(m.topic, [...(byTopic.get(m.topic) ?? []), m]);
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({ topic, messages: list.map((m) => ({ key: m.key, value: m.value, headers: m.headers })) })),
    });
  }

  /** Kafka stores the group's offsets itself (committed after each handled message): checkpoints are not used. */
  async subscribe(group: string, topics: string[], handler: BusHandler, _options?: SubscribeOptions): Promise<void> {
    if (this.closing) throw new Error('the event bus is closed');
    const subscription: Subscription = { group, topics, handler, consumer: null, state: 'connecting', partitions: new Map(), failures: new Map(), toCommit: new Map(), commitTimer: null };
    this.subscriptions.push(subscription);
    try {
      await this.startConsumer(subscription);
    } catch (error) {
      // Nothing half-subscribed stays behind: the caller may try again with the same group.
      const index = this.subscriptions.indexOf(subscription);
      if (index >= 0) this.subscriptions.splice(index, 1);
      await subscription.consumer?.disconnect().catch(() => undefined);
      throw error;
    }
  }

  /** Leaves the group at once (the broker hands its partitions to the others without waiting for the session to time out). */
  async unsubscribe(group: string): Promise<void> {
    const subscription = this.subscriptions.find((s) => s.group === group);
    if (!subscription) return;
    this.subscriptions.splice(this.subscriptions.indexOf(subscription), 1);
    await this.commitHandled(subscription);
    await subscription.consumer?.disconnect().catch((error: Error) => this.logger.warn(`group ${group} did not leave cleanly: ${error.message}`));
  }

  /**
   * From what the consumer has fetched (the mock cluster refuses the admin API, so the broker's
   * offsets are not asked): per topic, messages behind the partitions' high watermarks, and the age
   * of the message in hand if one is being handled.
   */
  async lag(group: string): Promise<GroupLag[]> {
    const subscription = this.subscriptions.find((s) => s.group === group);
    if (!subscription) return [];
    const now = Date.now();
    return subscription.topics.map((topic) => {
      const partitions = [...subscription.partitions.values()].filter((p) => p.topic === topic);
      const pending = partitions.reduce((sum, p) => sum + Math.max(0, p.highWatermark - p.handled - 1), 0);
      const ages = partitions.flatMap((p) => (p.inHand ? [now - p.inHand.timestamp] : []));
      return { group, topic, pending, oldestAgeMs: ages.length ? Math.max(...ages) : null, handling: ages.length > 0 };
    });
  }

  subscriptionState(group: string): SubscriptionState | null {
    return this.subscriptions.find((s) => s.group === group)?.state ?? null;
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled(this.subscriptions.map(async (s) => {
      await this.commitHandled(s);
      await s.consumer?.disconnect();
    }));
    const producer = this.producer;
    this.producer = null;
    if (producer) await producer.then((p) => p.disconnect()).catch((e: Error) => this.logger.warn(e.message));
  }

  private async startConsumer(subscription: Subscription): Promise<void> {
    const sessionTimeout = this.options.sessionTimeoutMs ?? 30000;
    const heartbeatInterval = this.options.heartbeatIntervalMs ?? 3000;
    const consumer = this.kafka.consumer({
      groupId: subscription.group,
      allowAutoTopicCreation: true,
      sessionTimeout,
      heartbeatInterval,
      maxWaitTimeInMs: this.options.maxWaitTimeMs ?? 500,
      rebalanceTimeout: Math.max(sessionTimeout, 3000),
    });
    subscription.consumer = consumer;
    subscription.state = 'connecting';
    const joining = Date.now();
    consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
      if (subscription.state !== 'running') this.logger.log(`group ${subscription.group} joined ${Date.now() - joining} ms after the consumer started (the join itself ${payload.duration} ms)`);
      subscription.state = 'running';
    });
    consumer.on(consumer.events.START_BATCH_PROCESS, ({ payload }) => {
      const key = `${payload.topic}[${payload.partition}]`;
      const partition = subscription.partitions.get(key) ?? { topic: payload.topic, highWatermark: 0, handled: Number(payload.firstOffset) - 1, inHand: null };
      partition.highWatermark = Number(payload.highWatermark);
      subscription.partitions.set(key, partition);
    });
    // Before partitions move to another member, what this one handled is committed (else the next reads it again).
    consumer.on(consumer.events.REBALANCING, () => void this.commitHandled(subscription));
    // kafkajs restarts itself after retriable failures; after a fatal one it would stay stopped.
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      subscription.state = 'connecting';
      if (payload.restart || this.closing) return;
      this.logger.error(`consumer of group ${subscription.group} stopped (${payload.error.message}); starting it again`);
      void consumer
        .disconnect()
        .catch(() => undefined)
        .then(() => sleep(1000))
        .then(() => (this.closing ? undefined : this.startConsumer(subscription)))
        .catch((error: Error) => this.logger.error(`could not restart the consumer of group ${subscription.group}: ${error.message}`));
    });
    await consumer.connect();
    // Closed, or the group unsubscribed (its service stopping) while the consumer was connecting.
    if (this.closing || !this.subscriptions.includes(subscription)) {
      await consumer.disconnect();
      throw new Error('the event bus is closed');
    }
    await consumer.subscribe({ topics: subscription.topics, fromBeginning: true });
    await consumer.run({
      // Offsets are committed here, one handled message at a time: never past a message whose handler failed.
      autoCommit: false,
      partitionsConsumedConcurrently: PARTITIONS_CONCURRENTLY,
      eachMessage: async ({ topic, partition, message, pause }) => {
        const state = subscription.partitions.get(`${topic}[${partition}]`);
        if (state) state.inHand = { offset: Number(message.offset), timestamp: Number(message.timestamp) };
        const handled = await this.deliverOnce(subscription, consumer, topic, partition, message, pause);
        if (state) state.inHand = null;
        if (handled && state) state.handled = Number(message.offset);
      },
    });
  }

  /**
   * Hands one message to the handler. Handled: its offset is committed. Failed: this partition is
   * paused and set back to the message, which is read again after a growing pause, while the
   * group's other partitions and topics go on. (Waiting inside the handler instead would hold them
   * all: kafkajs fetches the next round of every partition of a broker only once the round in hand
   * is done.) EventConsumers counts the attempts and parks the message when they are spent.
   */
  private async deliverOnce(
    subscription: Subscription,
    consumer: Consumer,
    topic: string,
    partition: number,
    message: KafkaMessage,
    pause: () => () => void,
  ): Promise<boolean> {
    const busMessage: BusMessage = { topic, key: message.key?.toString() ?? '', value: message.value?.toString() ?? '' };
    const traceParent = message.headers?.traceparent;
    if (traceParent) busMessage.headers = { traceparent: traceParent.toString() };
    const where = `${topic}[${partition}]@${message.offset}`;
    try {
      await subscription.handler(busMessage);
    } catch (error) {
      const attempt = (subscription.failures.get(where) ?? 0) + 1;
      subscription.failures.set(where, attempt);
      this.logger.warn(`handler of group ${subscription.group} failed on ${where} (attempt ${attempt}), retrying: ${(error as Error).message}`);
      if (this.closing) return false;
      const resume = pause();
      consumer.seek({ topic, partition, offset: message.offset });
      setTimeout(
        () => {
          if (!this.closing) resume();
        },
        Math.min(100 * 2 ** (attempt - 1), MAX_HANDLER_BACKOFF_MS),
      ).unref();
      return false;
    }
    subscription.failures.delete(where);
    // Never past a failed message: only handled ones move the offset, in the partition's order.
    subscription.toCommit.set(`${topic}[${partition}]`, { topic, partition, offset: (BigInt(message.offset) + 1n).toString() });
    subscription.commitTimer ??= setTimeout(() => void this.commitHandled(subscription), COMMIT_INTERVAL_MS);
    return true;
  }

  /** Commits the handled offsets waiting (see COMMIT_INTERVAL_MS). */
  private async commitHandled(subscription: Subscription): Promise<void> {
    if (subscription.commitTimer) clearTimeout(subscription.commitTimer);
    subscription.commitTimer = null;
    const offsets = [...subscription.toCommit.values()];
    subscription.toCommit.clear();
    if (offsets.length === 0 || !subscription.consumer) return;
    try {
      await subscription.consumer.commitOffsets(offsets);
    } catch (error) {
      // Not committed (a rebalance, the broker away): whoever reads the partition next gets it again, and the inbox drops it.
      this.logger.warn(`could not commit ${offsets.length} offset(s) for group ${subscription.group}: ${(error as Error).message}`);
    }
  }

  private getProducer(): Promise<Producer> {
    if (!this.producer) {
      const idempotent = this.options.idempotentProducer === true;
      const producer = this.kafka.producer({ allowAutoTopicCreation: true, idempotent, ...(idempotent ? { maxInFlightRequests: 1 } : {}) });
      this.producer = producer.connect().then(
        () => producer,
        (error: Error) => {
          this.producer = null;
          throw error;
        },
      );
    }
    return this.producer;
  }
}
