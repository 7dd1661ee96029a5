import type { DataSourceOptions, MixedList, EntitySchema } from 'typeorm';
import { createConnection } from 'mysql2/promise';

export type DatabaseKind = 'mysql' | 'sqlite';

export interface ParsedDbUrl {
  kind: DatabaseKind;
  /** mysql: connection URL without the database; sqlite: the file path. */
  location: string;
  database: string;
}

export function parseDbUrl(dbUrl: string): ParsedDbUrl {
  if (dbUrl.startsWith('sqlite:')) {
    const file = dbUrl.slice('sqlite:'.length);
    return { kind: 'sqlite', location: file, database: file };
  }
  const url = new URL(dbUrl.replace(/^mariadb:/, 'mysql:'));
  const database = url.pathname.replace(/^\//, '');
  if (!/^[A-Za-z0-9_]+$/.test(database)) throw new Error(`DB_URL must name a database (letters, digits, _): ${dbUrl}`);
  url.pathname = '/';
  // The pool's settings are not a single connection's (mysql2 warns about them).
  for (const name of POOL_PARAMS) url.searchParams.delete(name);
  return { kind: 'mysql', location: url.toString(), database };
}

const POOL_PARAMS = ['connectionLimit', 'maxIdle'] as const;

/**
 * A service's connection pool on MySQL/MariaDB: at most `connectionLimit` connections (default 10;
 * `?connectionLimit=` on DB_URL), of which `maxIdle` (default 2) stay open once idle for 30 s. The
 * sum over every service sharing a server must stay below its max_connections (MariaDB's default
 * is 151): above it, requests meet "Too many connections" (answered 503, docs/runbooks/service-unavailable.md).
 */
export function poolSettings(url: URL): { connectionLimit: number; maxIdle: number; idleTimeout: number } {
  const connectionLimit = Number(url.searchParams.get('connectionLimit') ?? 10);
  const maxIdle = Math.min(connectionLimit, Number(url.searchParams.get('maxIdle') ?? 2));
  return { connectionLimit, maxIdle, idleTimeout: 30_000 };
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type EntityList = MixedList<Function | string | EntitySchema>;
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type MigrationList = MixedList<Function | string>;

export function buildDataSourceOptions(dbUrl: string, entities: EntityList, migrations: MigrationList): DataSourceOptions {
  const parsed = parseDbUrl(dbUrl);
  const common = { entities, migrations, migrationsRun: false, synchronize: false, logging: false as const };
  if (parsed.kind === 'sqlite') {
    return {
      ...common,
      type: 'better-sqlite3',
      database: parsed.location === ':memory:' ? ':memory:' : parsed.location,
      // WAL lets readers run while one writer commits; busy_timeout waits instead of failing at once.
      prepareDatabase: (db: { pragma(s: string): unknown }) => {
        db.pragma('journal_mode = WAL');
        db.pragma('busy_timeout = 5000');
        db.pragma('foreign_keys = ON');
      },
    };
  }
  const url = new URL(dbUrl.replace(/^mariadb:/, 'mysql:'));
  return {
    ...common,
    type: 'mysql',
    host: url.hostname,
    port: Number(url.port || 3306),
    username: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password || ''),
    database: parsed.database,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    supportBigNumbers: true,
    bigNumberStrings: true,
    extra: poolSettings(url),
  };
}

/** Creates the service's own database on MySQL/MariaDB when it does not exist yet (no-op on SQLite). */
export async function ensureDatabaseExists(dbUrl: string): Promise<void> {
  const parsed = parseDbUrl(dbUrl);
  if (parsed.kind === 'sqlite') {
    if (parsed.location !== ':memory:') {
      const { mkdirSync } = await import('node:fs');
      const { dirname } = await import('node:path');
      mkdirSync(dirname(parsed.location), { recursive: true });
    }
    return;
  }
  const connection = await createConnection(parsed.location);
  try {
    await connection.query(`CREATE DATABASE IF NOT EXISTS \`${parsed.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
}
