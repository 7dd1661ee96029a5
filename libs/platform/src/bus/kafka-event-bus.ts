import { Logger } from '@nestjs/common';
import { Kafka, logLevel, type Consumer, type Producer } from 'kafkajs';
import type { BusHandler, BusMessage, EventBus } from './event-bus';

export interface KafkaBusOptions {
  clientId: string;
  brokers: string[];
  /** Short timeouts make tests rebalance in about a second instead of ~30 s. */
  sessionTimeoutMs?: number;
  heartbeatIntervalMs?: number;
  maxWaitTimeMs?: number;
}

/**
 * Kafka through kafkajs. Topics are created on first use (the mock cluster used here refuses the
 * admin API); the producer waits for all in-sync replicas. Not idempotent at the producer level:
 * consumers deduplicate through the inbox instead (see docs/adr/0004).
 */
export class KafkaEventBus implements EventBus {
  private readonly logger = new Logger('KafkaEventBus');
  private readonly kafka: Kafka;
  private producer: Producer | null = null;
  private readonly consumers: Consumer[] = [];

  constructor(private readonly options: KafkaBusOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.ERROR,
      retry: { initialRetryTime: 100, retries: 8 },
    });
  }

  async publish(messages: BusMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const producer = await this.getProducer();
    const byTopic = new Map<string, BusMessage[]>();
    for (const m of messages) byTopic.set(m.topic, [...(byTopic.get(m.topic) ?? []), m]);
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({ topic, messages: list.map((m) => ({ key: m.key, value: m.value })) })),
    });
  }

  async subscribe(group: string, topics: string[], handler: BusHandler): Promise<void> {
    const consumer = this.kafka.consumer({
      groupId: group,
      allowAutoTopicCreation: true,
      sessionTimeout: this.options.sessionTimeoutMs ?? 30000,
      heartbeatInterval: this.options.heartbeatIntervalMs ?? 3000,
      maxWaitTimeInMs: this.options.maxWaitTimeMs ?? 500,
      rebalanceTimeout: Math.max(this.options.sessionTimeoutMs ?? 30000, 6000),
    });
    await consumer.connect();
    for (const topic of topics) await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ topic, message }) => {
        // A throw makes kafkajs seek back and deliver the message again (at-least-once).
        await handler({ topic, key: message.key?.toString() ?? '', value: message.value?.toString() ?? '' });
      },
    });
    this.consumers.push(consumer);
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.consumers.map((c) => c.disconnect()));
    if (this.producer) await this.producer.disconnect().catch((e: Error) => this.logger.warn(e.message));
  }

  private async getProducer(): Promise<Producer> {
    if (!this.producer) {
      const producer = this.kafka.producer({ allowAutoTopicCreation: true, idempotent: false });
      await producer.connect();
      this.producer = producer;
    }
    return this.producer;
  }
}
