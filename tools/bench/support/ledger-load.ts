/**
 * Load generator of the ledger benchmark, run in its own process (it never shares an event loop
 * with the server it measures). Reads one JSON job from argv[2], prints one JSON result line.
 *
 * - http: POST /internal/ledger/transfers on the wallet service (undici pool, one request in flight per worker)
 * - raw:  the same double-entry transaction with mysql2, one connection per worker:
 *         BEGIN; INSERT transfer; conditional UPDATE of both accounts in id order; INSERT 2 entries; COMMIT
 * Each transfer moves 1 baisa between two random wallets of `accounts` (no single hot row).
 */
import { randomUUID } from 'node:crypto';
import { createPool, type PoolConnection } from 'mysql2/promise';
import { Pool } from 'undici';
import { measureLoop, percentile } from './bench-kit';
import { accountIdOf } from '@cf/wallet-service';

export interface LoadJob {
  mode: 'http' | 'raw';
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  accounts: number;
  /** Wallet owners are `${ownerPrefix}${i}`. */
  ownerPrefix: string;
  url?: string;
  token?: string;
  dbUrl?: string;
}

export interface LoadResult {
  count: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  firstError?: string;
}

function pair(accounts: number): [number, number] {
  const a = Math.floor(Math.random() * accounts);
  let b = Math.floor(Math.random() * (accounts - 1));
  if (b >= a) b++;
  return [a, b];
}

async function run(job: LoadJob): Promise<LoadResult> {
  const owner = (i: number) => `${job.ownerPrefix}${i}`;
  let once: (worker: number, n: number) => Promise<void>;
  let close: () => Promise<void>;

  if (job.mode === 'http') {
    const base = new URL(job.url!);
    const pool = new Pool(base.origin, { connections: job.concurrency, pipelining: 1 });
    once = async (worker, n) => {
      const [a, b] = pair(job.accounts);
      const body = JSON.stringify({
        transferId: `b-${process.pid}-${worker}-${n}`,
        reason: 'bench',
        entries: [
          { account: { kind: 'user_wallet', owner: owner(a) }, amount: -1 },
          { account: { kind: 'user_wallet', owner: owner(b) }, amount: 1 },
        ],
      });
      const response = await pool.request({ path: '/internal/ledger/transfers', method: 'POST', headers: { 'content-type': 'application/json', 'x-internal-token': job.token! }, body });
      const text = await response.body.text();
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${text.slice(0, 200)}`);
    };
    close = () => pool.close();
  } else {
    const pool = createPool({ uri: job.dbUrl!, connectionLimit: job.concurrency, supportBigNumbers: true, bigNumberStrings: true });
    const connections: PoolConnection[] = await Promise.all(Array.from({ length: job.concurrency }, () => pool.getConnection()));
    const ids = Array.from({ length: job.accounts }, (_, i) => accountIdOf({ kind: 'user_wallet', owner: owner(i) }));
    once = async (worker) => {
      const conn = connections[worker];
      const [a, b] = pair(job.accounts);
      const legs = [
        { id: ids[a], amount: -1 },
        { id: ids[b], amount: 1 },
      ].sort((x, y) => (x.id < y.id ? -1 : 1));
      const transferRowId = randomUUID();
      const now = new Date().toISOString();
      await conn.query('START TRANSACTION');
      try {
        await conn.query('INSERT INTO ledger_transfers (id, transferId, reason, requestHash, metadata, actorId, correlationId, holdId, postedAt) VALUES (?, ?, ?, ?, ?, NULL, NULL, NULL, ?)', [
          transferRowId,
          `raw-${transferRowId}`,
          'bench',
          '0'.repeat(64),
          '{}',
          now,
        ]);
        for (const leg of legs) {
          const [result] = await conn.query(
            leg.amount < 0
              ? 'UPDATE ledger_accounts SET balance = balance + ?, version = version + 1 WHERE id = ? AND (allowNegative = 1 OR balance - held + ? >= 0)'
              : 'UPDATE ledger_accounts SET balance = balance + ?, version = version + 1 WHERE id = ?',
            leg.amount < 0 ? [leg.amount, leg.id, leg.amount] : [leg.amount, leg.id],
          );
          if ((result as { affectedRows: number }).affectedRows !== 1) throw new Error('insufficient funds');
        }
        await conn.query('INSERT INTO ledger_entries (id, transferId, accountId, amount, balanceAfter, seq, accountVersion, postedAt) VALUES (?, ?, ?, ?, 0, 0, 0, ?), (?, ?, ?, ?, 0, 1, 0, ?)', [
          randomUUID(),
          transferRowId,
          ids[a],
          -1,
          now,
          randomUUID(),
          transferRowId,
          ids[b],
          1,
          now,
        ]);
        await conn.query('COMMIT');
      } catch (error) {
        await conn.query('ROLLBACK');
        throw error;
      }
    };
    close = async () => {
      for (const c of connections) c.release();
      await pool.end();
    };
  }

  const { latencies, errors, firstError, elapsedSeconds: elapsed } = await measureLoop(job.concurrency, job.warmupMs, job.durationMs, once);
  await close();
  return { count: latencies.length, errors, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), firstError };
}

if (require.main === module) {
  run(JSON.parse(process.argv[2]) as LoadJob).then(
    (result) => {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
      process.exit(1);
    },
  );
}
