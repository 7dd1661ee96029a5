import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { eventEnvelopeSchema, isLanguage, topicOf, DEFAULT_LANGUAGE, type EventContract, type EventEnvelope } from '@cf/contracts';
import { EVENT_BUS, type BusMessage, type EventBus, type GroupLag } from '../bus/event-bus';
import { ConsumerPositions } from './consumer-positions';
import { runWithContext } from '../context/request-context';
import { contextFromHeaders, endSpan, SpanKind, startSpan, withSpan } from '../tracing/tracing';
import { Transactions } from '../database/transactions';
import { isUniqueViolation } from '../errors/unique-violation';
import { InboxEventRow } from '../inbox/inbox-event.entity';
import { PLATFORM_CONFIG } from '../platform.tokens';
import type { PlatformConfig } from '../config/platform-config';
import { newId } from '../database/ids';
import { failureKind, HANDLER_ATTEMPTS, handlerFailures, UnprocessableEvent, type ParkReason } from './handler-failures';
import { ParkedEventRow } from './parked-event.entity';
import { ON_EVENT_METADATA } from './on-event.decorator';

/** `manager` is the ambient transaction's; consumers on the ambient transaction ignore it. */
type Handler = (event: EventEnvelope, manager: EntityManager) => Promise<void>;
interface Registration {
  consumer: string;
  contract: EventContract;
  handle: Handler;
}

/**
 * Runs one handler for one event at most once: the inbox row and the effects commit together, in
 * the ambient transaction that the handler's repositories and outbox appends join.
 */
export async function consumeOnce(transactions: Transactions, dataSource: DataSource, consumer: string, event: EventEnvelope, handle: Handler): Promise<boolean> {
  try {
    return await transactions.run(async () => {
      const manager = transactions.manager;
      const seen = await manager.findOneBy(InboxEventRow, { consumer, eventId: event.id });
      if (seen) return false;
      await manager.insert(InboxEventRow, { consumer, eventId: event.id, eventType: event.type, processedAt: new Date().toISOString() });
      await handle(event, manager);
      return true;
    });
  } catch (error) {
    // Two deliveries raced: the other one committed the inbox row and the effects.
    if (isUniqueViolation(error) && (await dataSource.getRepository(InboxEventRow).existsBy({ consumer, eventId: event.id }))) return false;
    throw error;
  }
}

/** What readiness reports about consuming: 'none' for a service that consumes nothing. */
export type ConsumerHealth = 'none' | 'connecting' | 'running';

/** Longest pause between two attempts to join the broker. */
const MAX_SUBSCRIBE_BACKOFF_MS = 30_000;

/**
 * Finds every @OnEvent method, subscribes the service's consumer group and dispatches events.
 *
 * Subscribing happens in the background, retried with back-off for as long as the service runs:
 * the HTTP port opens as soon as the database is ready (a Kafka group join takes seconds, and up to
 * the session timeout after a crash), and a service started while the broker is down keeps serving
 * and starts consuming when the broker comes back. Readiness reports the consumer's state.
 */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('EventConsumers');
  private readonly registrations = new Map<string, Registration[]>();
  private group: string | null = null;
  private stopped = false;
  private wakeUp: (() => void) | null = null;
  /** Failed attempts per (handler, event) in this process: the bus redelivers, this decides when to park. */
  private readonly attempts = new Map<string, number>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const contract = Reflect.getMetadata(ON_EVENT_METADATA, (instance as Record<string, object>)[method]) as EventContract | undefined;
        if (!contract) continue;
        const key = `${contract.type}@${contract.version}`;
        const list = this.registrations.get(key) ?? [];
        list.push({ consumer: `${this.config.serviceName}.${prototype.constructor.name}.${method}`, contract, handle: (instance[method] as Handler).bind(instance) });
        this.registrations.set(key, list);
      }
    }
    const topics = [...new Set([...this.registrations.values()].flat().map((r) => topicOf(r.contract.source)))];
    if (topics.length === 0) return;
    this.group = `${this.config.serviceName}-consumers`;
    void this.subscribeUntilJoined(this.group, topics);
  }

  /** Before the database closes: the handler in hand finishes and the group's positions are stored. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    if (this.group) await this.bus.unsubscribe(this.group);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    this.wakeUp?.();
  }

  /** Per topic, how far this service's consumer group is behind (empty for a service that consumes nothing). */
  async lag(): Promise<GroupLag[]> {
    return this.group ? this.bus.lag(this.group) : [];
  }

  health(): ConsumerHealth {
    if (!this.group) return 'none';
    return this.bus.subscriptionState(this.group) ?? 'connecting';
  }

  private async subscribeUntilJoined(group: string, topics: string[]): Promise<void> {
    for (let attempt = 1; !this.stopped; attempt++) {
      try {
        await this.bus.subscribe(group, topics, (m) => this.dispatch(m), { checkpoints: new ConsumerPositions(this.dataSource) });
        if (attempt > 1) this.logger.log(`consumer group ${group} joined after ${attempt} attempts`);
        return;
      } catch (error) {
        if (this.stopped) return;
        const wait = Math.min(1000 * 2 ** (attempt - 1), MAX_SUBSCRIBE_BACKOFF_MS);
        this.logger.warn(`consumer group ${group} could not join the broker (attempt ${attempt}, next in ${wait} ms): ${(error as Error).message}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = null;
      }
    }
  }

  /**
   * Hands one message to every handler registered for its type. A handler that fails is retried by
   * the bus (the error propagates) until its attempts for this kind of failure are spent
   * (HANDLER_ATTEMPTS), or at once for an event that can never pass: then the event is parked for
   * that handler (parked_events, an error log) and dispatch returns, so its consumer group goes on.
   */
  async dispatch(message: BusMessage): Promise<void> {
    let envelope: EventEnvelope;
    try {
      envelope = eventEnvelopeSchema.parse(JSON.parse(message.value)) as EventEnvelope;
    } catch (error) {
      this.logger.error(`dropping a malformed message on ${message.topic}: ${(error as Error).message}`);
      return;
    }
    const registrations = this.registrations.get(`${envelope.type}@${envelope.version}`) ?? [];
    for (const registration of registrations) {
      const data = registration.contract.schema.safeParse(envelope.data);
      if (!data.success) {
        const error = new UnprocessableEvent(`its data does not match ${envelope.type}@${envelope.version}: ${data.error.message}`);
        await this.park(registration.consumer, message.topic, envelope, 'contract', error, 1);
        continue;
      }
      const failed = await this.handle(registration, { ...envelope, data: data.data as Record<string, unknown> }, message).then(
        () => null,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      );
      const key = `${registration.consumer}|${envelope.id}`;
      if (!failed) {
        this.attempts.delete(key);
        continue;
      }
      const attempt = (this.attempts.get(key) ?? 0) + 1;
      this.attempts.set(key, attempt);
      const kind = failureKind(failed);
      if (kind === 'unprocessable' || attempt >= HANDLER_ATTEMPTS[kind]) {
        this.attempts.delete(key);
        await this.park(registration.consumer, message.topic, envelope, kind === 'unprocessable' ? 'unprocessable' : 'retries', failed, attempt);
        continue;
      }
      handlerFailures.report({ service: this.config.serviceName, group: this.groupName(), consumer: registration.consumer, eventType: envelope.type, eventId: envelope.id, error: failed, attempt });
      throw failed;
    }
  }

  private async handle(registration: Registration, envelope: EventEnvelope, message: Pick<BusMessage, 'topic' | 'headers'>): Promise<boolean> {
    const language = (envelope.data as { language?: unknown }).language;
    // A CONSUMER span continuing the trace of the span that wrote the event (its outbox row's traceparent).
    const span = startSpan(this.config.serviceName, `${envelope.type} process`, SpanKind.CONSUMER, contextFromHeaders(message.headers), {
      'messaging.destination.name': message.topic,
      'messaging.message.id': envelope.id,
      'cf.consumer': registration.consumer,
    });
    try {
      const handled = await withSpan(span, () =>
        runWithContext({ correlationId: envelope.correlationId, causationId: envelope.id, actorId: envelope.actorId, language: isLanguage(language) ? language : DEFAULT_LANGUAGE }, () =>
          consumeOnce(this.transactions, this.dataSource, registration.consumer, envelope, registration.handle),
        ),
      );
      endSpan(span);
      return handled;
    } catch (error) {
      endSpan(span, { error });
      throw error;
    }
  }

  private groupName(): string {
    return this.group ?? `${this.config.serviceName}-consumers`;
  }

  /** Parks `envelope` for one handler (again, if it was parked and replayed before). Throws only if the database refuses: the bus then retries the message. */
  private async park(consumer: string, topic: string, envelope: EventEnvelope, reason: ParkReason, error: Error, attempts: number): Promise<void> {
    const { data, ...rest } = envelope;
    const row: ParkedEventRow = {
      id: newId(),
      consumer,
      eventId: envelope.id,
      eventType: envelope.type,
      topic,
      envelope: JSON.stringify(rest),
      data: JSON.stringify(data),
      reason,
      error: error.message.slice(0, 1000),
      attempts,
      parkedAt: new Date().toISOString(),
      replayedAt: null,
    };
    const repository = this.dataSource.getRepository(ParkedEventRow);
    const updated = await repository.update({ consumer, eventId: envelope.id }, { reason, error: row.error, attempts, parkedAt: row.parkedAt, replayedAt: null });
    if (!updated.affected) {
      await repository.insert(row).catch(async (insertError: unknown) => {
        // Two deliveries parked it at once: the other row stands.
        if (!(isUniqueViolation(insertError) && (await repository.existsBy({ consumer, eventId: envelope.id })))) throw insertError;
      });
    }
    handlerFailures.report({ service: this.config.serviceName, group: this.groupName(), consumer, eventType: envelope.type, eventId: envelope.id, error, attempt: attempts, parked: reason });
  }

  /** How many events are parked and not replayed (readiness reports it; the query also checks the database answers). */
  async parkedCount(): Promise<number> {
    return this.dataSource.getRepository(ParkedEventRow).countBy({ replayedAt: IsNull() });
  }

  /** Parked events not replayed yet, oldest first. */
  async parked(limit = 100): Promise<ParkedEventRow[]> {
    return this.dataSource.getRepository(ParkedEventRow).find({ where: { replayedAt: IsNull() }, order: { parkedAt: 'ASC' }, take: limit });
  }

  /**
   * Runs a parked event's handler again (after a fix): once it passes (or the inbox shows it already
   * did), the row is marked replayed. Answers the outcome; a failure leaves it parked with the new error.
   */
  async replay(parkedId: string): Promise<{ outcome: 'replayed' | 'already-replayed' | 'failed' | 'not-found'; error?: string }> {
    const repository = this.dataSource.getRepository(ParkedEventRow);
    const row = await repository.findOneBy({ id: parkedId });
    if (!row) return { outcome: 'not-found' };
    if (row.replayedAt) return { outcome: 'already-replayed' };
    const envelope = { ...(JSON.parse(row.envelope) as Omit<EventEnvelope, 'data'>), data: JSON.parse(row.data) as Record<string, unknown> } as EventEnvelope;
    const registration = (this.registrations.get(`${envelope.type}@${envelope.version}`) ?? []).find((r) => r.consumer === row.consumer);
    if (!registration) return { outcome: 'failed', error: `no handler ${row.consumer} for ${envelope.type}@${envelope.version} in this service` };
    try {
      const data = registration.contract.schema.parse(envelope.data) as Record<string, unknown>;
      // An administrator's replay starts a trace of its own.
      await this.handle(registration, { ...envelope, data }, { topic: row.topic });
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      await repository.update({ id: row.id }, { error: message.slice(0, 1000), attempts: row.attempts + 1 });
      return { outcome: 'failed', error: message };
    }
    await repository.update({ id: row.id, replayedAt: IsNull() }, { replayedAt: new Date().toISOString() });
    return { outcome: 'replayed' };
  }
}
