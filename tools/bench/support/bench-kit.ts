/**
 * What the benchmarks share: the closed-loop load (one request in flight per worker, a warm-up, a
 * measured window), percentiles, the CPU a process used, and the section a run writes into
 * docs/benchmarks.md between its markers.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export interface MeasuredLoop {
  /** Latencies (ms) of the calls that counted, sorted. */
  latencies: number[];
  /** Calls that answered but did not count (e.g. a refused investment). */
  uncounted: number;
  errors: number;
  firstError?: string;
  elapsedSeconds: number;
}

/**
 * Runs `once(worker, n)` in `concurrency` loops for `warmupMs` then `durationMs`, recording the
 * measured window only. `once` answers whether the call counts (true) or not (false); a throw is an error.
 */
export async function measureLoop(concurrency: number, warmupMs: number, durationMs: number, once: (worker: number, n: number) => Promise<boolean | void>): Promise<MeasuredLoop> {
  const latencies: number[] = [];
  let uncounted = 0;
  let errors = 0;
  let firstError: string | undefined;
  let measuring = false;
  let stop = false;
  const worker = async (w: number) => {
    for (let n = 0; !stop; n++) {
      const started = process.hrtime.bigint();
      try {
        const counts = await once(w, n);
        if (!measuring) continue;
        if (counts === false) uncounted++;
        else latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      } catch (error) {
        if (measuring) {
          errors++;
          firstError ??= (error as Error).message;
        }
      }
    }
  };
  const workers = Array.from({ length: concurrency }, (_, w) => worker(w));
  await new Promise((resolve) => setTimeout(resolve, warmupMs));
  measuring = true;
  const t0 = Date.now();
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  measuring = false;
  const elapsedSeconds = (Date.now() - t0) / 1000;
  stop = true;
  await Promise.all(workers);
  latencies.sort((x, y) => x - y);
  return { latencies, uncounted, errors, firstError, elapsedSeconds };
}

const CLOCK_TICKS = 100; // USER_HZ on Linux
/** CPU seconds a process has used (user + system), from /proc. */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Writes `block` (which starts with `start` and ends with `end`) into `file`, replacing the previous run's. */
export function writeMarkedSection(file: string, start: string, end: string, block: string): void {
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  if (doc.includes(start) && doc.includes(end)) doc = doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length);
  else doc = `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, doc);
}

/** The options every closed-loop benchmark takes: --duration=8 --warmup=2 --concurrency=8,32 --no-write --doc=<file>. */
export interface BenchOptions {
  duration: number;
  warmup: number;
  concurrency: number[];
  write: boolean;
  doc: string;
  /** Any other `--name=value` option. */
  value(name: string): string | undefined;
}

export function parseBenchOptions(argv: string[], root: string): BenchOptions {
  const value = (name: string): string | undefined => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  return {
    duration: Number(value('duration') ?? 8),
    warmup: Number(value('warmup') ?? 2),
    concurrency: (value('concurrency') ?? '8,32').split(',').map(Number),
    write: !argv.includes('--no-write'),
    doc: resolve(value('doc') ?? join(root, 'docs', 'benchmarks.md')),
    value,
  };
}
