import { Logger } from '@nestjs/common';
import type { BusHandler, BusMessage, EventBus, SubscriptionState } from './event-bus';

interface Group {
  handler: BusHandler;
  topics: Set<string>;
  /** Next offset to deliver, per topic. */
  offsets: Map<string, number>;
  /** Topics whose drain is under way: each topic of a group advances on its own, as Kafka's partitions do. */
  draining: Set<string>;
}

/**
 * The embedded mode's bus: one per process, shared by every service started in it. It keeps a log
 * per topic like Kafka does, so a group that subscribes late still reads from the beginning, and it
 * retries a failing handler (at-least-once) with a growing delay. Each topic of a group is drained
 * on its own: a message whose handler keeps failing holds back only the later messages of its topic
 * (until the consumer parks it), never the group's other topics. Refused by configuration when
 * services run as separate processes.
 */
export class InProcessEventBus implements EventBus {
  private static sharedInstance: InProcessEventBus | null = null;
  private readonly logger = new Logger('InProcessEventBus');
  private readonly logs = new Map<string, { base: number; messages: BusMessage[] }>();
  private readonly groups = new Map<string, Group>();
  private closed = false;

  static shared(): InProcessEventBus {
    if (!this.sharedInstance || this.sharedInstance.closed) this.sharedInstance = new InProcessEventBus();
    return this.sharedInstance;
  }

  async publish(messages: BusMessage[]): Promise<void> {
    for (const message of messages) {
      const log = this.logs.get(message.topic) ?? { base: 0, messages: [] };
      log.messages.push(message);
      this.logs.set(message.topic, log);
    }
    for (const group of this.groups.values()) this.pump(group);
  }

  async subscribe(groupName: string, topics: string[], handler: BusHandler): Promise<void> {
    const group: Group = this.groups.get(groupName) ?? { handler, topics: new Set(), offsets: new Map(), draining: new Set() };
    group.handler = handler;
    for (const topic of topics) {
      group.topics.add(topic);
      if (!group.offsets.has(topic)) group.offsets.set(topic, 0);
    }
    this.groups.set(groupName, group);
    this.pump(group);
  }

  /** Per group and topic: messages not yet handled, and whether a handler is at work (lag, for readiness and tests). */
  backlog(): Array<{ group: string; topic: string; pending: number; handling: boolean }> {
    const rows: Array<{ group: string; topic: string; pending: number; handling: boolean }> = [];
    for (const [name, group] of this.groups) {
      for (const topic of group.topics) {
        const log = this.logs.get(topic);
        const end = log ? log.base + log.messages.length : 0;
        rows.push({ group: name, topic, pending: end - (group.offsets.get(topic) ?? 0), handling: group.draining.has(topic) });
      }
    }
    return rows;
  }

  subscriptionState(groupName: string): SubscriptionState | null {
    return this.groups.has(groupName) ? 'running' : null;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.groups.clear();
  }

  private pump(group: Group): void {
    if (this.closed) return;
    for (const topic of group.topics) {
      if (group.draining.has(topic) || !this.nextFor(group, topic)) continue;
      group.draining.add(topic);
      setImmediate(() => void this.drain(group, topic));
    }
  }

  private async drain(group: Group, topic: string): Promise<void> {
    let attempt = 0;
    try {
      for (;;) {
        if (this.closed) return;
        const next = this.nextFor(group, topic);
        if (!next) return;
        try {
          await group.handler(next.message);
          group.offsets.set(topic, next.offset + 1);
          attempt = 0;
          this.trim(topic);
        } catch (error) {
          attempt += 1;
          this.logger.warn(`handler failed on ${topic} (attempt ${attempt}), retrying: ${(error as Error).message}`);
          await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** attempt, 5000)));
        }
      }
    } finally {
      group.draining.delete(topic);
      if (this.nextFor(group, topic)) this.pump(group);
    }
  }

  private nextFor(group: Group, topic: string): { message: BusMessage; offset: number } | null {
    const log = this.logs.get(topic);
    const offset = group.offsets.get(topic) ?? 0;
    if (log && offset < log.base + log.messages.length) return { message: log.messages[offset - log.base], offset };
    return null;
  }

  /** Drops messages every subscribed group has read, so a long-running process does not grow. */
  private trim(topic: string): void {
    const log = this.logs.get(topic);
    if (!log) return;
    let min = Infinity;
    for (const group of this.groups.values()) if (group.topics.has(topic)) min = Math.min(min, group.offsets.get(topic) ?? 0);
    const drop = Math.min(min, log.base + log.messages.length) - log.base;
    if (drop > 1000) {
      log.messages.splice(0, drop);
      log.base += drop;
    }
  }
}
