/**
 * `npm run bench:ledger`: what the wallet service's transfer API costs against the database's own
 * limit for the same double-entry transaction.
 *
 * On a scratch MariaDB database (created, then dropped) it starts the wallet service as a child
 * process, funds 2 × N wallets (default N = 1,000: transfers spread over many rows, no single hot
 * row), then measures, at each concurrency (default 8 and 32):
 *   (a) POST /internal/ledger/transfers over HTTP (1 baisa between two random wallets), and
 *   (b) a raw mysql2 script doing the same transaction (INSERT transfer, conditional UPDATE of both
 *       accounts in id order, INSERT 2 entries, COMMIT) on its own set of wallets.
 * Load generators run in their own processes. After (a) the ledger's reconciliation must be clean.
 * Figures and the ratio (target ≥ 80% of raw at concurrency 32) go to docs/benchmarks.md, section "Ledger".
 *
 * Options: --duration=8 --warmup=2 --concurrency=8,32 --accounts=1000 --no-write --doc=<file>
 * Profiling: BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the wallet process there.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { cpus, release, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { Pool } from 'undici';
import { buildDataSourceOptions } from '@cf/platform';
import { dropTestDatabase } from '@cf/testing';
import { formatReconciliation, runReconciliation } from '@cf/wallet-service';
import { cpuSeconds, parseBenchOptions, writeMarkedSection, type BenchOptions } from './support/bench-kit';
import type { LoadJob, LoadResult } from './support/ledger-load';
import { freePort, startChild, stopChild } from './support/processes';

const ROOT = resolve(__dirname, '..', '..');
const REGISTER = join(ROOT, 'deploy', 'register.js');
const START = '<!-- ledger-bench:start -->';
const END = '<!-- ledger-bench:end -->';
const TOKEN = 'bench-internal-token-0123456789';

interface Options extends BenchOptions {
  accounts: number;
}

function parseOptions(argv: string[]): Options {
  const options = parseBenchOptions(argv, ROOT);
  return { ...options, accounts: Number(options.value('accounts') ?? 1000) };
}


async function load(job: LoadJob): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)(process.execPath, ['-r', REGISTER, join(__dirname, 'support', 'ledger-load.ts'), JSON.stringify(job)], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult;
}

/** Funds each wallet from a clearing account through the API (setup, not measured). */
async function fund(baseUrl: string, owners: string[]): Promise<void> {
  const pool = new Pool(baseUrl, { connections: 16 });
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < owners.length; i = next++) {
      const response = await pool.request({
        path: '/internal/ledger/transfers',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': TOKEN },
        body: JSON.stringify({ transferId: `fund-${owners[i]}`, reason: 'topup', entries: [{ account: { kind: 'gateway_clearing', owner: 'bench' }, amount: -1_000_000_000 }, { account: { kind: 'user_wallet', owner: owners[i] }, amount: 1_000_000_000 }] }),
      });
      const text = await response.body.text();
      if (response.statusCode !== 200) throw new Error(`funding failed: ${response.statusCode} ${text}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  await pool.close();
}

interface Row {
  concurrency: number;
  api: LoadResult & { cpuUs: number };
  raw: LoadResult;
}

const fixed = (value: number, digits = 0): string => value.toFixed(digits);

function section(rows: Row[], options: Options, started: Date, reconciliation: string): string {
  const cpu = cpus();
  const lines = [
    START,
    '## Ledger',
    '',
    'Transfers per second of the wallet service\'s transfer API over HTTP (`POST /internal/ledger/transfers`: validation,',
    'the transfer row (claims its id), conditional balance updates, balances after, 2 entries, the',
    '`wallet.transfer-posted` outbox event and the 2 rows of the wallets\' transaction lists, in a transaction',
    'shared with the transfers sent meanwhile: group commit, ADR 0029) against a raw mysql2 script doing the',
    'same double-entry transaction without a service, one per transaction (INSERT transfer, 2 conditional',
    'UPDATEs, INSERT 2 entries, COMMIT). Target (issue 39): the API keeps at least 80% of the raw rate at concurrency 32.',
    '',
    '```',
    'npm run bench:ledger                                  # MariaDB scratch database, concurrency 8 and 32, 2 s + 8 s each',
    'npm run bench:ledger -- --concurrency=32 --duration=15 --accounts=1000 --no-write',
    '```',
    '',
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC. Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${fixed(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.version}; shared with other work.`,
    `MariaDB on 127.0.0.1:3306, a fresh database; the wallet service in its own process (pool of as many connections as the load's concurrency, log level silent); each load generator in its own process, one request or transaction in flight per worker.`,
    `Each transfer moves 1 baisa between two random wallets out of ${options.accounts} (a separate set of ${options.accounts} for each side), so rows are spread and no single hot row limits either side. ${options.warmup} s warm-up, ${options.duration} s measured.`,
    '',
    '| concurrency | API transfers/s | API p50 ms | API p99 ms | wallet CPU µs/transfer | raw transfers/s | raw p50 ms | raw p99 ms | API / raw |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.concurrency} | ${fixed(r.api.rps)} | ${fixed(r.api.p50, 1)} | ${fixed(r.api.p99, 1)} | ${fixed(r.api.cpuUs)} | ${fixed(r.raw.rps)} | ${fixed(r.raw.p50, 1)} | ${fixed(r.raw.p99, 1)} | **${fixed((100 * r.api.rps) / r.raw.rps, 1)}%** |`,
    ),
    '',
    ...rows.map((r) => `- concurrency ${r.concurrency}: ${fixed((100 * r.api.rps) / r.raw.rps, 1)}% of raw (target ≥ ${r.concurrency >= 32 ? 80 : 50}%: ${r.api.rps >= (r.concurrency >= 32 ? 0.8 : 0.5) * r.raw.rps ? 'met' : 'missed'}); errors API ${r.api.errors}, raw ${r.raw.errors}.`),
    '',
    'After the API runs the reconciliation (`npm run ledger:check`) on the benchmark database said:',
    '',
    '```',
    reconciliation,
    '```',
    END,
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = new Date();
  const maxConcurrency = Math.max(...options.concurrency);
  const base = (process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
  const dbUrl = `${base}/bench_ledger_${process.pid}`;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let wallet: ChildProcess | undefined;
  try {
    process.stdout.write(`starting the wallet service on ${dbUrl}...\n`);
    wallet = await startChild(
      'support/run-wallet.ts',
      {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'silent',
        PORT: String(port),
        DB_URL: `${dbUrl}?connectionLimit=${maxConcurrency}`,
        INTERNAL_API_CREDENTIALS: `bench=${TOKEN}`,
        LEDGER_HOLD_SWEEP_MS: '0',
        OUTBOX_POLL_MS: '100',
      },
      'wallet',
      process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
    );
    const apiOwners = Array.from({ length: options.accounts }, (_, i) => `api-${i}`);
    const rawOwners = Array.from({ length: options.accounts }, (_, i) => `raw-${i}`);
    process.stdout.write(`funding ${apiOwners.length + rawOwners.length} wallets...\n`);
    await fund(baseUrl, [...apiOwners, ...rawOwners]);

    const rows: Row[] = [];
    for (const concurrency of options.concurrency) {
      const common = { concurrency, warmupMs: options.warmup * 1000, durationMs: options.duration * 1000, accounts: options.accounts };
      const before = cpuSeconds(wallet.pid);
      const api = await load({ ...common, mode: 'http', url: baseUrl, token: TOKEN, ownerPrefix: 'api-' });
      const cpuUs = api.count ? ((cpuSeconds(wallet.pid) - before) * 1e6) / (api.count * ((options.duration + options.warmup) / options.duration)) : 0;
      process.stdout.write(`c=${concurrency} API ${fixed(api.rps)} transfers/s p50 ${fixed(api.p50, 1)} ms p99 ${fixed(api.p99, 1)} ms, ${fixed(cpuUs)} µs CPU each, errors ${api.errors}${api.firstError ? ` (${api.firstError})` : ''}\n`);
      const raw = await load({ ...common, mode: 'raw', dbUrl, ownerPrefix: 'raw-' });
      process.stdout.write(`c=${concurrency} raw ${fixed(raw.rps)} transfers/s p50 ${fixed(raw.p50, 1)} ms p99 ${fixed(raw.p99, 1)} ms, errors ${raw.errors}${raw.firstError ? ` (${raw.firstError})` : ''}\n`);
      rows.push({ concurrency, api: { ...api, cpuUs }, raw });
    }
    await stopChild(wallet);
    wallet = undefined;

    // The raw side writes no outbox events and no balances-after: reconcile the API's accounts only.
    const dataSource = await new DataSource(buildDataSourceOptions(dbUrl, [], [])).initialize();
    let reconciliation: string;
    try {
      await dataSource.query("DELETE e FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transferId WHERE t.transferId LIKE 'raw-%'");
      await dataSource.query("DELETE FROM ledger_transfers WHERE transferId LIKE 'raw-%'");
      await dataSource.query("UPDATE ledger_accounts SET balance = 1000000000 WHERE owner LIKE 'raw-%'");
      reconciliation = formatReconciliation(await runReconciliation(dataSource));
    } finally {
      await dataSource.destroy();
    }
    const text = section(rows, options, started, reconciliation);
    process.stdout.write(`\n${text}\n`);
    if (options.write) {
      writeMarkedSection(options.doc, START, END, text);
      process.stdout.write(`\nwritten to ${options.doc}\n`);
    }
  } finally {
    await stopChild(wallet);
    await dropTestDatabase(dbUrl).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
