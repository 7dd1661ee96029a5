/**
 * `npm run bench:gateway`: what one hop through the gateway costs on an authenticated call.
 *
 * Starts identity (with its demo users) and the gateway as two child processes on loopback, signs
 * in through the gateway, then loads GET /api/v1/users/me (a) directly on identity and (b) through
 * the gateway with autocannon, itself a third process so the load generator never shares an event
 * loop with a server. Rounds alternate the order of (a) and (b). The figures, the ratio (target:
 * gateway ≥ 70% of direct) and the CPU each server process spent per request are printed and
 * written to docs/benchmarks.md, section "Gateway hop".
 *
 * Options: --duration=10 --warmup=2 --connections=32 --rounds=2 --db=sqlite|mysql --redis
 *          --layout=processes|embedded (embedded: identity and gateway share one process, as in
 *          the embedded run mode) --stand-in (a tiny identity look-alike, to test the harness)
 *          --no-write (print only) --doc=<file> (write elsewhere)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { cpus, tmpdir, totalmem, release } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { request } from 'undici';
import { freePort, startChild, stopChild } from './support/processes';

const ROOT = resolve(__dirname, '..', '..');
const AUTOCANNON = require.resolve('autocannon/autocannon.js');
const HEADING = '## Gateway hop';
const marks = (layout: Options['layout']) => ({ start: `<!-- gateway-bench:${layout}:start -->`, end: `<!-- gateway-bench:${layout}:end -->` });
const CLOCK_TICKS = 100; // USER_HZ on Linux

interface Options {
  duration: number;
  warmup: number;
  connections: number;
  rounds: number;
  db: 'sqlite' | 'mysql';
  redis: boolean;
  standIn: boolean;
  write: boolean;
  /** Where to write (default docs/benchmarks.md). */
  doc: string;
  layout: 'processes' | 'embedded';
}

function parseOptions(argv: string[]): Options {
  const value = (name: string): string | undefined => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const has = (name: string): boolean => argv.includes(`--${name}`);
  const db = value('db') ?? 'sqlite';
  if (db !== 'sqlite' && db !== 'mysql') throw new Error('--db must be sqlite or mysql');
  const layout = value('layout') ?? 'processes';
  if (layout !== 'processes' && layout !== 'embedded') throw new Error('--layout must be processes or embedded');
  if (layout === 'embedded' && has('stand-in')) throw new Error('--stand-in runs with --layout=processes only');
  return {
    duration: Number(value('duration') ?? 10),
    warmup: Number(value('warmup') ?? 2),
    connections: Number(value('connections') ?? 32),
    rounds: Number(value('rounds') ?? 2),
    db,
    redis: has('redis'),
    standIn: has('stand-in'),
    write: !has('no-write'),
    doc: resolve(value('doc') ?? join(ROOT, 'docs', 'benchmarks.md')),
    layout,
  };
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Busy and total jiffies of the whole machine (every process, other people's included). */
function machineTicks(): { busy: number; total: number } {
  const numbers = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = numbers.reduce((sum, n) => sum + n, 0);
  const idle = numbers[3] + (numbers[4] ?? 0);
  return { busy: total - idle, total };
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run in its own process (JSON output). */
function autocannon(url: string, token: string, connections: number, seconds: number): Promise<LoadResult> {
  const args = [AUTOCANNON, '-c', String(connections), '-d', String(seconds), '-j', '-H', `authorization=Bearer ${token}`, url];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((done, fail) => {
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      try {
        const json = JSON.parse(line) as { requests: { average: number; total: number }; latency: { p50: number; p99: number }; errors: number; timeouts: number; non2xx: number };
        done({ rps: json.requests.average, p50: json.latency.p50, p99: json.latency.p99, total: json.requests.total, errors: json.errors + json.timeouts, non2xx: json.non2xx });
      } catch {
        fail(new Error(`autocannon failed (exit ${code}): ${err || out}`));
      }
    });
  });
}

interface Measured extends LoadResult {
  target: 'direct' | 'gateway';
  round: number;
  identityCpuUsPerReq: number;
  gatewayCpuUsPerReq: number;
  machineBusy: number;
}

async function measure(target: 'direct' | 'gateway', url: string, token: string, options: Options, round: number, pids: { identity?: number; gateway?: number }): Promise<Measured> {
  await autocannon(url, token, options.connections, options.warmup);
  const before = { identity: cpuSeconds(pids.identity), gateway: cpuSeconds(pids.gateway), machine: machineTicks() };
  const result = await autocannon(url, token, options.connections, options.duration);
  const after = { identity: cpuSeconds(pids.identity), gateway: cpuSeconds(pids.gateway), machine: machineTicks() };
  const perRequest = (seconds: number): number => (result.total ? (seconds * 1e6) / result.total : 0);
  return {
    target,
    round,
    ...result,
    identityCpuUsPerReq: perRequest(after.identity - before.identity),
    gatewayCpuUsPerReq: perRequest(after.gateway - before.gateway),
    machineBusy: (after.machine.busy - before.machine.busy) / Math.max(1, after.machine.total - before.machine.total),
  };
}

async function json(url: string, init: { method?: 'GET' | 'POST'; body?: unknown; token?: string } = {}): Promise<{ status: number; body: any }> {
  const response = await request(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.body.text();
  return { status: response.statusCode, body: text ? JSON.parse(text) : null };
}

const mean = (values: number[]): number => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
const fixed = (value: number, digits = 0): string => value.toFixed(digits);

function report(results: Measured[], options: Options, context: { dbLabel: string; started: Date }): { text: string; ratio: number } {
  const of = (target: 'direct' | 'gateway') => results.filter((r) => r.target === target);
  const summary = (target: 'direct' | 'gateway') => {
    const runs = of(target);
    return {
      rps: mean(runs.map((r) => r.rps)),
      p50: mean(runs.map((r) => r.p50)),
      p99: mean(runs.map((r) => r.p99)),
      identityCpu: mean(runs.map((r) => r.identityCpuUsPerReq)),
      gatewayCpu: mean(runs.map((r) => r.gatewayCpuUsPerReq)),
      busy: mean(runs.map((r) => r.machineBusy)),
      errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    };
  };
  const direct = summary('direct');
  const gateway = summary('gateway');
  const ratio = gateway.rps / direct.rps;
  const cpu = cpus();
  const lines = [
    marks(options.layout).start,
    `### ${options.layout === 'embedded' ? 'Embedded layout (identity and gateway in one process)' : 'Separate processes (distributed layout)'}`,
    '',
    `Measured ${context.started.toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:gateway${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\`.`,
    '',
    `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.version}; shared with other work (machine busy ${fixed(direct.busy * 100)}% / ${fixed(gateway.busy * 100)}% during the direct / gateway runs).`,
    options.layout === 'embedded'
      ? '- Layout: identity and the gateway in ONE Node process (embedded run mode; the "identity CPU" column is that process: identity plus gateway), autocannon 8 in another; loopback; log level silent.'
      : `- Layout: identity${options.standIn ? ' (STAND-IN, not the real service)' : ''} and the gateway each in its own Node process, autocannon 8 in a third; loopback; log level silent.`,
    `- Identity on ${context.dbLabel}; session revocations ${options.redis ? 'in Redis (127.0.0.1:6379), checked at both hops' : 'in memory (per process)'}; gateway rate limit counting on (in memory, limit raised out of reach).`,
    `- Load: authenticated GET /api/v1/users/me, ${options.connections} connections, ${options.warmup} s warm-up then ${options.duration} s measured, ${options.rounds} round(s) alternating the order; figures are means over rounds.`,
    '',
    '| path | req/s | p50 ms | p99 ms | identity CPU µs/req | gateway CPU µs/req | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    `| direct to identity | ${fixed(direct.rps)} | ${fixed(direct.p50, 1)} | ${fixed(direct.p99, 1)} | ${fixed(direct.identityCpu)} | – | ${direct.errors} |`,
    `| through the gateway | ${fixed(gateway.rps)} | ${fixed(gateway.p50, 1)} | ${fixed(gateway.p99, 1)} | ${fixed(gateway.identityCpu)} | ${options.layout === 'embedded' ? 'in the same process' : fixed(gateway.gatewayCpu)} | ${gateway.errors} |`,
    '',
    `**Gateway / direct = ${fixed(ratio * 100, 1)}%** (target ≥ 70%): ${ratio >= 0.7 ? 'met' : 'missed'}.`,
    ...(options.layout === 'processes'
      ? [
          '',
          `CPU per request: identity ${fixed(gateway.identityCpu)} µs + gateway ${fixed(gateway.gatewayCpu)} µs through the hop, against identity ${fixed(direct.identityCpu)} µs direct; ` +
            `where CPU is the limit (one core for both, as in the embedded mode) the hop would keep about ${fixed((100 * direct.identityCpu) / (gateway.identityCpu + gateway.gatewayCpu))}% of the direct rate.`,
        ]
      : []),
    '',
    '<details><summary>Every run</summary>',
    '',
    '| round | path | req/s | p50 ms | p99 ms | identity µs/req | gateway µs/req | machine busy |',
    '|---:|---|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.round} | ${r.target} | ${fixed(r.rps)} | ${fixed(r.p50, 1)} | ${fixed(r.p99, 1)} | ${fixed(r.identityCpuUsPerReq)} | ${r.target === 'gateway' && options.layout === 'processes' ? fixed(r.gatewayCpuUsPerReq) : '–'} | ${fixed(r.machineBusy * 100)}% |`),
    '',
    '</details>',
    marks(options.layout).end,
  ];
  return { text: lines.join('\n'), ratio };
}

/** Replaces this layout's block in docs/benchmarks.md, or adds it at the end of "Gateway hop". */
function writeSection(file: string, layout: Options['layout'], block: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const { start, end } = marks(layout);
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : "# Benchmarks\n\nFigures measured on the team's machines; each section says how to reproduce it.\n";
  const otherLayout = marks(layout === 'embedded' ? 'processes' : 'embedded').end;
  if (doc.includes(start) && doc.includes(end)) {
    doc = doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length);
  } else if (doc.includes(otherLayout)) {
    const at = doc.indexOf(otherLayout) + otherLayout.length;
    doc = `${doc.slice(0, at)}\n\n${block}${doc.slice(at)}`;
  } else if (doc.includes(HEADING)) {
    // At the end of this section's own text, before the next heading and any marker that opens it.
    const after = doc.indexOf(HEADING) + HEADING.length;
    const next = doc.indexOf('\n## ', after);
    let at = next === -1 ? doc.length : next + 1;
    const before = doc.slice(after, at).replace(/(\s*<!--[^\n]*-->\s*)+$/, '');
    at = after + before.length;
    doc = `${doc.slice(0, at).trimEnd()}\n\n${block}\n\n${doc.slice(at).trimStart()}`;
  } else {
    doc = `${doc.trimEnd()}\n\n${HEADING}\n\n${block}\n`;
  }
  writeFileSync(file, doc);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = new Date();
  const workDir = mkdtempSync(join(tmpdir(), 'cf-gateway-bench-'));
  const identityPort = await freePort();
  const gatewayPort = await freePort();
  const identityUrl = `http://127.0.0.1:${identityPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const dbUrl = options.db === 'mysql' ? `${(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '')}/bench_identity_${process.pid}` : `sqlite:${join(workDir, 'identity.sqlite')}`;
  const dbLabel = options.standIn ? 'no database (stand-in)' : options.db === 'mysql' ? 'MariaDB (127.0.0.1:3306, fresh database)' : 'SQLite (a fresh file, better-sqlite3)';
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    IDENTITY_URL: identityUrl,
  };
  if (options.redis) common.REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  else delete common.REDIS_URL;

  let identity: ChildProcess | undefined;
  let gateway: ChildProcess | undefined;
  try {
    process.stdout.write(`starting ${options.standIn ? 'stand-in identity' : 'identity'} (${dbLabel}) and the gateway...\n`);
    // One account makes every request: its own budget (issue 36) is raised out of reach too.
    const gatewayEnv = { RATE_LIMIT_DEFAULT_MAX: '1000000000', RATE_LIMIT_ACCOUNT_MAX: '1000000000', RATE_LIMIT_STRICT_MAX: '1000' };
    if (options.layout === 'embedded') {
      identity = await startChild('support/run-embedded.ts', { ...common, ...gatewayEnv, IDENTITY_PORT: String(identityPort), GATEWAY_PORT: String(gatewayPort), DB_URL: dbUrl, CAPTCHA_PROVIDER: 'none' }, 'identity + gateway');
      gateway = identity;
    } else {
      identity = await startChild(options.standIn ? 'support/stand-in-identity.ts' : 'support/run-identity.ts', { ...common, PORT: String(identityPort), DB_URL: dbUrl, CAPTCHA_PROVIDER: 'none' }, 'identity');
      gateway = await startChild('support/run-gateway.ts', { ...common, ...gatewayEnv, PORT: String(gatewayPort) }, 'gateway');
    }

    const login = await json(`${gatewayUrl}/api/v1/users/login`, { method: 'POST', body: { email: 'investor1@demo.om', password: 'Investor#2026pass' } });
    const token = login.body?.token as string | undefined;
    if (login.status !== 200 || !token) throw new Error(`login through the gateway failed: ${login.status} ${JSON.stringify(login.body)}`);
    for (const base of [identityUrl, gatewayUrl]) {
      const me = await json(`${base}/api/v1/users/me`, { token });
      if (me.status !== 200) throw new Error(`GET users/me on ${base} answered ${me.status} ${JSON.stringify(me.body)}`);
    }

    // Embedded: one process serves both, so its CPU is counted once (in the identity column).
    const pids = { identity: identity.pid, gateway: options.layout === 'embedded' ? undefined : gateway.pid };
    const results: Measured[] = [];
    for (let round = 1; round <= options.rounds; round++) {
      const order: Array<'direct' | 'gateway'> = round % 2 === 1 ? ['direct', 'gateway'] : ['gateway', 'direct'];
      for (const target of order) {
        const url = `${target === 'direct' ? identityUrl : gatewayUrl}/api/v1/users/me`;
        const result = await measure(target, url, token, options, round, pids);
        results.push(result);
        process.stdout.write(`round ${round} ${target.padEnd(7)} ${fixed(result.rps).padStart(6)} req/s  p50 ${fixed(result.p50, 1)} ms  p99 ${fixed(result.p99, 1)} ms  identity ${fixed(result.identityCpuUsPerReq)} µs/req  gateway ${fixed(result.gatewayCpuUsPerReq)} µs/req  busy ${fixed(result.machineBusy * 100)}%  errors ${result.errors + result.non2xx}\n`);
      }
    }
    const { text, ratio } = report(results, options, { dbLabel, started });
    process.stdout.write(`\n${text}\n`);
    if (options.write) {
      writeSection(options.doc, options.layout, text);
      process.stdout.write(`\nwritten to ${options.doc}\n`);
    }
    if (ratio < 0.7) process.stdout.write('\ntarget missed (reported, not an error)\n');
  } finally {
    if (gateway !== identity) await stopChild(gateway);
    await stopChild(identity);
    rmSync(workDir, { recursive: true, force: true });
    if (options.db === 'mysql') {
      const { dropTestDatabase } = await import('@cf/testing');
      await dropTestDatabase(dbUrl).catch(() => undefined);
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
