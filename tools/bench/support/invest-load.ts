/**
 * Load generator of the invest benchmark, run in its own process (never sharing an event loop with
 * what it measures). Reads one JSON job from the file named by argv[2], prints one JSON result line.
 *
 * - http: POST /api/v1/investment/{campaignId} through the gateway, a random investor's token each time
 * - raw:  the invest transaction with mysql2, one connection per worker: BEGIN; INSERT investment;
 *         INSERT usage; INSERT outbox event; conditional UPDATE of the hot campaign row (last); COMMIT
 * - raw-batch: group commit at the database: `batch` investments per transaction (multi-row INSERTs,
 *         one conditional UPDATE of the campaign row for their sum), each counted as accepted
 * - http-pay: POST /api/v1/process-investment/{id} (the wallet hold) for reservations prepared and
 *         signed beforehand, each paid once; the first tenth is the warm-up
 * - http-invest: a whole invest as an investor makes it: reserve, sign the contract (typed), confirm it
 *         with the texted code (read on Kafka as notifications reads it), pay from the wallet
 * Counts accepted (201 / 1 row updated) and refused (409 / 0 rows: no room) separately.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createPool, type PoolConnection } from 'mysql2/promise';
import { Pool } from 'undici';
import { ContractCodes, sendJson, signAndConfirm } from '@cf/testing';
import { measureLoop, percentile } from './bench-kit';

export interface InvestLoadJob {
  mode: 'http' | 'raw' | 'raw-batch' | 'http-pay' | 'http-invest';
  /** Reservations ready to pay (http-pay). */
  payments?: Array<{ id: string; token: string }>;
  /** Where the contract codes are read (http-invest). */
  kafkaBrokers?: string;
  runId?: string;
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

/** Pays each prepared reservation once, `concurrency` at a time; the first tenth warms up. */
async function payAll(job: InvestLoadJob): Promise<InvestLoadResult> {
  const base = new URL(job.url!);
  const pool = new Pool(base.origin, { connections: job.concurrency, pipelining: 1 });
  const payments = job.payments!;
  const warmup = Math.floor(payments.length / 10);
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  let firstError: string | undefined;
  let measuredFrom = 0;
  const worker = async () => {
    for (let n = next++; n < payments.length; n = next++) {
      if (n === warmup) measuredFrom = Date.now();
      const started = process.hrtime.bigint();
      const response = await pool.request({
        path: `/api/v1/process-investment/${payments[n].id}?lng=en`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${payments[n].token}` },
        body: JSON.stringify({ paymentType: 'wallet' }),
      });
      const text = await response.body.text();
      if (n < warmup) continue;
      if (response.statusCode === 200) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      else {
        errors++;
        firstError ??= `${response.statusCode} ${text.slice(0, 200)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, worker));
  const elapsed = (Date.now() - measuredFrom) / 1000;
  await pool.close();
  latencies.sort((x, y) => x - y);
  return { accepted: latencies.length, refused: 0, errors, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), firstError };
}

async function run(job: InvestLoadJob): Promise<InvestLoadResult> {
  if (job.mode === 'http-pay') return payAll(job);
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
  } else if (job.mode === 'http-invest') {
    const base = new URL(job.url!).origin;
    const codes = await ContractCodes.start(job.kafkaBrokers!, `${job.runId}-${process.pid}`);
    const tokens = job.tokens!;
    const send = async (method: string, path: string, token: string, body: unknown) => {
      const answer = await sendJson(`${base}/api/v1/${path}?lng=en`, { method, token, body, timeoutMs: 30_000 });
      return answer as { status: number; body: { message?: string; data?: { data?: { id?: string; state?: string } } } };
    };
    once = async () => {
      const token = tokens[Math.floor(Math.random() * tokens.length)];
      const reserved = await send('POST', `investment/${job.campaignId}`, token, { amount: job.amount, acceptTerms: true, acceptRisk: true });
      if (reserved.status === 409 || reserved.status === 422) return false;
      if (reserved.status !== 201) throw new Error(`reserve: ${reserved.status} ${reserved.body.message}`);
      const id = reserved.body.data!.data!.id!;
      await signAndConfirm((method, path, body) => send(method, path, token, body), codes, id, Date.now() + 30_000);
      const paid = await send('POST', `process-investment/${id}`, token, { paymentType: 'wallet' });
      if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${paid.body.message}`);
      return true;
    };
    close = () => codes.stop();
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
