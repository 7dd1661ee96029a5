/**
 * `npm run bench:invest`: accepted investments per second through the gateway into one hot campaign,
 * against the raw invest transaction on MariaDB at the same concurrency, with the oversell count.
 *
 * Investments and the gateway run as their own processes on a scratch MariaDB database (the
 * distributed launcher; the mock Kafka cluster carries the campaign's offer and 200 investors'
 * verification decisions, as campaigns and verification publish them). Then, at each concurrency
 * (default 8 and 32):
 *   (a) POST /api/v1/investment/{campaignId} through the gateway (a reservation: the rules, the
 *       investment row, the investor's limit row, the investor's campaign row and the conditional
 *       UPDATE of the campaign's capacity row, one transaction), a random investor each time;
 *   (b) a raw mysql2 script doing the invest transaction without a service: INSERT investment,
 *       INSERT usage, INSERT outbox event, conditional UPDATE of the campaign row (last), COMMIT.
 * Then the oversell check: a campaign with room for 500 investments is hammered for a few seconds
 * on each side; accepted minus room must be 0 (and the capacity row must equal the sum accepted).
 * Figures go to docs/benchmarks.md, section "Invest". Target: (a) ≥ 40% of (b).
 *
 * Options: --duration=8 --warmup=2 --concurrency=8,32 --no-write --doc=<file>
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, release, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Kafka, logLevel } from 'kafkajs';
import { createConnection } from 'mysql2/promise';
import { CampaignOfferPublishedV1, VerificationStatusChangedV1 } from '@cf/contracts';
import { startDistributedPlatform, type DistributedPlatform } from '@cf/deploy';
import { eventMessage, signTestToken, startTestJwks, type TestJwks } from '@cf/testing';
import { cpuSeconds, parseBenchOptions, writeMarkedSection, type BenchOptions } from './support/bench-kit';
import type { InvestLoadJob, InvestLoadResult } from './support/invest-load';

const ROOT = resolve(__dirname, '..', '..');
const REGISTER = join(ROOT, 'deploy', 'register.js');
const START = '<!-- invest-bench:start -->';
const END = '<!-- invest-bench:end -->';
const AMOUNT = 100_000; // OMR 100 per investment
const INVESTORS = 200;
const ROOM = 500; // investments that fit the oversell-check campaign
const HUGE = 1_000_000_000_000_000; // a goal the throughput runs never reach

type Options = BenchOptions;

const scratch = mkdtempSync(join(tmpdir(), 'invest-bench-'));
async function load(job: InvestLoadJob): Promise<InvestLoadResult> {
  const file = join(scratch, `${randomUUID()}.json`);
  writeFileSync(file, JSON.stringify(job));
  const { stdout } = await promisify(execFile)(process.execPath, ['-r', REGISTER, join(__dirname, 'support', 'invest-load.ts'), file], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as InvestLoadResult;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const fixed = (value: number, digits = 0): string => value.toFixed(digits);

async function publish(platform: DistributedPlatform, messages: Array<{ topic: string; key: string; value: string }>): Promise<void> {
  const producer = new Kafka({ clientId: 'invest-bench', brokers: platform.kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).producer();
  await producer.connect();
  for (const m of messages) await producer.send({ topic: m.topic, messages: [{ key: m.key, value: m.value }] });
  await producer.disconnect();
}

const offerEvent = (campaignId: string, goal: number) =>
  eventMessage(
    CampaignOfferPublishedV1,
    {
      campaignId,
      ownerId: randomUUID(),
      campaignName: 'Benchmark Hot Campaign',
      slug: `bench-${campaignId}`,
      termsSlug: 'equity',
      currency: 'OMR',
      investingType: 'flexible',
      accreditation: 'both',
      goal,
      minimumInvestment: AMOUNT,
      maximumInvestment: AMOUNT * 10,
      pricePerShare: 1000,
      openDate: day(-1),
      openTime: '00:00',
      timezone: 'Asia/Muscat',
      closeDate: day(60),
      raisedBefore: 0,
      investorsBefore: 0,
    },
    campaignId,
  );

const BATCH = 8;

interface Row {
  concurrency: number;
  api: InvestLoadResult & { investmentsCpuUs: number; gatewayCpuUs: number };
  raw: InvestLoadResult;
  rawBatch: InvestLoadResult;
}

function section(rows: Row[], oversell: { api: { accepted: number; reserved: number }; raw: { accepted: number; reserved: number } }, options: Options, started: Date): string {
  const cpu = cpus();
  const lines = [
    START,
    '## Invest',
    '',
    'Accepted investments per second into **one hot campaign** through the gateway (`POST /api/v1/investment/{campaignId}`:',
    'the rules, then one transaction with the investment row, the investor\'s limit row, the investor\'s campaign row',
    'and the conditional UPDATE of the campaign\'s capacity row, last) against a raw mysql2 script doing the invest',
    'transaction without a service (INSERT investment, INSERT usage, INSERT outbox event, conditional UPDATE of the',
    'campaign row, COMMIT), at the same concurrency. Target: the API keeps at least 40% of the raw rate. An accepted',
    'investment here is a reservation (capacity and limit taken); the wallet hold is the next request and is not measured.',
    '',
    '```',
    'npm run bench:invest                                   # MariaDB scratch databases, concurrency 8 and 32, 2 s + 8 s each',
    'npm run bench:invest -- --concurrency=32 --duration=15 --no-write',
    '```',
    '',
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC. Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${fixed(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.version}; shared with other work.`,
    `Investments and the gateway each in their own process (distributed launcher, log level silent), MariaDB on 127.0.0.1:3306; ${INVESTORS} verified investors with no limit, each request from a random one; every load generator in its own process, one request or transaction in flight per worker. ${options.warmup} s warm-up, ${options.duration} s measured.`,
    '',
    '| concurrency | API accepted/s | API p50 ms | API p99 ms | investments CPU µs each | gateway CPU µs each | raw accepted/s | raw p50 ms | raw p99 ms | API / raw | raw, 8 per transaction |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.concurrency} | ${fixed(r.api.rps)} | ${fixed(r.api.p50, 1)} | ${fixed(r.api.p99, 1)} | ${fixed(r.api.investmentsCpuUs)} | ${fixed(r.api.gatewayCpuUs)} | ${fixed(r.raw.rps)} | ${fixed(r.raw.p50, 1)} | ${fixed(r.raw.p99, 1)} | **${fixed((100 * r.api.rps) / r.raw.rps, 1)}%** | ${fixed(r.rawBatch.rps)} |`,
    ),
    '',
    `The last column is group commit tried at the database: the same statements for ${BATCH} investments per transaction (multi-row INSERTs, one conditional UPDATE of the campaign row for their sum), the ceiling a batching service could approach.`,
    '',
    ...rows.map((r) => `- concurrency ${r.concurrency}: ${fixed((100 * r.api.rps) / r.raw.rps, 1)}% of raw (target ≥ 40%: ${r.api.rps >= 0.4 * r.raw.rps ? 'met' : 'missed'}); errors API ${r.api.errors}${r.api.firstError ? ` (${r.api.firstError})` : ''}, raw ${r.raw.errors}.`),
    '',
    `**Oversell** (a campaign with room for ${ROOM} investments, hammered at concurrency ${Math.max(...options.concurrency)} until full): API accepted ${oversell.api.accepted}, capacity row ${fixed(oversell.api.reserved / AMOUNT)} investments, oversold **${oversell.api.accepted - ROOM}**; raw accepted ${oversell.raw.accepted}, oversold **${oversell.raw.accepted - ROOM}**.`,
    END,
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), ROOT);
  const started = new Date();
  const maxConcurrency = Math.max(...options.concurrency);
  const base = (process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
  const runId = `bench${randomBytes(3).toString('hex')}`;
  const rawDb = `bench_invest_raw_${process.pid}`;
  let jwks: TestJwks | undefined;
  let platform: DistributedPlatform | undefined;
  const admin = await createConnection(base);
  try {
    jwks = await startTestJwks();
    process.stdout.write('starting investments and the gateway...\n');
    platform = await startDistributedPlatform({
      services: ['investments'],
      runId,
      database: 'mysql',
      ports: 'random',
      nodeEnv: 'test',
      output: 'buffer',
      dataDir: join(ROOT, 'tmp', 'bench', runId),
      dropDatabasesOnStop: true,
      env: { ...(process.env.BENCH_CPU_PROF ? { CPU_PROF_DIR: process.env.BENCH_CPU_PROF } : {}), IDENTITY_URL: jwks.url, LOG_LEVEL: 'silent', OUTBOX_POLL_MS: '100', RATE_LIMIT_DEFAULT_MAX: '100000000', RATE_LIMIT_STRICT_MAX: '100000000' },
    });
    const hot = randomUUID();
    const full = randomUUID();
    const investors = Array.from({ length: INVESTORS }, () => randomUUID());
    const tokens = await Promise.all(investors.map((sub) => signTestToken({ sub })));
    await publish(platform, [
      offerEvent(hot, HUGE),
      offerEvent(full, ROOM * AMOUNT),
      ...investors.map((userId) =>
        eventMessage(VerificationStatusChangedV1, {
          verificationId: randomUUID(),
          userId,
          status: 'ACCEPTED',
          previousStatus: 'UNDER-REVIEW',
          jurisdiction: 'om',
          investorClass: 'sophisticated',
          limits: { perTransaction: null, perCampaign: null, perMonth: null, rolling12Months: null, total: null },
          accredited: true,
          cancellation: { hours: 48, notWithinHoursOfClose: 48 },
          reason: null,
          decidedBy: null,
        }),
      ),
    ]);
    const ready = async () => {
      for (const token of [tokens[0], tokens[INVESTORS - 1]]) {
        const response = await fetch(`${platform!.gatewayUrl}/api/v1/investment/offer/${full}`, { headers: { authorization: `Bearer ${token}` } });
        const body = (await response.json().catch(() => null)) as { data?: { data?: { investor?: { verified?: boolean } } } } | null;
        if (body?.data?.data?.investor?.verified !== true) return false;
      }
      return true;
    };
    for (let tries = 0; !(await ready()); tries++) {
      if (tries > 240) throw new Error('investments did not learn the offers and decisions within 60 s');
      await new Promise((r) => setTimeout(r, 250));
    }

    await admin.query(`CREATE DATABASE \`${rawDb}\``);
    const rawUrl = `${base}/${rawDb}`;
    const raw = await createConnection(rawUrl);
    await raw.query('CREATE TABLE raw_offers (id VARCHAR(36) PRIMARY KEY, reserved BIGINT NOT NULL, goal BIGINT NOT NULL)');
    await raw.query('CREATE TABLE raw_investments (id VARCHAR(36) PRIMARY KEY, investorId VARCHAR(36) NOT NULL, campaignId VARCHAR(36) NOT NULL, amount BIGINT NOT NULL, state VARCHAR(12) NOT NULL, createdAt VARCHAR(30) NOT NULL, KEY (campaignId))');
    await raw.query('CREATE TABLE raw_usage (id VARCHAR(36) PRIMARY KEY, investorId VARCHAR(36) NOT NULL, amount BIGINT NOT NULL, createdAt VARCHAR(30) NOT NULL)');
    await raw.query('CREATE TABLE raw_outbox (id VARCHAR(36) PRIMARY KEY, aggregateId VARCHAR(36) NOT NULL, payload TEXT NOT NULL, createdAt VARCHAR(30) NOT NULL)');
    await raw.query('INSERT INTO raw_offers (id, reserved, goal) VALUES (?, 0, ?), (?, 0, ?)', [hot, HUGE, full, ROOM * AMOUNT]);

    const rows: Row[] = [];
    for (const concurrency of options.concurrency) {
      const common = { concurrency, warmupMs: options.warmup * 1000, durationMs: options.duration * 1000, campaignId: hot, amount: AMOUNT };
      const service = platform.processes.get('investments')!;
      const gateway = platform.processes.get('gateway')!;
      const [serviceBefore, gatewayBefore] = [cpuSeconds(service.pid()), cpuSeconds(gateway.pid())];
      const measured = await load({ ...common, mode: 'http', url: platform.gatewayUrl, tokens });
      // CPU per accepted investment, over warm-up and measurement alike (requests in both).
      const perRequest = (seconds: number) => (measured.accepted ? (seconds * 1e6) / (measured.accepted * ((options.duration + options.warmup) / options.duration)) : 0);
      const api = { ...measured, investmentsCpuUs: perRequest(cpuSeconds(service.pid()) - serviceBefore), gatewayCpuUs: perRequest(cpuSeconds(gateway.pid()) - gatewayBefore) };
      process.stdout.write(`c=${concurrency} API ${fixed(api.rps)} accepted/s p50 ${fixed(api.p50, 1)} ms p99 ${fixed(api.p99, 1)} ms, CPU µs each: investments ${fixed(api.investmentsCpuUs)}, gateway ${fixed(api.gatewayCpuUs)}; errors ${api.errors}${api.firstError ? ` (${api.firstError})` : ''}\n`);
      const rawResult = await load({ ...common, mode: 'raw', dbUrl: rawUrl });
      process.stdout.write(`c=${concurrency} raw ${fixed(rawResult.rps)} accepted/s p50 ${fixed(rawResult.p50, 1)} ms p99 ${fixed(rawResult.p99, 1)} ms, errors ${rawResult.errors}\n`);
      const rawBatch = await load({ ...common, mode: 'raw-batch', batch: BATCH, dbUrl: rawUrl });
      process.stdout.write(`c=${concurrency} raw, ${BATCH} per transaction ${fixed(rawBatch.rps)} accepted/s, errors ${rawBatch.errors}\n`);
      rows.push({ concurrency, api, raw: rawResult, rawBatch });
    }

    // Oversell: hammer the small campaign until it is full (warm-up counts too: every acceptance counts).
    const hammer = { concurrency: maxConcurrency, warmupMs: 0, durationMs: 4000, campaignId: full, amount: AMOUNT };
    const apiFull = await load({ ...hammer, mode: 'http', url: platform.gatewayUrl, tokens });
    const rawFull = await load({ ...hammer, mode: 'raw', dbUrl: rawUrl });
    const inv = await createConnection(platform.databases.investments);
    const [[offerRow]] = (await inv.query('SELECT reserved FROM investments_offers WHERE campaignId = ?', [full])) as unknown as [Array<{ reserved: string }>];
    const [[sumRow]] = (await inv.query("SELECT COUNT(*) AS n FROM investments_investments WHERE campaignId = ? AND state = 'reserved'", [full])) as unknown as [Array<{ n: number }>];
    await inv.end();
    const [[rawRow]] = (await raw.query('SELECT reserved FROM raw_offers WHERE id = ?', [full])) as unknown as [Array<{ reserved: string }>];
    const [[rawCount]] = (await raw.query('SELECT COUNT(*) AS n FROM raw_investments WHERE campaignId = ?', [full])) as unknown as [Array<{ n: number }>];
    await raw.end();
    const oversell = { api: { accepted: Number(sumRow.n), reserved: Number(offerRow.reserved) }, raw: { accepted: Number(rawCount.n), reserved: Number(rawRow.reserved) } };
    process.stdout.write(`oversell: API ${oversell.api.accepted - ROOM} (${apiFull.accepted} answered 201), raw ${oversell.raw.accepted - ROOM} (${rawFull.accepted} committed)\n`);
    if (oversell.api.reserved !== oversell.api.accepted * AMOUNT) throw new Error(`the capacity row (${oversell.api.reserved}) disagrees with the investments (${oversell.api.accepted} × ${AMOUNT})`);

    const text = section(rows, oversell, options, started);
    process.stdout.write(`\n${text}\n`);
    if (options.write) {
      writeMarkedSection(options.doc, START, END, text);
      process.stdout.write(`\nwritten to ${options.doc}\n`);
    }
  } finally {
    await platform?.stop();
    await jwks?.close();
    await admin.query(`DROP DATABASE IF EXISTS \`${rawDb}\``).catch(() => undefined);
    await admin.end();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
