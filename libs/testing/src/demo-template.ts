import { createHash } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { parseDbUrl } from '@cf/platform';
import { dropTestDatabase, testDatabaseKind } from './database';

/**
 * The demo data, seeded once per run instead of once per test file (the demo story invests, closes,
 * pays out and repays through every service: about a minute of CI per platform that asks for it).
 * The first platform that needs the demo for a set of services seeds it into template databases,
 * lets its events settle and closes cleanly; every platform then starts on copies of them (tables
 * copied on MariaDB, files on SQLite) and runs the seed again, which finds nothing left to do.
 *
 * A template belongs to the sources that made it: its key is a fingerprint of the services' and
 * libraries' source files (paths, sizes, modification times), so a changed seed or migration makes a
 * new one. Concurrent jest workers wait on a lock file while one of them builds it.
 */
const ROOT = resolve(__dirname, '..', '..', '..');
const DIR = join(ROOT, 'tmp', 'demo-templates');
const LOCK_STALE_MS = 10 * 60_000;
const OLD_TEMPLATE_MS = 60 * 60_000;

function sourceFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') || entry.name.endsWith('.json')) {
        const stat = statSync(path);
        hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
      }
    }
  };
  for (const top of ['services', 'libs', 'deploy']) walk(join(ROOT, top));
  return hash.digest('hex');
}

export function demoTemplateKey(services: readonly string[], env: Record<string, string> = {}): string {
  const settings = [testDatabaseKind(), [...services].sort().join(','), JSON.stringify(Object.entries(env).sort())].join('|');
  return createHash('sha256').update(settings).update(sourceFingerprint()).digest('hex').slice(0, 12);
}

/** Where the template of `key` keeps each service's data. */
export function demoTemplateUrls(services: readonly string[], key: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const service of services) {
    if (testDatabaseKind() === 'sqlite') {
      mkdirSync(join(DIR, key), { recursive: true });
      urls[service] = `sqlite:${join(DIR, key, `${service}.sqlite`)}`;
    } else {
      const base = (process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
      urls[service] = `${base}/tmpl_${service.replace(/-/g, '_')}_${key}?connectionLimit=8`;
    }
  }
  return urls;
}

/**
 * Makes sure the template of `key` exists, building it with `build` (which seeds the databases at
 * `urls` and closes cleanly) when it does not; one builder at a time across processes.
 */
export async function ensureDemoTemplate(key: string, urls: Record<string, string>, build: () => Promise<void>): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  const ready = join(DIR, `${key}.ready`);
  const lock = join(DIR, `${key}.lock`);
  for (;;) {
    if (existsSync(ready)) return;
    let fd: number | null = null;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      // Another worker builds it; a lock left by a killed run is taken over once stale.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { force: true });
      await new Promise((resolveWait) => setTimeout(resolveWait, 500));
      continue;
    }
    try {
      if (existsSync(ready)) return;
      await dropOldTemplates();
      for (const url of Object.values(urls)) await dropTestDatabase(url);
      await build();
      writeFileSync(ready, JSON.stringify(urls));
      return;
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
}

/** Templates of earlier sources (older than an hour: a run in progress may still copy its own) are dropped. */
async function dropOldTemplates(): Promise<void> {
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.ready'))) {
    const path = join(DIR, file);
    if (Date.now() - statSync(path).mtimeMs < OLD_TEMPLATE_MS) continue;
    const urls = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
    for (const url of Object.values(urls)) await dropTestDatabase(url).catch(() => undefined);
    rmSync(path, { force: true });
    rmSync(join(DIR, file.replace(/\.ready$/, '')), { recursive: true, force: true });
  }
}

/** Copies the template database at `from` into a new database at `to`. */
export async function copyDatabase(from: string, to: string): Promise<void> {
  const source = parseDbUrl(from);
  const target = parseDbUrl(to);
  if (source.kind === 'sqlite' || target.kind === 'sqlite') {
    mkdirSync(resolve(target.location, '..'), { recursive: true });
    copyFileSync(source.location, target.location);
    if (existsSync(`${source.location}-wal`)) copyFileSync(`${source.location}-wal`, `${target.location}-wal`);
    return;
  }
  const connection = await createConnection(source.location);
  try {
    const [tables] = (await connection.query('SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = ?', [source.database, 'BASE TABLE'])) as unknown as [Array<{ name: string }>];
    await connection.query(`CREATE DATABASE \`${target.database}\``);
    for (const { name } of tables) {
      await connection.query(`CREATE TABLE \`${target.database}\`.\`${name}\` LIKE \`${source.database}\`.\`${name}\``);
      await connection.query(`INSERT INTO \`${target.database}\`.\`${name}\` SELECT * FROM \`${source.database}\`.\`${name}\``);
    }
  } finally {
    await connection.end();
  }
}

