/**
 * `npm run bench:invest`: accepted investments per second through the gateway into one hot campaign,
 * against the raw invest transaction on MariaDB at the same concurrency, with the oversell count.
 *
 * Investments, the wallet and the gateway run as their own processes on scratch MariaDB databases
 * (the distributed launcher; the mock Kafka cluster carries the campaign's offer and 200 investors'
 * verification decisions, as campaigns and verification publish them; each investor's wallet is
 * funded through the wallet's internal ledger API). Then, at each concurrency (default 8 and 32):
 *   (a) POST /api/v1/investment/{campaignId} through the gateway (a reservation: the rules, the
 *       investment row, the investor's limit row, the investor's campaign row and the conditional
 *       UPDATE of the campaign's capacity row, one transaction), a random investor each time;
 *   (b) a raw mysql2 script doing the invest transaction without a service: INSERT investment,
 *       INSERT usage, INSERT outbox event, conditional UPDATE of the campaign row (last), COMMIT.
 *   (c) the pay step: POST process-investment/{id} by wallet for reservations reserved and signed beforehand;
 *   (d) a whole invest: reserve, sign, confirm with the texted code (read on Kafka), pay.
 * Then the oversell check: a campaign with room for 500 investments is hammered for a few seconds
 * on each side; accepted minus room must be 0 (and the capacity row must equal the sum accepted).
 * Figures go to docs/benchmarks.md, section "Invest". Targets (issue 39): (a) ≥ 1.0 × (b) at
 * concurrency 32 and ≥ 0.6 × (b) at 8; investments' CPU ≤ 600 µs per reservation, the gateway's ≤ 300 µs.
 *
 * Options: --duration=8 --warmup=2 --concurrency=8,32 --no-write --doc=<file> --pay-only --reserve-only
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
import { ContractCodes, eventMessage, sendJson, signAndConfirm, signTestToken, startTestJwks, type TestJwks } from '@cf/testing';
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
/** Reservations prepared (reserved and signed) for the pay step at each concurrency. */
const PAY_PREPARED = 800;
const FUNDING = 1_000_000_000; // OMR 1,000,000 in each investor's wallet
const DEV_INTERNAL_TOKEN = 'dev-internal-token-change-me-in-production';

type Cpu = { investmentsCpuUs: number; gatewayCpuUs: number; walletCpuUs: number };

interface Row {
  concurrency: number;
  api: InvestLoadResult & Cpu;
  raw: InvestLoadResult;
  rawBatch: InvestLoadResult;
  pay: InvestLoadResult & Cpu;
  whole: InvestLoadResult;
}

/** CPU µs per counted request of each process, over `run` (warm-up included: `share` is the counted part of all requests). */
async function measuredCpu<T extends InvestLoadResult>(platform: DistributedPlatform, share: number, run: () => Promise<T>): Promise<T & Cpu> {
  const pids = (['investments', 'gateway', 'wallet'] as const).map((name) => platform.processes.get(name)!.pid());
  const before = pids.map(cpuSeconds);
  const result = await run();
  const used = pids.map((pid, i) => cpuSeconds(pid) - before[i]);
  const each = (seconds: number) => (result.accepted ? (seconds * 1e6 * share) / result.accepted : 0);
  return { ...result, investmentsCpuUs: each(used[0]), gatewayCpuUs: each(used[1]), walletCpuUs: each(used[2]) };
}

function section(rows: Row[], oversell: { api: { accepted: number; reserved: number }; raw: { accepted: number; reserved: number } }, options: Options, started: Date): string {
  const cpu = cpus();
  const lines = [
    START,
    '## Invest',
    '',
    'Accepted investments per second into **one hot campaign** through the gateway (`POST /api/v1/investment/{campaignId}`:',
    'the rules, then the group commit of ADR 0029: the reservations waiting for the campaign written in one transaction with',
    'each investor\'s limit row, the investor\'s campaign row, one conditional UPDATE of the campaign\'s capacity row for',
    'their sum and one multi-row INSERT) against a raw mysql2 script doing the invest transaction without a service, one',
    'investment per transaction (INSERT investment, INSERT usage, INSERT outbox event, conditional UPDATE of the campaign',
    'row, COMMIT), at the same concurrency. Targets (issue 39): the API ≥ 1.0 of raw at concurrency 32, ≥ 0.6 at 8. An',
    'accepted investment here is a reservation (capacity and limit taken); the pay step and a whole invest follow below.',
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
    `**The pay step and a whole invest.** Pay: \`POST process-investment/{id}\` by wallet (the hold on the investor's wallet for the campaign's escrow, through the wallet's internal ledger API) for ${PAY_PREPARED} reservations reserved and signed beforehand, each paid once (the first tenth warms up). A whole invest is what an investor does: reserve, sign the contract (typed), confirm it with the texted code (read on Kafka, as notifications reads it; the contract's PDF is made then), pay.`,
    '',
    '| concurrency | pay/s | pay p50 ms | pay p99 ms | investments CPU µs per pay | wallet CPU µs per pay | gateway CPU µs per pay | whole invests/s | whole p50 ms | whole p99 ms |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.concurrency} | ${fixed(r.pay.rps)} | ${fixed(r.pay.p50, 1)} | ${fixed(r.pay.p99, 1)} | ${fixed(r.pay.investmentsCpuUs)} | ${fixed(r.pay.walletCpuUs)} | ${fixed(r.pay.gatewayCpuUs)} | ${fixed(r.whole.rps)} | ${fixed(r.whole.p50, 1)} | ${fixed(r.whole.p99, 1)} |`,
    ),
    '',
    `The last column is group commit tried at the database: the same statements for ${BATCH} investments per transaction (multi-row INSERTs, one conditional UPDATE of the campaign row for their sum), the ceiling a batching service could approach.`,
    '',
    ...rows.map(
      (r) =>
        `- concurrency ${r.concurrency}: reservations ${fixed(r.api.rps / r.raw.rps, 2)} of raw (issue 39's target: ≥ ${r.concurrency >= 32 ? '1.0' : '0.6'}: ${r.api.rps >= (r.concurrency >= 32 ? 1 : 0.6) * r.raw.rps ? 'met' : 'missed'}); errors API ${r.api.errors}${r.api.firstError ? ` (${r.api.firstError})` : ''}, raw ${r.raw.errors}, pay ${r.pay.errors}${r.pay.firstError ? ` (${r.pay.firstError})` : ''}, whole ${r.whole.errors}${r.whole.firstError ? ` (${r.whole.firstError})` : ''}.`,
    ),
    '',
    `**Oversell** (a campaign with room for ${ROOM} investments, hammered at concurrency ${Math.max(...options.concurrency)} until full): API accepted ${oversell.api.accepted}, capacity row ${fixed(oversell.api.reserved / AMOUNT)} investments, oversold **${oversell.api.accepted - ROOM}**; raw accepted ${oversell.raw.accepted}, oversold **${oversell.raw.accepted - ROOM}**.`,
    END,
  ];
  return lines.join('\n');
}

/** Waits until investments, the wallet and the gateway each use under 3% of a core for half a second (at most 20 s). */
async function untilIdle(platform: DistributedPlatform): Promise<void> {
  const pids = (['investments', 'gateway', 'wallet'] as const).map((name) => platform.processes.get(name)!.pid());
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    const before = pids.map(cpuSeconds);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (pids.every((pid, i) => cpuSeconds(pid) - before[i] < 0.015)) return;
  }
}

/** Reserves and signs `count` investments (16 at a time) for the pay step to pay. */
async function prepareSigned(platform: DistributedPlatform, codes: ContractCodes, campaignId: string, tokens: string[], count: number): Promise<Array<{ id: string; token: string }>> {
  const prepared: Array<{ id: string; token: string }> = [];
  const send = (token: string) => async (method: string, path: string, body: unknown) =>
    (await sendJson(`${platform.gatewayUrl}/api/v1/${path}?lng=en`, { method, token, body, timeoutMs: 30_000 })) as { status: number; body: { message?: string; data?: { data?: { id?: string; state?: string } } } };
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let n = next++; n < count; n = next++) {
        const token = tokens[n % tokens.length];
        const reserved = await send(token)('POST', `investment/${campaignId}`, { amount: AMOUNT, acceptTerms: true, acceptRisk: true });
        if (reserved.status !== 201) throw new Error(`preparing the pay step: reserve ${reserved.status} ${reserved.body.message}`);
        const id = reserved.body.data!.data!.id!;
        await signAndConfirm(send(token), codes, id, Date.now() + 60_000);
        prepared.push({ id, token });
      }
    }),
  );
  return prepared;
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), ROOT);
  const started = new Date();
  const maxConcurrency = Math.max(...options.concurrency);
  // --pay-only: only the pay step (and its preparation), nothing written: for profiling it (BENCH_CPU_PROF=<dir>).
  const payOnly = process.argv.includes('--pay-only');
  if (payOnly) options.write = false;
  // --reserve-only: reservations against raw only, nothing written: for A/B runs and profiling the reservation.
  const reserveOnly = process.argv.includes('--reserve-only');
  if (reserveOnly) options.write = false;
  const base = (process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
  const runId = `bench${randomBytes(3).toString('hex')}`;
  const rawDb = `bench_invest_raw_${process.pid}`;
  let jwks: TestJwks | undefined;
  let platform: DistributedPlatform | undefined;
  let codes: ContractCodes | undefined;
  const admin = await createConnection(base);
  try {
    jwks = await startTestJwks();
    process.stdout.write('starting investments and the gateway...\n');
    platform = await startDistributedPlatform({
      services: ['investments', 'wallet'],
      runId,
      database: 'mysql',
      ports: 'random',
      nodeEnv: 'test',
      output: 'buffer',
      dataDir: join(ROOT, 'tmp', 'bench', runId),
      dropDatabasesOnStop: true,
      // INVEST_GROUP_MAX=1 in the bench's environment measures reservations one per transaction (no group commit);
      // LEDGER_GROUP_MAX=1 the wallet's holds and transfers likewise.
      env: { ...(process.env.BENCH_CPU_PROF ? { CPU_PROF_DIR: process.env.BENCH_CPU_PROF } : {}), ...(process.env.INVEST_GROUP_MAX ? { INVEST_GROUP_MAX: process.env.INVEST_GROUP_MAX } : {}), ...(process.env.LEDGER_GROUP_MAX ? { LEDGER_GROUP_MAX: process.env.LEDGER_GROUP_MAX } : {}), IDENTITY_URL: jwks.url, LOG_LEVEL: 'silent', OUTBOX_POLL_MS: '100', RATE_LIMIT_DEFAULT_MAX: '100000000', RATE_LIMIT_STRICT_MAX: '100000000' },
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
          // Where contract codes are texted (the whole invest reads them on Kafka).
          legalName: { en: 'Benchmark Investor', ar: null },
          verifiedPhone: `+9689${String(parseInt(userId.replace(/-/g, '').slice(-7), 16) % 10_000_000).padStart(7, '0')}`,
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

    // Every investor's wallet funded, as an administrator's credit would.
    const walletUrl = platform.processes.get('wallet')!.url;
    for (const userId of investors) {
      const credited = await fetch(`${walletUrl}/internal/ledger/transfers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': DEV_INTERNAL_TOKEN },
        body: JSON.stringify({
          transferId: `fund-${userId}`,
          reason: 'admin_credit',
          entries: [
            { account: { kind: 'suspense', owner: 'platform', currency: 'OMR' }, amount: -FUNDING },
            { account: { kind: 'user_wallet', owner: userId, currency: 'OMR' }, amount: FUNDING },
          ],
        }),
      });
      if (credited.status !== 200) throw new Error(`funding ${userId}: ${credited.status} ${await credited.text()}`);
    }
    codes = await ContractCodes.start(platform.kafkaBrokers, runId);

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
      // CPU per accepted investment, over warm-up and measurement alike (requests in both).
      const share = options.duration / (options.duration + options.warmup);
      const skipped: InvestLoadResult & Cpu = { accepted: 0, refused: 0, errors: 0, rps: 0, p50: 0, p99: 0, investmentsCpuUs: 0, gatewayCpuUs: 0, walletCpuUs: 0 };
      const api = payOnly ? skipped : await measuredCpu(platform, share, () => load({ ...common, mode: 'http', url: platform!.gatewayUrl, tokens }));
      process.stdout.write(`c=${concurrency} API ${fixed(api.rps)} accepted/s p50 ${fixed(api.p50, 1)} ms p99 ${fixed(api.p99, 1)} ms, CPU µs each: investments ${fixed(api.investmentsCpuUs)}, gateway ${fixed(api.gatewayCpuUs)}; errors ${api.errors}${api.firstError ? ` (${api.firstError})` : ''}\n`);
      const rawResult = payOnly ? skipped : await load({ ...common, mode: 'raw', dbUrl: rawUrl });
      process.stdout.write(`c=${concurrency} raw ${fixed(rawResult.rps)} accepted/s p50 ${fixed(rawResult.p50, 1)} ms p99 ${fixed(rawResult.p99, 1)} ms, errors ${rawResult.errors}\n`);
      const rawBatch = payOnly ? skipped : await load({ ...common, mode: 'raw-batch', batch: BATCH, dbUrl: rawUrl });
      process.stdout.write(`c=${concurrency} raw, ${BATCH} per transaction ${fixed(rawBatch.rps)} accepted/s, errors ${rawBatch.errors}\n`);
      if (reserveOnly) continue;
      const payments = await prepareSigned(platform, codes, hot, tokens, PAY_PREPARED);
      // What the preparation left running (files written, events relayed) must not be counted as the payments' CPU.
      await untilIdle(platform);
      const pay = await measuredCpu(platform, 0.9, () => load({ ...common, mode: 'http-pay', url: platform!.gatewayUrl, payments }));
      process.stdout.write(`c=${concurrency} pay ${fixed(pay.rps)}/s p50 ${fixed(pay.p50, 1)} ms p99 ${fixed(pay.p99, 1)} ms, CPU µs each: investments ${fixed(pay.investmentsCpuUs)}, wallet ${fixed(pay.walletCpuUs)}, gateway ${fixed(pay.gatewayCpuUs)}; errors ${pay.errors}${pay.firstError ? ` (${pay.firstError})` : ''}\n`);
      if (payOnly) continue;
      const whole = await load({ ...common, mode: 'http-invest', url: platform.gatewayUrl, tokens, kafkaBrokers: platform.kafkaBrokers, runId });
      process.stdout.write(`c=${concurrency} whole invest ${fixed(whole.rps)}/s p50 ${fixed(whole.p50, 1)} ms p99 ${fixed(whole.p99, 1)} ms, errors ${whole.errors}${whole.firstError ? ` (${whole.firstError})` : ''}\n`);
      rows.push({ concurrency, api, raw: rawResult, rawBatch, pay, whole });
    }

    if (payOnly || reserveOnly) {
      await raw.end();
      return;
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
    await codes?.stop();
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
