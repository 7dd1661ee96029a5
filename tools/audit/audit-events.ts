/**
 * The auditor's command: reads one service's event stream — its outbox table, or its Kafka topic —
 * and proves it complete and untampered by verifying the SHA-256 hash chain, then checks every event
 * against its published contract. Exit code 0: no problem; 1: problems found; 2: could not audit.
 *
 *   npm run audit:events -- --outbox --db mysql://root@127.0.0.1:3306/cf_identity --service identity
 *   npm run audit:events -- --outbox --db sqlite:data/identity.sqlite --service identity --json
 *   npm run audit:events -- --kafka 127.0.0.1:9092 --topic identity.events --from-beginning
 *   npm run audit:events -- --kafka 127.0.0.1:9092 --topic identity.events --from-beginning --follow
 *
 * See tools/audit/README.md.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { DataSource } from 'typeorm';
import { EVENT_CONTRACTS, eventEnvelopeSchema, type EventContract, type EventEnvelope } from '@cf/contracts';
import { buildDataSourceOptions, parseDbUrl, GENESIS_HASH, verifyEventChain } from '@cf/platform';

export type ProblemKind =
  | 'hash-mismatch'
  | 'broken-link'
  | 'sequence-gap'
  | 'conflicting-duplicate'
  | 'invalid-envelope'
  | 'wrong-source'
  | 'unknown-contract'
  | 'invalid-data'
  | 'head-mismatch';

export interface AuditProblem {
  sequence: number | null;
  eventId: string | null;
  problem: ProblemKind;
  detail: string;
}

export interface AuditReport {
  ok: boolean;
  /** The service whose chain this is (the envelope's `source`). */
  service: string;
  /** Where the events were read: `outbox <db>` or `kafka <topic>`. */
  origin: string;
  /** Distinct sealed events read. */
  events: number;
  firstSequence: number | null;
  lastSequence: number | null;
  headHash: string | null;
  /** Whether the chain was checked from the first event (genesis) or from the first event seen. */
  fromGenesis: boolean;
  /** Outbox only: rows written but not yet sealed by the relay (normal while a service runs). */
  pending?: number;
  /** Outbox only: sealed rows the relay has not marked published yet. */
  unpublished?: number;
  /** Kafka only: identical copies of an event (at-least-once delivery; harmless). */
  duplicates?: number;
  problems: AuditProblem[];
}

const PROBLEM_TEXT: Record<ProblemKind, string> = {
  'hash-mismatch': "the stored hash does not match the event's content (altered after sealing)",
  'broken-link': "prevHash is not the previous event's hash (an event was removed, inserted or reordered)",
  'sequence-gap': 'the sequence does not follow the previous event (missing events)',
  'conflicting-duplicate': 'two different events claim the same sequence (forked or forged chain)',
  'invalid-envelope': 'the message is not a valid event envelope',
  'wrong-source': 'the event was published by another service than this stream belongs to',
  'unknown-contract': 'no published contract has this type and version',
  'invalid-data': "the payload does not match its contract's schema",
  'head-mismatch': "the chain head recorded by the service does not match the stream's last event (events missing at the end)",
};

/** Ways a row or message can be turned into an envelope, or a reason why not. */
type Parsed = { ok: true; envelope: EventEnvelope } | { ok: false; sequence: number | null; eventId: string | null; detail: string };

/**
 * Verifies a set of envelopes of one service: chain (sequence, links, hashes) in sequence order and
 * each event against its contract. Identical copies are counted as duplicates, not problems.
 */
export function auditEnvelopes(
  input: { service: string; origin: string; envelopes: EventEnvelope[]; fromGenesis?: boolean; extraProblems?: AuditProblem[] },
  contracts: ReadonlyMap<string, EventContract> = EVENT_CONTRACTS,
): AuditReport {
  const problems: AuditProblem[] = [...(input.extraProblems ?? [])];
  const bySequence = new Map<number, EventEnvelope>();
  let duplicates = 0;
  for (const envelope of input.envelopes) {
    const seen = bySequence.get(envelope.sequence);
    if (!seen) {
      bySequence.set(envelope.sequence, envelope);
    } else if (seen.id === envelope.id && seen.hash === envelope.hash && JSON.stringify(seen) === JSON.stringify(envelope)) {
      duplicates += 1;
    } else {
      problems.push({
        sequence: envelope.sequence,
        eventId: envelope.id,
        problem: 'conflicting-duplicate',
        detail: `also claimed by event ${seen.id}`,
      });
    }
  }
  const events = [...bySequence.values()].sort((a, b) => a.sequence - b.sequence);
  for (const event of events) {
    if (event.source !== input.service) {
      problems.push({ sequence: event.sequence, eventId: event.id, problem: 'wrong-source', detail: `source is '${event.source}'` });
    }
    const contract = contracts.get(`${event.type}@${event.version}`);
    if (!contract) {
      problems.push({
        sequence: event.sequence,
        eventId: event.id,
        problem: 'unknown-contract',
        detail: `${event.type} v${event.version}`,
      });
      continue;
    }
    if (contract.source !== input.service) {
      problems.push({
        sequence: event.sequence,
        eventId: event.id,
        problem: 'wrong-source',
        detail: `${event.type} belongs to '${contract.source}'`,
      });
    }
    const data = contract.schema.safeParse(event.data);
    if (!data.success) {
      const issue = data.error.issues[0];
      problems.push({
        sequence: event.sequence,
        eventId: event.id,
        problem: 'invalid-data',
        detail: `${event.type}: ${issue?.path.join('.') || '(data)'} ${issue?.message ?? ''}`.trim(),
      });
    }
  }
  const fromGenesis = input.fromGenesis ?? true;
  const first = events[0];
  const chain = first
    ? fromGenesis
      ? verifyEventChain(events, GENESIS_HASH, 1)
      : verifyEventChain(events, first.prevHash, first.sequence)
    : [];
  for (const p of chain) problems.push({ ...p, detail: PROBLEM_TEXT[p.problem] });
  problems.sort((a, b) => (a.sequence ?? -1) - (b.sequence ?? -1));
  const last = events[events.length - 1];
  return {
    ok: problems.length === 0,
    service: input.service,
    origin: input.origin,
    events: events.length,
    firstSequence: first?.sequence ?? null,
    lastSequence: last?.sequence ?? null,
    headHash: last?.hash ?? null,
    fromGenesis,
    problems,
    ...(duplicates > 0 ? { duplicates } : {}),
  };
}

function parseEnvelope(raw: unknown): Parsed {
  const candidate = raw as { sequence?: unknown; id?: unknown } | null;
  const sequence = typeof candidate?.sequence === 'number' ? candidate.sequence : null;
  const eventId = typeof candidate?.id === 'string' ? candidate.id : null;
  const result = eventEnvelopeSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, sequence, eventId, detail: `${issue?.path.join('.') || '(envelope)'}: ${issue?.message ?? 'invalid'}` };
  }
  return { ok: true, envelope: result.data as EventEnvelope };
}

function invalid(p: Extract<Parsed, { ok: false }>): AuditProblem {
  return { sequence: p.sequence, eventId: p.eventId, problem: 'invalid-envelope', detail: p.detail };
}

/** A DB URL with its password hidden, for reports. */
export function redactDbUrl(dbUrl: string): string {
  return dbUrl.replace(/^((?:mysql|mariadb):\/\/[^:/@]*:)[^@]*@/, '$1***@');
}

/** Reads a service's outbox table (any database the platform supports) and audits it. */
export async function auditOutbox(options: {
  dbUrl: string;
  service: string;
  contracts?: ReadonlyMap<string, EventContract>;
}): Promise<AuditReport> {
  const parsed = parseDbUrl(options.dbUrl);
  // Opening a missing SQLite file would create an empty one: refuse instead.
  if (parsed.kind === 'sqlite' && parsed.location !== ':memory:' && !existsSync(parsed.location))
    throw new Error(`no database file at ${parsed.location}`);
  const dataSource = await new DataSource(buildDataSourceOptions(options.dbUrl, [], [])).initialize();
  try {
    const q = (name: string): string => dataSource.driver.escape(name);
    const columns = [
      'id',
      'type',
      'version',
      'aggregateId',
      'actorId',
      'correlationId',
      'causationId',
      'data',
      'occurredAt',
      'sequence',
      'prevHash',
      'hash',
      'publishedAt',
    ];
    // One transaction, so the rows and the chain head come from the same snapshot even while the
    // service's relay keeps sealing (REPEATABLE READ on MariaDB, a read transaction on SQLite).
    const { rows, pending, heads } = await dataSource.transaction(async (manager) => {
      const heads = (await manager.query(
        `SELECT ${q('sequence')}, ${q('hash')} FROM ${q('outbox_chain_head')} WHERE ${q('id')} = 1`,
      )) as Array<{ sequence: unknown; hash: string }>;
      const rows = (await manager.query(
        `SELECT ${columns.map(q).join(', ')} FROM ${q('outbox_events')} WHERE ${q('sequence')} IS NOT NULL ORDER BY ${q('sequence')} ASC`,
      )) as Array<Record<string, unknown>>;
      const [{ pending }] = (await manager.query(
        `SELECT COUNT(*) AS ${q('pending')} FROM ${q('outbox_events')} WHERE ${q('sequence')} IS NULL`,
      )) as Array<{ pending: unknown }>;
      return { rows, pending, heads };
    });

    const envelopes: EventEnvelope[] = [];
    const extraProblems: AuditProblem[] = [];
    let unpublished = 0;
    for (const row of rows) {
      if (row.publishedAt === null) unpublished += 1;
      let data: unknown;
      try {
        data = JSON.parse(String(row.data));
      } catch {
        extraProblems.push({
          sequence: Number(row.sequence),
          eventId: String(row.id),
          problem: 'invalid-envelope',
          detail: 'data is not valid JSON',
        });
        continue;
      }
      const result = parseEnvelope({
        id: row.id,
        type: row.type,
        version: Number(row.version),
        source: options.service,
        sequence: Number(row.sequence),
        occurredAt: row.occurredAt,
        aggregateId: row.aggregateId,
        actorId: row.actorId ?? null,
        correlationId: row.correlationId ?? null,
        causationId: row.causationId ?? null,
        data,
        prevHash: row.prevHash,
        hash: row.hash,
      });
      if (result.ok) envelopes.push(result.envelope);
      else extraProblems.push(invalid(result));
    }
    const report = auditEnvelopes(
      { service: options.service, origin: `outbox ${redactDbUrl(options.dbUrl)}`, envelopes, fromGenesis: true, extraProblems },
      options.contracts,
    );
    // The chain head is moved in the same transaction that seals events: a stream that stops
    // before it was truncated at the end, which the links alone cannot show.
    const head = heads[0];
    if (!head) {
      report.problems.push({ sequence: null, eventId: null, problem: 'head-mismatch', detail: 'the outbox_chain_head row is missing' });
    } else if (Number(head.sequence) !== (report.lastSequence ?? 0) || head.hash !== (report.headHash ?? GENESIS_HASH)) {
      report.problems.push({
        sequence: Number(head.sequence),
        eventId: null,
        problem: 'head-mismatch',
        detail: `chain head is sequence ${head.sequence} (${head.hash.slice(0, 12)}…), the table ends at ${report.lastSequence ?? 0}`,
      });
    }
    report.ok = report.problems.length === 0;
    report.pending = Number(pending);
    report.unpublished = unpublished;
    return report;
  } finally {
    await dataSource.destroy();
  }
}

export interface KafkaAuditOptions {
  brokers: string[];
  topic: string;
  /** The service whose chain the topic carries; defaults to the topic name without `.events`. */
  service?: string;
  /** Read the topic from its first message (and check the chain from genesis). Default true. */
  fromBeginning?: boolean;
  /** Keep reading new events until `signal` aborts; otherwise stop at the end of the topic. */
  follow?: boolean;
  signal?: AbortSignal;
  /** Called for each message as it arrives (the CLI prints them when following). */
  onEvent?: (event: EventEnvelope) => void;
  /** Gives up waiting for the topic's end (non-follow mode) after this long. Default 60 s. */
  timeoutMs?: number;
  contracts?: ReadonlyMap<string, EventContract>;
}

/**
 * Replays (or tails) a topic with a throwaway consumer group that never commits offsets, collects
 * every partition's messages and audits them in sequence order. Without `follow` it stops when each
 * partition has been read up to the high watermark measured at start.
 */
export async function auditKafka(options: KafkaAuditOptions): Promise<AuditReport> {
  const service = options.service ?? options.topic.replace(/\.events$/, '');
  const fromBeginning = options.fromBeginning ?? true;
  const kafka = new Kafka({
    clientId: 'event-auditor',
    brokers: options.brokers,
    logLevel: logLevel.NOTHING,
    retry: { initialRetryTime: 100, retries: 6 },
  });
  const admin = kafka.admin();
  await admin.connect();
  let ends: Map<number, bigint>;
  try {
    const offsets = await admin.fetchTopicOffsets(options.topic);
    ends = new Map(offsets.map((o) => [o.partition, BigInt(o.high)]));
  } finally {
    await admin.disconnect();
  }

  const envelopes: EventEnvelope[] = [];
  const extraProblems: AuditProblem[] = [];
  const readUpTo = new Map<number, bigint>();
  const caughtUp = (): boolean => [...ends].every(([partition, high]) => (readUpTo.get(partition) ?? -1n) + 1n >= high);

  if (!options.follow && (!fromBeginning || caughtUp() || [...ends.values()].every((h) => h === 0n))) {
    // Nothing to replay (empty topic, or only new events were asked for without following).
    return auditEnvelopes({ service, origin: `kafka ${options.topic}`, envelopes: [], fromGenesis: fromBeginning }, options.contracts);
  }

  const consumer: Consumer = kafka.consumer({
    groupId: `event-auditor-${randomUUID()}`,
    sessionTimeout: 6000,
    heartbeatInterval: 500,
    maxWaitTimeInMs: 200,
    allowAutoTopicCreation: false,
  });
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const timeoutMs = options.timeoutMs ?? 60000;
  const timer = options.follow ? null : setTimeout(finish, timeoutMs);
  const onAbort = (): void => finish();
  options.signal?.addEventListener('abort', onAbort);
  if (options.signal?.aborted) finish();
  try {
    await consumer.connect();
    await consumer.subscribe({ topics: [options.topic], fromBeginning });
    await consumer.run({
      autoCommit: false,
      eachMessage: async ({ partition, message }) => {
        readUpTo.set(partition, BigInt(message.offset));
        let raw: unknown;
        try {
          raw = JSON.parse(message.value?.toString() ?? '');
        } catch {
          extraProblems.push({
            sequence: null,
            eventId: null,
            problem: 'invalid-envelope',
            detail: `partition ${partition} offset ${message.offset} is not JSON`,
          });
        }
        if (raw !== undefined) {
          const parsed = parseEnvelope(raw);
          if (parsed.ok) {
            envelopes.push(parsed.envelope);
            options.onEvent?.(parsed.envelope);
          } else {
            extraProblems.push({ ...invalid(parsed), detail: `partition ${partition} offset ${message.offset}: ${parsed.detail}` });
          }
        }
        if (!options.follow && caughtUp()) finish();
      },
    });
    await finished;
  } finally {
    if (timer) clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    await consumer.disconnect().catch(() => undefined);
  }
  if (!options.follow && !caughtUp()) {
    throw new Error(`could not read ${options.topic} to its end within ${timeoutMs} ms`);
  }
  return auditEnvelopes(
    { service, origin: `kafka ${options.topic}`, envelopes, fromGenesis: fromBeginning, extraProblems },
    options.contracts,
  );
}

/** The human-readable summary. */
export function formatReport(report: AuditReport): string {
  const lines = [
    `Event audit: ${report.service} (${report.origin})`,
    `  events        ${report.events}${report.duplicates ? ` (+${report.duplicates} identical redeliveries)` : ''}`,
    `  sequence      ${report.firstSequence ?? '-'} … ${report.lastSequence ?? '-'}${report.fromGenesis ? ' (checked from genesis)' : ' (checked from the first event read)'}`,
    `  head hash     ${report.headHash ?? '-'}`,
  ];
  if (report.pending !== undefined) lines.push(`  not sealed    ${report.pending}    not published ${report.unpublished ?? 0}`);
  if (report.problems.length === 0) {
    lines.push('  problems      none', 'RESULT: OK — the chain is complete and every event matches its contract');
  } else {
    lines.push(`  problems      ${report.problems.length}`);
    for (const p of report.problems) {
      lines.push(`    #${p.sequence ?? '?'}  ${p.problem.padEnd(21)} ${p.eventId ?? ''}  ${p.detail}`);
    }
    lines.push('RESULT: FAILED');
  }
  return lines.join('\n');
}

const USAGE = `usage:
  audit-events --outbox --db <DB_URL> --service <name> [--json]
  audit-events --kafka <brokers> --topic <service>.events [--service <name>] [--from-beginning] [--follow] [--json]`;

interface CliOptions {
  mode: 'outbox' | 'kafka';
  db?: string;
  service?: string;
  brokers?: string;
  topic?: string;
  fromBeginning: boolean;
  follow: boolean;
  json: boolean;
}

export function parseArgs(argv: string[]): CliOptions {
  const options: Partial<CliOptions> & { fromBeginning: boolean; follow: boolean; json: boolean } = {
    fromBeginning: false,
    follow: false,
    json: false,
  };
  const value = (i: number, flag: string): string => {
    const v = argv[i + 1];
    if (!v || v.startsWith('--')) throw new UsageError(`${flag} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    switch (arg) {
      case '--outbox':
        options.mode = 'outbox';
        break;
      case '--kafka':
        options.mode = 'kafka';
        options.brokers = value(i++, arg);
        break;
      case '--db':
        options.db = value(i++, arg);
        break;
      case '--service':
        options.service = value(i++, arg);
        break;
      case '--topic':
        options.topic = value(i++, arg);
        break;
      case '--from-beginning':
        options.fromBeginning = true;
        break;
      case '--follow':
        options.follow = true;
        break;
      case '--json':
        options.json = true;
        break;
      default:
        throw new UsageError(`unknown argument ${arg}`);
    }
  }
  if (options.mode === 'outbox' && (!options.db || !options.service)) throw new UsageError('--outbox needs --db and --service');
  if (options.mode === 'kafka' && !options.topic) throw new UsageError('--kafka needs --topic');
  if (options.mode === 'kafka' && !options.fromBeginning && !options.follow) {
    throw new UsageError('--kafka needs --from-beginning (replay), --follow (tail new events) or both');
  }
  if (!options.mode) throw new UsageError('choose --outbox or --kafka');
  return options as CliOptions;
}

class UsageError extends Error {}

/** Runs the command; returns the exit code (0 OK, 1 problems, 2 could not audit). */
export async function runAuditCli(
  argv: string[],
  out: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
  signal?: AbortSignal,
): Promise<number> {
  let options: CliOptions;
  try {
    options = parseArgs(argv);
  } catch (error) {
    out(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  try {
    const report =
      options.mode === 'outbox'
        ? await auditOutbox({ dbUrl: options.db!, service: options.service! })
        : await auditKafka({
            brokers: options.brokers!.split(',').filter(Boolean),
            topic: options.topic!,
            service: options.service,
            fromBeginning: options.fromBeginning,
            follow: options.follow,
            signal,
            onEvent: options.follow
              ? (e) =>
                  out(
                    options.json
                      ? JSON.stringify({ event: { sequence: e.sequence, id: e.id, type: e.type, hash: e.hash } })
                      : `  #${e.sequence}  ${e.type}  ${e.id}  ${e.hash.slice(0, 16)}…`,
                  )
              : undefined,
          });
    out(options.json ? JSON.stringify(report, null, 2) : formatReport(report));
    return report.ok ? 0 : 1;
  } catch (error) {
    out(options.json ? JSON.stringify({ ok: false, error: (error as Error).message }) : `cannot audit: ${(error as Error).message}`);
    return 2;
  }
}

if (require.main === module) {
  const controller = new AbortController();
  // --follow stops on Ctrl-C / SIGTERM and then prints the summary of what it read.
  process.once('SIGINT', () => controller.abort());
  process.once('SIGTERM', () => controller.abort());
  void runAuditCli(process.argv.slice(2), undefined, controller.signal).then((code) => process.exit(code));
}
