import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { DataSource, type EntityManager } from 'typeorm';
import { eventEnvelopeSchema, isLanguage, topicOf, DEFAULT_LANGUAGE, type EventContract, type EventEnvelope } from '@cf/contracts';
import { EVENT_BUS, type BusMessage, type EventBus } from '../bus/event-bus';
import { runWithContext } from '../context/request-context';
import { Transactions } from '../database/transactions';
import { isUniqueViolation } from '../errors/unique-violation';
import { InboxEventRow } from '../inbox/inbox-event.entity';
import { PLATFORM_CONFIG } from '../platform.tokens';
import type { PlatformConfig } from '../config/platform-config';
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

/** Finds every @OnEvent method, subscribes the service's consumer group and dispatches events. */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap {
  private readonly logger = new Logger('EventConsumers');
  private readonly registrations = new Map<string, Registration[]>();

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
    if (topics.length > 0) await this.bus.subscribe(`${this.config.serviceName}-consumers`, topics, (m) => this.dispatch(m));
  }

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
        this.logger.error(`event ${envelope.id} (${envelope.type}) does not match its contract; skipped by ${registration.consumer}`);
        continue;
      }
      const language = (envelope.data as { language?: unknown }).language;
      await runWithContext(
        { correlationId: envelope.correlationId, causationId: envelope.id, actorId: envelope.actorId, language: isLanguage(language) ? language : DEFAULT_LANGUAGE },
        () => consumeOnce(this.transactions, this.dataSource, registration.consumer, { ...envelope, data: data.data as Record<string, unknown> }, registration.handle),
      );
    }
  }
}
