/**
 * Load generator of the invest benchmark, run in its own process (never sharing an event loop with
 * what it measures). Reads one JSON job from the file named by argv[2], prints one JSON result line.
 *
 * - http: POST /api/v1/investment/{campaignId} through the gateway, a random investor's token each time
 * - raw:  the invest transaction with mysql2, one connection per worker: BEGIN; INSERT investment;
 *         INSERT usage; INSERT outbox event; conditional UPDATE of the hot campaign row (last); COMMIT
 * - raw-batch: group commit at the database: `batch` investments per transaction (multi-row INSERTs,
 *         one conditional UPDATE of the campaign row for their sum), each counted as accepted
 * Counts accepted (201 / 1 row updated) and refused (409 / 0 rows: no room) separately.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createPool, type PoolConnection } from 'mysql2/promise';
import { Pool } from 'undici';
import { measureLoop, percentile } from './bench-kit';

export interface InvestLoadJob {
  mode: 'http' | 'raw' | 'raw-batch';
  /** Investments per transaction (raw-batch). */
  batch?: number;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  campaignId: string;
  amount: number;
  url?: string;
  tokens?: string[];
  dbUrl?: string;
}

export interface InvestLoadResult {
  accepted: number;
  refused: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  firstError?: string;
}

async function run(job: InvestLoadJob): Promise<InvestLoadResult> {
  let once: (worker: number) => Promise<boolean>;
  let close: () => Promise<void>;

  if (job.mode === 'http') {
    const base = new URL(job.url!);
    const pool = new Pool(base.origin, { connections: job.concurrency, pipelining: 1 });
    const body = JSON.stringify({ amount: job.amount, acceptTerms: true, acceptRisk: true });
    const tokens = job.tokens!;
    once = async () => {
      const token = tokens[Math.floor(Math.random() * tokens.length)];
      const response = await pool.request({ path: `/api/v1/investment/${job.campaignId}?lng=en`, method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
      const text = await response.body.text();
      if (response.statusCode === 201) return true;
      if (response.statusCode === 409 || response.statusCode === 422) return false;
      throw new Error(`${response.statusCode} ${text.slice(0, 200)}`);
    };
    close = () => pool.close();
  } else {
    // One investment per transaction (raw), or `batch` of them (raw-batch: multi-row INSERTs and one
    // capacity UPDATE for their sum); with one row the statements are the single invest transaction's.
    const size = job.mode === 'raw-batch' ? (job.batch ?? 8) : 1;
    const rows = (columns: number) => Array.from({ length: size }, () => `(${Array(columns).fill('?').join(', ')})`).join(', ');
    const pool = createPool({ uri: job.dbUrl!, connectionLimit: job.concurrency });
    const connections: PoolConnection[] = await Promise.all(Array.from({ length: job.concurrency }, () => pool.getConnection()));
    once = async (worker) => {
      const conn = connections[worker];
      const now = new Date().toISOString();
      const ids = Array.from({ length: size }, () => randomUUID());
      const investors = ids.map(() => randomUUID());
      const total = job.amount * size;
      await conn.query('START TRANSACTION');
      try {
        await conn.query(`INSERT INTO raw_investments (id, investorId, campaignId, amount, state, createdAt) VALUES ${rows(6)}`, ids.flatMap((id, i) => [id, investors[i], job.campaignId, job.amount, 'reserved', now]));
        await conn.query(`INSERT INTO raw_usage (id, investorId, amount, createdAt) VALUES ${rows(4)}`, ids.flatMap((_, i) => [randomUUID(), investors[i], job.amount, now]));
        await conn.query(`INSERT INTO raw_outbox (id, aggregateId, payload, createdAt) VALUES ${rows(4)}`, ids.flatMap((id) => [randomUUID(), id, JSON.stringify({ investmentId: id, amount: job.amount }), now]));
        const [result] = await conn.query('UPDATE raw_offers SET reserved = reserved + ? WHERE id = ? AND reserved + ? <= goal', [total, job.campaignId, total]);
        if ((result as { affectedRows: number }).affectedRows !== 1) {
          await conn.query('ROLLBACK');
          return false;
        }
        await conn.query('COMMIT');
        return true;
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

  const loop = await measureLoop(job.concurrency, job.warmupMs, job.durationMs, (worker) => once(worker));
  await close();
  const { latencies, errors, firstError } = loop;
  // A batch's transaction accepts `batch` investments at once.
  const accepted = latencies.length * (job.mode === 'raw-batch' ? (job.batch ?? 8) : 1);
  const refused = loop.uncounted;
  const elapsed = loop.elapsedSeconds;
  return { accepted, refused, errors, rps: accepted / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), firstError };
}

if (require.main === module) {
  run(JSON.parse(readFileSync(process.argv[2], 'utf8')) as InvestLoadJob).then(
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
