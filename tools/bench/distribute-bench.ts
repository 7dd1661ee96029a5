/**
 * `npm run bench:distribute`: one repayment distributed to every investor of a large campaign
 * (default 10,000 investors) in one ledger batch, against the database's own limit for the same writes.
 *
 * On scratch MariaDB databases (created, then dropped) it starts the wallet service as a child
 * process and the repayments service in this process (talking to the wallet over HTTP as in
 * production). For each round it writes a campaign with N investors of uneven holdings, a paid
 * payment and its pending distribution (the repayments service's own tables, as the payment step
 * leaves them), puts the payment's money in the campaign's repayment escrow, then measures:
 *   (a) `DistributionsService.distribute()`: the pro-rata split, the wallet's batch (the fee and
 *       ⌈N/250⌉ transfers in one transaction: conditional balance updates, entries, an outbox event
 *       each) over HTTP, then the shares and one `repayments.distribution-credited` event per investor;
 *   (b) a raw mysql2 transaction writing the same ledger rows with multi-row statements (the
 *       transfer rows, one CASE UPDATE of the N + 2 balances, multi-row INSERTs of the entries), on
 *       its own accounts, no service, no events.
 * Figures (credits per second, the median round) and the ratio go to docs/benchmarks.md,
 * section "Distributions"; the wallet's reconciliation must be clean after the rounds.
 *
 * Options: --investors=10000 --rounds=3 --no-write --doc=<file>
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, release, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { createPool, type Pool as MysqlPool } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { Pool } from 'undici';
import { buildDataSourceOptions } from '@cf/platform';
import { DistributionsService, repaymentsService } from '@cf/repayments-service';
import { dropTestDatabase } from '@cf/testing';
import { formatReconciliation, runReconciliation } from '@cf/wallet-service';
import { parseBenchOptions, writeMarkedSection } from './support/bench-kit';
import { freePort, startChild, stopChild } from './support/processes';

const ROOT = resolve(__dirname, '..', '..');
const START = '<!-- distribute-bench:start -->';
const END = '<!-- distribute-bench:end -->';
const TOKEN = 'bench-internal-token-0123456789';
const OMR = 1000;

async function ledgerTransfer(baseUrl: string, body: unknown): Promise<void> {
  const pool = new Pool(baseUrl, { connections: 1 });
  try {
    const response = await pool.request({ path: '/internal/ledger/transfers', method: 'POST', headers: { 'content-type': 'application/json', 'x-internal-token': TOKEN }, body: JSON.stringify(body) });
    const text = await response.body.text();
    if (response.statusCode !== 200) throw new Error(`ledger answered ${response.statusCode}: ${text}`);
  } finally {
    await pool.close();
  }
}

/** Holdings of 100 to 5,000 OMR, uneven (so the remainder rule has work to do). */
const holdingOf = (i: number) => (100 + ((i * 7_919) % 4_901)) * OMR;

/** Writes, in repayments' tables, a campaign with `investors` holdings and a paid payment whose distribution is pending. */
async function seedDistribution(db: DataSource, investors: number, amount: number): Promise<{ distributionId: string; campaignId: string }> {
  const campaignId = randomUUID();
  const now = new Date().toISOString();
  const raised = Array.from({ length: investors }, (_, i) => holdingOf(i)).reduce((a, b) => a + b, 0);
  await db.query(
    'INSERT INTO repayments_campaigns (campaignId, ownerId, campaignName, slug, termsSlug, currency, interestRate, termMonths, gracePeriodMonths, paymentFrequency, paybackStartDate, distributionOfNetProfit, offerKnown, outcome, raised, closedAt, scheduledAt, autoRepayment, updatedAt) VALUES (?, ?, ?, ?, ?, ?, 12, 12, 0, ?, NULL, NULL, 1, ?, ?, ?, ?, 0, ?)',
    [campaignId, randomUUID(), 'Bench Murabaha', `bench-${campaignId}`, 'debt', 'OMR', 'quarterly', 'successful', raised, now, now, now],
  );
  for (let i = 0; i < investors; i += 1_000) {
    const chunk = Array.from({ length: Math.min(1_000, investors - i) }, (_, k) => i + k);
    await db.query(`INSERT INTO repayments_holdings (investmentId, campaignId, investorId, amount, createdAt) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?)').join(', ')}`, chunk.flatMap((n) => [randomUUID(), campaignId, `bench-investor-${n}`, holdingOf(n), now]));
  }
  const rowId = randomUUID();
  const fee = Math.floor(amount / 100);
  await db.query(
    'INSERT INTO repayments_schedule_rows (id, campaignId, repaymentNumber, kind, expectedDate, principal, profit, platformFee, totalRepayment, paid, reserved, paidDate, description, writtenOffAt, writeOffReason, writtenOffBy, remindedBefore, remindedAfter, createdAt) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, 0, ?, NULL, NULL, NULL, NULL, 0, 0, ?)',
    [rowId, campaignId, 'instalment', now.slice(0, 10), amount - fee * 10, fee * 10, fee, amount, amount, now.slice(0, 10), now],
  );
  const paymentId = randomUUID();
  await db.query('INSERT INTO repayments_payments (id, rowId, campaignId, payerId, amount, method, state, failureReason, createdAt, paidAt) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)', [paymentId, rowId, campaignId, randomUUID(), amount, 'wallet', 'paid', now, now]);
  const distributionId = randomUUID();
  await db.query('INSERT INTO repayments_distributions (id, paymentId, rowId, campaignId, amount, fee, distributed, investorsCount, state, createdAt, creditedAt) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, NULL)', [
    distributionId,
    paymentId,
    rowId,
    campaignId,
    amount,
    fee,
    amount - fee,
    'pending',
    now,
  ]);
  return { distributionId, campaignId };
}

/** Accounts for the raw side (not measured): N investors and escrows, created once. */
async function rawAccounts(pool: MysqlPool, investors: number): Promise<void> {
  const now = new Date().toISOString();
  const ids = Array.from({ length: investors }, (_, i) => `raw-${i}`);
  for (let i = 0; i < ids.length; i += 1_000) {
    const chunk = ids.slice(i, i + 1_000);
    await pool.query(`INSERT INTO ledger_accounts (id, kind, owner, currency, balance, held, allowNegative, version, createdAt) VALUES ${chunk.map(() => "(?, 'user_wallet', ?, 'OMR', 0, 0, 0, 0, ?)").join(', ')}`, chunk.flatMap((id) => [id, id, now]));
  }
}

const fixed = (value: number, digits = 0): string => value.toFixed(digits);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), ROOT);
  const investors = Number(options.value('investors') ?? 10_000);
  const rounds = Number(options.value('rounds') ?? 3);
  const started = new Date();
  const base = (process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
  const walletDb = `${base}/bench_dist_wallet_${process.pid}`;
  const repaymentsDb = `${base}/bench_dist_repayments_${process.pid}`;
  const port = await freePort();
  const walletUrl = `http://127.0.0.1:${port}`;
  let wallet: ChildProcess | undefined;
  let app: Awaited<ReturnType<typeof repaymentsService.start>> | undefined;
  const amount = 100_000 * OMR;
  try {
    process.stdout.write(`starting the wallet (${walletDb}) and repayments (${repaymentsDb})...\n`);
    wallet = await startChild('support/run-wallet.ts', { ...process.env, NODE_ENV: 'development', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent', PORT: String(port), DB_URL: `${walletDb}?connectionLimit=8`, INTERNAL_API_CREDENTIALS: `bench=${TOKEN}`, LEDGER_HOLD_SWEEP_MS: '0', OUTBOX_POLL_MS: '100' }, 'wallet');
    app = await repaymentsService.start(
      repaymentsService.configFromEnv({ NODE_ENV: 'development', LOG_LEVEL: 'silent', PORT: String(await freePort()), DB_URL: repaymentsDb, WALLET_URL: walletUrl, REPAYMENTS_INTERNAL_TOKEN: TOKEN, REPAYMENT_SWEEP_MS: '0', DATA_DIR: join(ROOT, 'tmp', 'bench') }, {}),
    );
    const db = app.get(DataSource);
    const distributing = app.get(DistributionsService);
    const raw = createPool({ uri: walletDb, connectionLimit: 2 });
    await rawAccounts(raw, investors);

    const measured: Array<{ ms: number; rawMs: number }> = [];
    for (let round = 1; round <= rounds; round++) {
      const seeded = await seedDistribution(db, investors, amount);
      await ledgerTransfer(walletUrl, {
        transferId: `bench-escrow-${seeded.campaignId}`,
        reason: 'repayment',
        entries: [
          { account: { kind: 'suspense', owner: 'platform', currency: 'OMR' }, amount: -amount },
          { account: { kind: 'repayment_escrow', owner: seeded.campaignId, currency: 'OMR' }, amount },
        ],
      });
      await raw.query("INSERT INTO ledger_accounts (id, kind, owner, currency, balance, held, allowNegative, version, createdAt) SELECT ?, 'repayment_escrow', ?, 'OMR', ?, 0, 0, 0, ? FROM DUAL", [`raw-escrow-round-${round}`, `raw-${round}`, amount, new Date().toISOString()]);
      const t0 = process.hrtime.bigint();
      if (!(await distributing.distribute(seeded.distributionId))) throw new Error('the distribution did not complete');
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      const credited = (await db.query('SELECT COUNT(*) AS n, SUM(amount) AS total FROM repayments_distribution_shares WHERE distributionId = ?', [seeded.distributionId])) as Array<{ n: number; total: string }>;
      const [d] = (await db.query('SELECT distributed FROM repayments_distributions WHERE id = ?', [seeded.distributionId])) as Array<{ distributed: string }>;
      if (Number(credited[0].total) !== Number(d.distributed)) throw new Error(`shares sum to ${credited[0].total}, not ${d.distributed}`);
      const rawMs = await rawDistributionWithEscrow(raw, investors, amount, round);
      process.stdout.write(`round ${round}: ${investors} credits in ${fixed(ms)} ms (${fixed((investors * 1000) / ms)}/s); raw ${fixed(rawMs)} ms (${fixed((investors * 1000) / rawMs)}/s)\n`);
      measured.push({ ms, rawMs });
    }
    await raw.end();
    await app.close();
    app = undefined;
    // Let the wallet's relay and consumers finish, then stop it and reconcile the service's accounts.
    await new Promise((done) => setTimeout(done, 5_000));
    await stopChild(wallet);
    wallet = undefined;
    const walletSource = await new DataSource(buildDataSourceOptions(walletDb, [], [])).initialize();
    let reconciliation: string;
    try {
      await walletSource.query("DELETE e FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transferId WHERE t.transferId LIKE 'raw-%'");
      await walletSource.query("DELETE FROM ledger_transfers WHERE transferId LIKE 'raw-%'");
      await walletSource.query("DELETE FROM ledger_accounts WHERE id LIKE 'raw-%'");
      reconciliation = formatReconciliation(await runReconciliation(walletSource));
    } finally {
      await walletSource.destroy();
    }
    const ms = median(measured.map((m) => m.ms));
    const rawMs = median(measured.map((m) => m.rawMs));
    const cpu = cpus();
    const text = [
      START,
      '## Distributions',
      '',
      `One repayment distributed to every investor of a campaign of **${investors.toLocaleString('en-GB')} investors** in one ledger batch (issue 15):`,
      '`DistributionsService.distribute()` in the repayments service — the pro-rata split (largest remainder), the wallet\'s',
      '`POST /internal/ledger/transfer-batches` over HTTP (the platform fee and one transfer per 250 credits, all in one',
      'database transaction: conditional balance updates, entries, a `wallet.transfer-posted` outbox event each), then the',
      `${investors.toLocaleString('en-GB')} shares and one \`repayments.distribution-credited\` event per investor in repayments' transaction — against a raw`,
      'mysql2 transaction writing the same ledger rows with multi-row statements (transfer rows, one CASE UPDATE of each',
      'transfer\'s balances, multi-row INSERTs of the entries) and nothing else: no service, no events, no shares.',
      '',
      '```',
      'npm run bench:distribute                       # MariaDB scratch databases, 10,000 investors, 3 rounds',
      'npm run bench:distribute -- --investors=2000 --rounds=1 --no-write',
      '```',
      '',
      `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC. Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${fixed(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.version}; shared with other work.`,
      'MariaDB on 127.0.0.1:3306; the wallet in its own process, repayments in the benchmark\'s process; median of the rounds.',
      '',
      '| investors | distribute() ms | credits/s | raw ledger ms | raw credits/s | service / raw |',
      '|---:|---:|---:|---:|---:|---:|',
      `| ${investors} | ${fixed(ms)} | ${fixed((investors * 1000) / ms)} | ${fixed(rawMs)} | ${fixed((investors * 1000) / rawMs)} | **${fixed((100 * rawMs) / ms, 1)}%** |`,
      '',
      `Rounds: ${measured.map((m) => `${fixed(m.ms)} ms (raw ${fixed(m.rawMs)} ms)`).join(', ')}. Every round's shares summed exactly to the amount distributed.`,
      `Target: one batch for the whole campaign, under 30 s for 10,000 investors, at least 20% of the raw rate — ${ms < 30_000 * (investors / 10_000) && rawMs / ms >= 0.2 ? 'met' : 'missed'}.`,
      'The service does more than the raw side on purpose (the idempotent batch, balances after each entry, the events',
      'auditors and notifications read, the shares investors see): the ratio says what that costs.',
      '',
      'The wallet\'s reconciliation (`npm run ledger:check`) on the benchmark database afterwards:',
      '',
      '```',
      reconciliation,
      '```',
      END,
    ].join('\n');
    process.stdout.write(`\n${text}\n`);
    if (options.write) {
      writeMarkedSection(options.doc, START, END, text);
      process.stdout.write(`\nwritten to ${options.doc}\n`);
    }
  } finally {
    await app?.close().catch(() => undefined);
    await stopChild(wallet);
    await dropTestDatabase(walletDb).catch(() => undefined);
    await dropTestDatabase(repaymentsDb).catch(() => undefined);
  }
}

/**
 * The same ledger rows as one distribution, written by hand on its own accounts (the round's escrow,
 * funded before, not measured): per 250 credits a transfer row, one CASE UPDATE of its balances and
 * a multi-row INSERT of its entries; one transaction.
 */
async function rawDistributionWithEscrow(pool: MysqlPool, investors: number, amount: number, round: number): Promise<number> {
  const escrow = `raw-escrow-round-${round}`;
  const share = Math.floor((amount * 0.99) / investors);
  const credits = Array.from({ length: investors }, (_, i) => ({ account: `raw-${i}`, amount: share }));
  const connection = await pool.getConnection();
  try {
    const started = process.hrtime.bigint();
    await connection.beginTransaction();
    const now = new Date().toISOString();
    for (let i = 0; i < credits.length; i += 250) {
      const chunk = credits.slice(i, i + 250);
      const transferRow = randomUUID();
      await connection.query('INSERT INTO ledger_transfers (id, transferId, reason, requestHash, metadata, actorId, correlationId, holdId, postedAt) VALUES (?, ?, ?, ?, ?, NULL, NULL, NULL, ?)', [transferRow, `raw-${transferRow}`, 'distribution', 'x', '{}', now]);
      const ids = [escrow, ...chunk.map((c) => c.account)];
      const deltas = [-chunk.reduce((s, c) => s + c.amount, 0), ...chunk.map((c) => c.amount)];
      const [result] = await connection.query(`UPDATE ledger_accounts SET balance = balance + CASE id ${ids.map(() => 'WHEN ? THEN ?').join(' ')} ELSE 0 END, version = version + 1 WHERE id IN (${ids.map(() => '?').join(', ')})`, [
        ...ids.flatMap((id, k) => [id, deltas[k]]),
        ...ids,
      ]);
      if ((result as { affectedRows: number }).affectedRows !== ids.length) throw new Error(`raw: ${ids.length - (result as { affectedRows: number }).affectedRows} accounts missing`);
      await connection.query(
        `INSERT INTO ledger_entries (id, transferId, accountId, amount, balanceAfter, seq, accountVersion, postedAt) VALUES ${ids.map(() => '(?, ?, ?, ?, 0, ?, 1, ?)').join(', ')}`,
        ids.flatMap((id, k) => [randomUUID(), transferRow, id, deltas[k], k, now]),
      );
    }
    await connection.commit();
    return Number(process.hrtime.bigint() - started) / 1e6;
  } finally {
    connection.release();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
