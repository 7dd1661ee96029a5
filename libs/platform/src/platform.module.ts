import { BeforeApplicationShutdown, DynamicModule, Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown, type Provider } from '@nestjs/common';
import { topicOf } from '@cf/contracts';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { ClsPluginTransactional } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsModule } from 'nestjs-cls';
import { DataSource } from 'typeorm';
import { PlatformAuthGuard } from './auth/auth.guard';
import { createSessionRevocations, type SessionRevocations } from './auth/session-revocations';
import { GatewayAttestation } from './auth/gateway-attestation';
import { TokenVerifier } from './auth/token-verifier';
import { EVENT_BUS, type EventBus } from './bus/event-bus';
import { InProcessEventBus } from './bus/in-process-event-bus';
import { KafkaEventBus } from './bus/kafka-event-bus';
import type { PlatformConfig } from './config/platform-config';
import { buildDataSourceOptions, ensureDatabaseExists, type EntityList, type MigrationList } from './database/data-source-options';
import { serializeSqliteTransactions } from './database/sqlite-transactions';
import { Transactions } from './database/transactions';
import { MigrationsDone, prepareSchema, SchemaMismatchError } from './database/schema';
import { Clock } from './time/clock';
import { EnvelopeErrorFilter } from './errors/error-filter';
import { EventConsumers } from './events/event-consumers';
import { HealthController } from './health/health.controller';
import { MetricsController } from './health/metrics.controller';
import { ServiceMetrics } from './health/service-metrics';
import { ParkedEventsController } from './events/parked-events.controller';
import { parkedEventsAdminController } from './events/parked-events-admin.controller';
import { ResponseEnvelopeInterceptor } from './http/response-envelope.interceptor';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor';
import { IdempotencyRecord } from './idempotency/idempotency-record.entity';
import { IdempotencyRecords } from './idempotency/idempotency-records';
import { InboxEventRow } from './inbox/inbox-event.entity';
import { PlatformTables1700000000000 } from './migrations/1700000000000-platform-tables';
import { ParkedEvents1700000000100 } from './migrations/1700000000100-parked-events';
import { ParkedEventRow } from './events/parked-event.entity';
import { ConsumerPositionRow } from './events/consumer-position.entity';
import { ConsumerPositions1700000000200 } from './migrations/1700000000200-consumer-positions';
import { StoredFiles1700000000300 } from './migrations/1700000000300-stored-files';
import { OutboxTraceParent1700000000400 } from './migrations/1700000000400-outbox-trace-parent';
import { DatabaseFileStore, FILE_STORE, FileAreas, type FileStore } from './files/file-store';
import { S3FileStore } from './files/s3-file-store';
import { OutboxChainHead, OutboxEventRow } from './outbox/outbox-event.entity';
import { OutboxRelay } from './outbox/outbox-relay';
import { OutboxService } from './outbox/outbox.service';
import { PLATFORM_CONFIG, SESSION_REVOCATIONS, TOKEN_VERIFIER } from './platform.tokens';


export const KERNEL_ENTITIES = [OutboxEventRow, OutboxChainHead, InboxEventRow, IdempotencyRecord, ParkedEventRow, ConsumerPositionRow];
export const KERNEL_MIGRATIONS = [PlatformTables1700000000000, ParkedEvents1700000000100, ConsumerPositions1700000000200, StoredFiles1700000000300, OutboxTraceParent1700000000400];

export function createEventBus(config: PlatformConfig): EventBus {
  if (config.eventBus === 'inprocess') return InProcessEventBus.shared();
  return new KafkaEventBus({
    clientId: config.serviceName,
    brokers: (config.kafkaBrokers ?? '').split(',').filter(Boolean),
    // A crashed member's partitions go to the restarted one once the broker stops waiting for its
    // heartbeats (KAFKA_SESSION_TIMEOUT_MS, not Kafka's default 30 s): ADR 0025.
    sessionTimeoutMs: config.kafkaSessionTimeoutMs,
    heartbeatIntervalMs: Math.min(1000, Math.floor(config.kafkaSessionTimeoutMs / 3)),
    maxWaitTimeMs: config.nodeEnv === 'test' ? 100 : undefined,
    idempotentProducer: config.kafkaIdempotentProducer,
  });
}

/**
 * Starts the outbox relay with the application and stops it (and the bus) on shutdown. In the
 * embedded mode the outbox is also its topic's durable log on the in-process bus (ADR 0025).
 */
@Injectable()
export class OutboxRelayLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  readonly relay: OutboxRelay;
  private stopNudging: (() => void) | null = null;

  constructor(
    dataSource: DataSource,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(SESSION_REVOCATIONS) private readonly revocations: SessionRevocations,
    private readonly outbox: OutboxService,
  ) {
    this.relay = new OutboxRelay(config.serviceName, dataSource, bus, config.outboxPollMs);
  }

  onApplicationBootstrap(): void {
    if (this.bus instanceof InProcessEventBus) this.bus.attachLog(topicOf(this.config.serviceName), this.relay.log);
    this.relay.start();
    // An event is published as soon as its transaction commits, not at the next poll.
    this.stopNudging = this.outbox.onAppended(() => this.relay.nudge());
  }

  /** Before the database closes: the bus reads no more from this outbox. */
  beforeApplicationShutdown(): void {
    if (this.bus instanceof InProcessEventBus) this.bus.detachLog(topicOf(this.config.serviceName), this.relay.log);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopNudging?.();
    await this.relay.stop();
    if (!(this.bus instanceof InProcessEventBus)) await this.bus.close();
    await this.revocations.close();
  }
}

/**
 * The kernel every service imports once: its database (migrated or checked at start: MIGRATIONS), the outbox and
 * inbox, the event bus, token verification, the error and response envelopes, idempotency, health.
 */
@Global()
@Module({})
export class PlatformModule {
  static forService(config: PlatformConfig, options: { entities: EntityList; migrations: MigrationList; extraProviders?: Provider[] }): DynamicModule {
    const entities = [...KERNEL_ENTITIES, ...(options.entities as unknown[])] as EntityList;
    const migrations = [...KERNEL_MIGRATIONS, ...(options.migrations as unknown[])] as MigrationList;
    return {
      module: PlatformModule,
      imports: [
        DiscoveryModule,
        TypeOrmModule.forRootAsync({
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            serializeSqliteTransactions(dataSource);
            try {
              const ran = await prepareSchema(dataSource, config.serviceName, config.migrations === 'check' ? 'check' : 'run');
              if (config.migrations === 'only') throw new MigrationsDone(ran);
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
          useFactory: async () => {
            await ensureDatabaseExists(config.dbUrl);
            return { ...buildDataSourceOptions(config.dbUrl, entities, migrations), retryAttempts: config.nodeEnv === 'test' ? 0 : 5, retryDelay: 2000, toRetry: (error: unknown) => !(error instanceof SchemaMismatchError || error instanceof MigrationsDone) };
          },
        }),
        // The ambient transaction: repositories and the outbox find the caller's transaction here.
        ClsModule.forRoot({
          global: true,
          plugins: [new ClsPluginTransactional({ adapter: new TransactionalAdapterTypeOrm({ dataSourceToken: getDataSourceToken() }) })],
        }),
      ],
      controllers: [HealthController, MetricsController, ParkedEventsController, ...[parkedEventsAdminController(config.serviceName)].filter((c) => c !== null)],
      providers: [
        { provide: PLATFORM_CONFIG, useValue: config },
        { provide: EVENT_BUS, useFactory: () => createEventBus(config) },
        { provide: SESSION_REVOCATIONS, useFactory: () => createSessionRevocations(config.redisUrl) },
        Transactions,
        { provide: FILE_STORE, inject: [Transactions], useFactory: (transactions: Transactions): FileStore => (config.fileStore === 's3' && config.s3 ? new S3FileStore(config.s3) : new DatabaseFileStore(transactions)) },
        FileAreas,
        ServiceMetrics,
        IdempotencyRecords,
        Clock,
        OutboxService,
        OutboxRelayLifecycle,
        EventConsumers,
        { provide: TOKEN_VERIFIER, inject: [SESSION_REVOCATIONS], useFactory: (revocations: SessionRevocations) => TokenVerifier.fromIdentity(config.identityUrl, revocations, config.authCacheMs, config.gatewayAttestationSecret ? new GatewayAttestation(config.gatewayAttestationSecret) : undefined) },
        { provide: APP_GUARD, useClass: PlatformAuthGuard },
        { provide: APP_FILTER, useClass: EnvelopeErrorFilter },
        // Order matters: idempotency is outermost so it stores and replays the final envelope.
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        { provide: APP_INTERCEPTOR, useClass: ResponseEnvelopeInterceptor },
        ...(options.extraProviders ?? []),
      ],
      exports: [PLATFORM_CONFIG, EVENT_BUS, SESSION_REVOCATIONS, TOKEN_VERIFIER, Transactions, FILE_STORE, FileAreas, ServiceMetrics, IdempotencyRecords, Clock, OutboxService, OutboxRelayLifecycle, EventConsumers],
    };
  }
}
