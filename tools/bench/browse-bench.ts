/**
 * `npm run bench:browse`: the campaign browse list through the gateway against the same SQL run
 * directly with mysql2, in one run (issue 5; target: gateway ≥ 40% of the direct rate).
 *
 * 1. A scratch MariaDB database for campaigns (identity and site on SQLite files in a temp folder).
 * 2. identity, site, campaigns and the gateway start in this process (embedded wiring, as the test
 *    platform does); the campaigns migrations create the tables; 10,000 campaigns are then bulk
 *    inserted with mysql2 (multi-row INSERTs, a few seconds).
 * 3. One browse request with a filter and a sort is sent once while the campaigns DataSource records
 *    every SQL statement and its parameters: those are the exact queries the service runs (the page
 *    SELECT and the COUNT, concurrently).
 * 4. Load, same concurrency and duration each: (a) direct: N workers each running that SELECT and
 *    COUNT together on a mysql2 pool of N connections; (b) the campaigns service without the gateway;
 *    (c) through the gateway. (b) and (c) use autocannon in its own process. Order (a), (b), (c).
 * Figures go to docs/benchmarks.md, section "Browse" (other sections are left as they are).
 *
 * Options: --campaigns=10000 --connections=16 --duration=10 --warmup=2 --no-write --doc=<file>
 *          --query="limit=12&investingType=flexible&sortBy=percentage-raised"
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, release, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createPool, type Pool, type RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { request } from 'undici';
import { dropTestDatabase } from '@cf/testing';
import { startEmbeddedPlatform, type EmbeddedPlatform } from '@cf/deploy';
import { DEMO_CAMPAIGNS } from '@cf/campaigns-service';
import type { CampaignsConfig } from '@cf/campaigns-service';
import { CAMPAIGNS_CONFIG } from '@cf/campaigns-service';

const ROOT = resolve(__dirname, '..', '..');
const AUTOCANNON = require.resolve('autocannon/autocannon.js');
const HEADING = '## Browse';
const START = '<!-- browse-bench:start -->';
const END = '<!-- browse-bench:end -->';

interface Options {
  campaigns: number;
  connections: number;
  duration: number;
  warmup: number;
  query: string;
  write: boolean;
  doc: string;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string): string | undefined => {
    const arg = argv.find((a) => a.startsWith(`--${name}=`));
    return arg === undefined ? undefined : arg.slice(name.length + 3);
  };
  return {
    campaigns: Number(value('campaigns') ?? 10_000),
    connections: Number(value('connections') ?? 16),
    duration: Number(value('duration') ?? 10),
    warmup: Number(value('warmup') ?? 2),
    query: value('query') ?? 'limit=12&investingType=flexible&sortBy=percentage-raised',
    write: !argv.includes('--no-write'),
    doc: resolve(value('doc') ?? join(ROOT, 'docs', 'benchmarks.md')),
  };
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
}

function autocannon(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const child = spawn(process.execPath, [AUTOCANNON, '-c', String(connections), '-d', String(seconds), '-j', url], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((done, fail) => {
    child.once('exit', (code) => {
      try {
        const json = JSON.parse(out.trim().split('\n').pop() ?? '') as { requests: { average: number; total: number }; latency: { p50: number; p99: number }; errors: number; timeouts: number; non2xx: number };
        done({ rps: json.requests.average, p50: json.latency.p50, p99: json.latency.p99, total: json.requests.total, errors: json.errors + json.timeouts + json.non2xx });
      } catch {
        fail(new Error(`autocannon failed (exit ${code}): ${err || out}`));
      }
    });
  });
}

interface RecordedQuery {
  sql: string;
  parameters: unknown[];
}

/** N workers, each running every recorded query concurrently (as the service does), for `seconds`. */
async function direct(pool: Pool, queries: RecordedQuery[], connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await Promise.all(queries.map((q) => pool.query(q.sql, q.parameters)));
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number): number => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), total: latencies.length, errors };
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length];
const DAY_MS = 86_400_000;
const isoDay = (offset: number): string => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** 10,000 campaigns in the service's own tables: realistic columns and JSON groups, spread over statuses, types and dates. */
async function seedCampaigns(pool: Pool, count: number): Promise<void> {
  const columns = [
    'id', 'slug', 'ownerId', 'ownerEmail', 'ownerName', 'ownerLanguage', 'status', 'termsSlug', 'campaignName', 'companyName', 'companyLogo', 'coverImage', 'about',
    'category', 'industry', 'dealType', 'investingType', 'equityCurrencyCode', 'goal', 'minimumRaise', 'maximumRaise', 'raisedAmount', 'progressBp', 'investorsCount',
    'openDate', 'closeDate', 'timezone', 'interestRate', 'equityAvailable', 'companyProfile', 'fundraising', 'propertyInfo', 'terms', 'story', 'extras', 'paymentDetail',
    'createdAt', 'updatedAt', 'submittedAt', 'approvedAt',
  ];
  const statuses = [2, 2, 2, 2, 2, 2, 4, 4, 5, 1, 0, 3];
  const chunk = 500;
  const base = Date.now();
  for (let start = 0; start < count; start += chunk) {
    const rows: unknown[][] = [];
    for (let i = start; i < Math.min(count, start + chunk); i++) {
      const demo = pick(DEMO_CAMPAIGNS, i);
      const hex = i.toString(16).padStart(12, '0');
      const id = `01900000-0000-7000-8000-${hex}`;
      const status = pick(statuses, i * 7 + (i >> 3));
      const goal = (20 + (i % 48) * 10) * 1_000_000;
      const progressBp = status === 4 ? 10_000 + (i % 2500) : (i * 37) % 12_000;
      const raised = Math.trunc((goal / 10_000) * progressBp);
      const open = -60 + (i % 90);
      const name = `${demo.lang === 'ar' ? demo.nameAr : demo.nameEn} ${Math.trunc(i / DEMO_CAMPAIGNS.length) + 1}`;
      const createdAt = new Date(base - (count - i) * 60_000).toISOString();
      const story = { uploadType: 'image', campaignName: name, videoUrl: null, coverImage: `/api/v1/campaigns/files/cover-${i}.png`, campaignStory: `${demo.nameEn} ${demo.pitchEn}. `.repeat(8), campaignStoryAr: `${demo.nameAr} ${demo.pitchAr}. `.repeat(8), highlights: [demo.purposeEn], about: `${demo.nameEn} ${demo.pitchEn}`.slice(0, 255) };
      rows.push([
        id, `${demo.key}-${hex}`, '00000000-0000-7000-8000-000000000002', 'owner@demo.om', 'Aisha Al Balushi', 'ar', status, demo.termsSlug, name, `${demo.nameEn} LLC`,
        `/api/v1/campaigns/files/logo-${i}.png`, story.coverImage, story.about, demo.category, demo.industry, demo.dealType, i % 3 === 2 ? 'flexible' : 'fixed', 'OMR',
        goal, 50_000, goal / 5, raised, progressBp, Math.trunc(raised / 700_000), isoDay(open), isoDay(open + 60), 'Asia/Muscat',
        demo.termsSlug === 'equity' ? null : 6.5 + (i % 5), demo.termsSlug === 'debt' ? null : 5 + (i % 15),
        JSON.stringify({ companyName: `${demo.nameEn} LLC`, website: `https://www.${demo.key}.example.om`, address: demo.cityEn, category: demo.category, industry: demo.industry, description: demo.pitchEn.slice(0, 200), descriptionAr: demo.pitchAr.slice(0, 200) }),
        JSON.stringify({ equityCurrencyCode: 'OMR', goal, minimumRaise: 50_000, maximumRaise: goal / 5, openDate: isoDay(open), closeDate: isoDay(open + 60), termsSlug: demo.termsSlug, timezone: 'Asia/Muscat' }),
        '{}', JSON.stringify({ equityAvailable: 10, preMoneyValuation: goal * 9 }), JSON.stringify(story), JSON.stringify({ links: {}, contractCopy: false, manageContract: 'no' }), '{}',
        createdAt, createdAt, createdAt, status === 2 || status === 4 || status === 5 ? createdAt : null,
      ]);
    }
    await pool.query(`INSERT INTO campaigns (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`, [rows]);
  }
  await pool.query('ANALYZE TABLE campaigns');
}

/** Records the SQL the campaigns service runs while `work` runs (TypeORM query runners of its DataSource). */
async function recordQueries(dataSource: DataSource, work: () => Promise<void>): Promise<RecordedQuery[]> {
  const recorded: RecordedQuery[] = [];
  const driver = dataSource.driver as unknown as { createQueryRunner: (mode: string) => { query: (sql: string, parameters?: unknown[], ...rest: unknown[]) => Promise<unknown> } };
  const original = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode: string) => {
    const runner = original(mode);
    const query = runner.query.bind(runner);
    runner.query = (sql: string, parameters?: unknown[], ...rest: unknown[]) => {
      recorded.push({ sql, parameters: parameters ?? [] });
      return query(sql, parameters, ...rest);
    };
    return runner;
  };
  try {
    await work();
  } finally {
    driver.createQueryRunner = original;
  }
  // Only the browse statements (the outbox relay polls its own table meanwhile).
  return recorded.filter((q) => /^\s*SELECT/i.test(q.sql) && /FROM `campaigns`/.test(q.sql));
}

const fixed = (value: number, digits = 0): string => value.toFixed(digits);

function writeSection(file: string, block: string): void {
  mkdirSync(dirname(file), { recursive: true });
  // Re-read just before writing: other benchmarks write their own sections of the same file.
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : "# Benchmarks\n\nFigures measured on the team's machines; each section says how to reproduce it.\n";
  if (doc.includes(START) && doc.includes(END)) doc = doc.slice(0, doc.indexOf(START)) + block + doc.slice(doc.indexOf(END) + END.length);
  else if (doc.includes(HEADING)) {
    const after = doc.indexOf(HEADING) + HEADING.length;
    const next = doc.indexOf('\n## ', after);
    const at = next === -1 ? doc.length : next + 1;
    doc = `${doc.slice(0, after)}\n\n${block}\n\n${doc.slice(at).trimStart()}`;
  } else doc = `${doc.trimEnd()}\n\n${HEADING}\n\n${block}\n`;
  writeFileSync(file, doc);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = new Date();
  const workDir = mkdtempSync(join(tmpdir(), 'cf-browse-bench-'));
  const mysqlBase = (process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
  const dbName = `bench_campaigns_${process.pid}`;
  const dbUrl = `${mysqlBase}/${dbName}`;
  let platform: EmbeddedPlatform | undefined;
  let pool: Pool | undefined;
  try {
    process.stdout.write(`starting identity, site, campaigns (MariaDB ${dbName}) and the gateway in this process...\n`);
    platform = await startEmbeddedPlatform({
      services: ['identity', 'site', 'campaigns'],
      dataDir: workDir,
      ports: 'random',
      nodeEnv: 'development',
      logLevel: 'silent',
      env: { CAPTCHA_PROVIDER: 'none', RATE_LIMIT_DEFAULT_MAX: '1000000000', RATE_LIMIT_STRICT_MAX: '1000000' },
      dbUrlFor: (service) => (service === 'campaigns' ? dbUrl : `sqlite:${join(workDir, `${service}.sqlite`)}`),
    });
    const u = new URL(dbUrl);
    pool = createPool({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username || 'root'), password: decodeURIComponent(u.password), database: dbName, connectionLimit: options.connections, charset: 'utf8mb4' });
    const t0 = performance.now();
    await seedCampaigns(pool, options.campaigns);
    process.stdout.write(`seeded ${options.campaigns} campaigns in ${fixed((performance.now() - t0) / 1000, 1)} s\n`);

    const path = `/api/v1/campaigns/equities?${options.query}`;
    const gatewayUrl = `${platform.gatewayUrl}${path}`;
    const serviceUrl = `${platform.urls.campaigns}${path}`;
    const campaignsData = platform.apps.get('campaigns')!.get(DataSource);
    let page: { totalCount: number; docs: unknown[] } | undefined;
    const queries = await recordQueries(campaignsData, async () => {
      const response = await request(serviceUrl);
      page = ((await response.body.json()) as { data: { data: { totalCount: number; docs: unknown[] } } }).data.data;
    });
    if (!page || queries.length === 0) throw new Error('no browse query was recorded');
    const counted = queries.map((q) => q.sql).find((sql) => /COUNT\(/i.test(sql));
    const [countRows] = await pool.query<RowDataPacket[]>(counted!, queries.find((q) => q.sql === counted)!.parameters);
    const directCount = Number(Object.values(countRows[0])[0]);
    if (directCount !== page.totalCount) throw new Error(`the direct COUNT (${directCount}) differs from the service's totalCount (${page.totalCount})`);
    const gatewayCheck = await request(gatewayUrl);
    if (gatewayCheck.statusCode !== 200) throw new Error(`the gateway answered ${gatewayCheck.statusCode}`);
    await gatewayCheck.body.dump();
    process.stdout.write(`query ${options.query}: ${page.docs.length} cards of ${page.totalCount}; ${queries.length} SQL statements recorded\n`);

    const results: Array<{ name: string; result: LoadResult }> = [];
    await direct(pool, queries, options.connections, options.warmup);
    results.push({ name: 'direct SQL (mysql2)', result: await direct(pool, queries, options.connections, options.duration) });
    await autocannon(serviceUrl, options.connections, options.warmup);
    results.push({ name: 'campaigns service (no gateway)', result: await autocannon(serviceUrl, options.connections, options.duration) });
    await autocannon(gatewayUrl, options.connections, options.warmup);
    results.push({ name: 'through the gateway', result: await autocannon(gatewayUrl, options.connections, options.duration) });
    // The same, with the service's public-page cache off: every request runs the SQL (the cost of the
    // stack itself, for comparison; production keeps the cache on).
    const campaignsConfig = platform.apps.get('campaigns')!.get<CampaignsConfig>(CAMPAIGNS_CONFIG);
    const cacheMs = campaignsConfig.browseCacheMs;
    campaignsConfig.browseCacheMs = 0;
    await autocannon(gatewayUrl, options.connections, options.warmup);
    results.push({ name: 'through the gateway, cache off', result: await autocannon(gatewayUrl, options.connections, options.duration) });
    campaignsConfig.browseCacheMs = cacheMs;
    for (const { name, result } of results)
      process.stdout.write(`${name.padEnd(32)} ${fixed(result.rps).padStart(6)} req/s  p50 ${fixed(result.p50, 1)} ms  p99 ${fixed(result.p99, 1)} ms  errors ${result.errors}\n`);

    const [sqlResult, , gatewayResult, uncachedResult] = results;
    const ratio = gatewayResult.result.rps / sqlResult.result.rps;
    const uncachedRatio = uncachedResult.result.rps / sqlResult.result.rps;
    const cpu = cpus();
    const block = [
      START,
      `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:browse${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\`.`,
      '',
      `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.version}; shared with other work.`,
      `- Data: ${options.campaigns.toLocaleString('en-US')} campaigns in a scratch MariaDB database (127.0.0.1:3306), created by the service's migrations and bulk inserted; ${page.totalCount} match the filter.`,
      '- Layout: identity, site, campaigns and the gateway in ONE Node process (embedded wiring, log level silent); autocannon 8 in another process; loopback.',
      `- Request: anonymous \`GET /api/v1/campaigns/equities?${options.query}\` (${page.docs.length} cards). Direct: the ${queries.length} statements the service ran for it (recorded from its DataSource: the page SELECT and the COUNT), run together per "request" on a mysql2 pool.`,
      `- Load: ${options.connections} concurrent connections / workers, ${options.warmup} s warm-up then ${options.duration} s measured, one after the other.`,
      `- Cache: anonymous browse pages are reused for BROWSE_CACHE_MS (${cacheMs} ms, the default; any write to the campaigns database clears them). "Cache off" sets it to 0 for the last run: every request then runs the two statements.`,
      '',
      '| path | req/s | p50 ms | p99 ms | errors |',
      '|---|---:|---:|---:|---:|',
      ...results.map(({ name, result }) => `| ${name} | ${fixed(result.rps)} | ${fixed(result.p50, 1)} | ${fixed(result.p99, 1)} | ${result.errors} |`),
      '',
      `**Gateway / direct SQL = ${fixed(ratio * 100, 1)}%** (target ≥ 40%): ${ratio >= 0.4 ? 'met' : 'missed'}. With the cache off: ${fixed(uncachedRatio * 100, 1)}%.`,
      '',
      '<details><summary>The SQL</summary>',
      '',
      ...queries.map((q) => ['```sql', q.sql, `-- parameters: ${JSON.stringify(q.parameters)}`, '```'].join('\n')),
      '',
      '</details>',
      END,
    ].join('\n');
    process.stdout.write(`\n${block}\n`);
    if (options.write) {
      writeSection(options.doc, block);
      process.stdout.write(`\nwritten to ${options.doc}\n`);
    }
    if (ratio < 0.4) process.stdout.write('\ntarget missed (reported, not an error)\n');
  } finally {
    await pool?.end().catch(() => undefined);
    await platform?.close();
    rmSync(workDir, { recursive: true, force: true });
    await dropTestDatabase(dbUrl).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
