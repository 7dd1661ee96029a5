import { Logger } from '@nestjs/common';
import type { BusHandler, BusMessage, ConsumerCheckpoints, EventBus, GroupLag, SubscribeOptions, SubscriptionState } from './event-bus';

/** One message of a topic's log at its position; `at` is when it was written (ms since the epoch). */
export interface LogEntry {
  position: number;
  message: BusMessage;
  at: number;
}

/**
 * A topic's durable log in the embedded mode: its producer's sealed outbox, read by sequence
 * (ADR 0025). The bus reads it whenever a group is behind what the bus holds in memory, above all
 * after a restart.
 */
export interface DurableTopicLog {
  /** Entries after `position`, in order, at most `limit`. */
  readAfter(position: number, limit: number): Promise<LogEntry[]>;
  /** The last position written (0 for an empty log). */
  head(): Promise<number>;
}

interface Topic {
  durable: DurableTopicLog | null;
  /** Positions are the producer's sequences (a durable log was attached): only these are worth storing. */
  sequenced: boolean;
  /** Recent entries with contiguous positions: the whole log of a memory-only topic, a cache of a durable one. */
  entries: LogEntry[];
  head: number;
}

interface Cursor {
  /** The last position handled; null until loaded from the group's checkpoints. */
  position: number | null;
  saved: number;
  draining: Promise<void> | null;
  /** The topic's head when the last read found nothing more: a drain starts again only once the head has moved past it. */
  exhaustedAt: number;
  saveTimer: NodeJS.Timeout | null;
  lastSaveAt: number;
}

interface Group {
  name: string;
  handler: BusHandler;
  checkpoints: ConsumerCheckpoints | null;
  cursors: Map<string, Cursor>;
  closing: boolean;
}

/** Messages read from a log per round. */
const BATCH = 200;
/** Entries of a durable topic kept in memory (the rest are read again from the producer's outbox). */
const CACHE_LIMIT = 10_000;
/** A group's position is stored at most this often while it reads (and at once when it stops). */
const CHECKPOINT_EVERY_MS = 250;
const MAX_RETRY_DELAY_MS = 5000;

/**
 * The embedded mode's bus: one per process, shared by every service started in it (ADR 0025).
 *
 * A topic whose producer runs in this process is backed by that producer's outbox, a durable log
 * ordered by sequence; the bus keeps its recent entries in memory as a cache. Each consumer group
 * stores how far it has read in its own database (`ConsumerCheckpoints`), so after a restart, or a
 * SIGKILL, every group resumes from its stored position and reads what it missed from the outbox:
 * a committed event is never lost, and what is read twice is dropped by the consumers' inbox.
 * A topic with no producer in the process (tests that publish by hand) lives in memory only.
 *
 * Each topic of a group is drained on its own: a message whose handler keeps failing holds back
 * only the later messages of its topic (until the consumer parks it), never the group's other
 * topics. Refused by configuration when services run as separate processes.
 */
export class InProcessEventBus implements EventBus {
  private static sharedInstance: InProcessEventBus | null = null;
  private readonly logger = new Logger('InProcessEventBus');
  private readonly topics = new Map<string, Topic>();
  private readonly groups = new Map<string, Group>();
  private closed = false;

  static shared(): InProcessEventBus {
    if (!this.sharedInstance || this.sharedInstance.closed) this.sharedInstance = new InProcessEventBus();
    return this.sharedInstance;
  }

  /** Backs `topic` with its producer's durable log (the producer calls it when it starts). */
  attachLog(topic: string, log: DurableTopicLog): void {
    const state = this.topic(topic);
    state.durable = log;
    state.sequenced = true;
    void log.head().then(
      (head) => {
        state.head = Math.max(state.head, head);
        this.pumpAll();
      },
      (error: Error) => this.logger.warn(`could not read the head of ${topic}: ${error.message}`),
    );
    this.pumpAll();
  }

  /** The producer stops: later reads of `topic` come from what is cached. */
  detachLog(topic: string, log: DurableTopicLog): void {
    const state = this.topics.get(topic);
    if (state?.durable === log) state.durable = null;
  }

  async publish(messages: BusMessage[]): Promise<void> {
    const now = Date.now();
    for (const message of messages) {
      const topic = this.topic(message.topic);
      const position = message.position ?? topic.head + 1;
      const last = topic.entries.at(-1);
      if (last && position <= last.position) continue; // republished after a crash between publishing and marking
      if (last && position !== last.position + 1) topic.entries = []; // a gap: the durable log fills it
      topic.entries.push({ position, message, at: now });
      topic.head = Math.max(topic.head, position);
      if (topic.sequenced && topic.entries.length > CACHE_LIMIT + 1000) topic.entries.splice(0, topic.entries.length - CACHE_LIMIT);
    }
    this.pumpAll();
  }

  async subscribe(groupName: string, topics: string[], handler: BusHandler, options: SubscribeOptions = {}): Promise<void> {
    const group: Group = this.groups.get(groupName) ?? { name: groupName, handler, checkpoints: null, cursors: new Map(), closing: false };
    group.handler = handler;
    group.checkpoints = options.checkpoints ?? group.checkpoints;
    for (const topic of topics) {
      this.topic(topic);
      if (!group.cursors.has(topic)) group.cursors.set(topic, { position: null, saved: 0, draining: null, exhaustedAt: -1, saveTimer: null, lastSaveAt: 0 });
    }
    this.groups.set(groupName, group);
    this.pump(group);
  }

  /** The handler in hand finishes, the group's positions are stored, and it receives nothing more. */
  async unsubscribe(groupName: string): Promise<void> {
    const group = this.groups.get(groupName);
    if (!group) return;
    group.closing = true;
    await Promise.all([...group.cursors.values()].map((cursor) => cursor.draining));
    await Promise.all([...group.cursors.keys()].map((topic) => this.saveCheckpoint(group, topic)));
    if (this.groups.get(groupName) === group) this.groups.delete(groupName);
  }

  /** Per group and topic: messages not yet handled, and whether a handler is at work (for tests that wait for quiet). */
  backlog(): Array<{ group: string; topic: string; pending: number; handling: boolean }> {
    const rows: Array<{ group: string; topic: string; pending: number; handling: boolean }> = [];
    for (const group of this.groups.values()) {
      for (const row of this.lagOf(group)) rows.push({ group: row.group, topic: row.topic, pending: row.pending, handling: row.handling });
    }
    return rows;
  }

  async lag(groupName: string): Promise<GroupLag[]> {
    const group = this.groups.get(groupName);
    return group ? this.lagOf(group) : [];
  }

  subscriptionState(groupName: string): SubscriptionState | null {
    return this.groups.has(groupName) ? 'running' : null;
  }

  /** Every group finishes the handler in hand and stores its positions. */
  async close(): Promise<void> {
    if (this.closed) return;
    await Promise.all([...this.groups.keys()].map((name) => this.unsubscribe(name)));
    this.closed = true;
    this.groups.clear();
  }

  private topic(name: string): Topic {
    let topic = this.topics.get(name);
    if (!topic) {
      topic = { durable: null, sequenced: false, entries: [], head: 0 };
      this.topics.set(name, topic);
    }
    return topic;
  }

  private lagOf(group: Group): GroupLag[] {
    const now = Date.now();
    return [...group.cursors].map(([name, cursor]) => {
      const topic = this.topic(name);
      const position = cursor.position ?? cursor.saved;
      const pending = Math.max(0, topic.head - position);
      const next = pending > 0 ? this.cached(topic, position + 1) : null;
      return { group: group.name, topic: name, pending, oldestAgeMs: next ? Math.max(0, now - next.at) : null, handling: cursor.draining !== null };
    });
  }

  private cached(topic: Topic, position: number): LogEntry | null {
    const first = topic.entries[0];
    if (!first || position < first.position) return null;
    return topic.entries[position - first.position] ?? null;
  }

  private pumpAll(): void {
    for (const group of this.groups.values()) this.pump(group);
  }

  private pump(group: Group): void {
    if (this.closed || group.closing) return;
    for (const [name, cursor] of group.cursors) {
      if (cursor.draining) continue;
      const topic = this.topic(name);
      if (cursor.position !== null && (cursor.position >= topic.head || topic.head <= cursor.exhaustedAt)) continue;
      cursor.draining = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => this.drain(group, name, cursor))
        .catch((error: Error) => this.logger.error(`group ${group.name} stopped reading ${name}: ${error.message}`))
        .finally(() => {
          cursor.draining = null;
          if (!group.closing && cursor.position !== null && cursor.position < topic.head && topic.head > cursor.exhaustedAt) this.pump(group);
        });
    }
  }

  private async drain(group: Group, name: string, cursor: Cursor): Promise<void> {
    const topic = this.topic(name);
    if (cursor.position === null) {
      // Only sequenced topics are ever stored, so a stored position is always a sequence.
      const stored = group.checkpoints ? await this.retrying(group, () => group.checkpoints!.load(group.name, name)) : 0;
      if (stored === undefined) return;
      cursor.position = stored ?? 0;
      cursor.saved = cursor.position;
    }
    for (;;) {
      if (group.closing) return;
      const head = topic.head;
      const batch = await this.retrying(group, () => this.read(topic, cursor.position!));
      if (!batch) return;
      if (batch.length === 0) {
        cursor.exhaustedAt = head;
        break;
      }
      for (const entry of batch) {
        if (!(await this.deliver(group, entry))) return;
        cursor.position = entry.position;
      }
      this.checkpointSoon(group, name, cursor);
    }
    this.checkpointSoon(group, name, cursor);
  }

  private async read(topic: Topic, after: number): Promise<LogEntry[]> {
    const first = topic.entries[0];
    if (first && first.position <= after + 1 && after < topic.entries.at(-1)!.position) {
      const start = after + 1 - first.position;
      return topic.entries.slice(start, start + BATCH);
    }
    if (!topic.durable) return [];
    const entries = await topic.durable.readAfter(after, BATCH);
    if (entries.length > 0) topic.head = Math.max(topic.head, entries.at(-1)!.position);
    return entries;
  }

  /** Runs the handler until it succeeds (at-least-once, growing delay); false if the group stops first. */
  private async deliver(group: Group, entry: LogEntry): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      if (group.closing) return false;
      try {
        await group.handler(entry.message);
        return true;
      } catch (error) {
        this.logger.warn(`handler of ${group.name} failed on ${entry.message.topic}@${entry.position} (attempt ${attempt}), retrying: ${(error as Error).message}`);
        await this.pause(group, Math.min(50 * 2 ** attempt, MAX_RETRY_DELAY_MS));
      }
    }
  }

  /** Runs a read of the log or of the checkpoints until it answers (the database may be briefly away); undefined if the group stops. */
  private async retrying<T>(group: Group, read: () => Promise<T>): Promise<T | undefined> {
    for (let attempt = 1; ; attempt++) {
      if (group.closing) return undefined;
      try {
        return await read();
      } catch (error) {
        this.logger.warn(`group ${group.name} could not read its log (attempt ${attempt}): ${(error as Error).message}`);
        await this.pause(group, Math.min(100 * 2 ** attempt, MAX_RETRY_DELAY_MS));
      }
    }
  }

  private async pause(group: Group, ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (!group.closing && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, Math.min(50, until - Date.now())));
  }

  /** Stores the position now if the last store is old enough, else a little later (one write per group and topic per period). */
  private checkpointSoon(group: Group, name: string, cursor: Cursor): void {
    if (!group.checkpoints || cursor.position === null || cursor.position === cursor.saved || cursor.saveTimer) return;
    const wait = Math.max(0, cursor.lastSaveAt + CHECKPOINT_EVERY_MS - Date.now());
    cursor.saveTimer = setTimeout(() => {
      cursor.saveTimer = null;
      void this.saveCheckpoint(group, name);
    }, wait);
  }

  private async saveCheckpoint(group: Group, name: string): Promise<void> {
    const cursor = group.cursors.get(name);
    if (!cursor || !group.checkpoints || cursor.position === null) return;
    if (cursor.saveTimer) clearTimeout(cursor.saveTimer);
    cursor.saveTimer = null;
    if (cursor.position === cursor.saved || !this.topic(name).sequenced) return;
    const position = cursor.position;
    cursor.lastSaveAt = Date.now();
    try {
      await group.checkpoints.save(group.name, name, position);
      cursor.saved = Math.max(cursor.saved, position);
    } catch (error) {
      // Not stored: a restart reads these events again and the inbox drops them.
      this.logger.warn(`could not store the position of ${group.name} on ${name}: ${(error as Error).message}`);
    }
  }
}
