import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { parseDbUrl } from '@cf/platform';

/**
 * Each test run gets fresh databases: on MariaDB (TEST_DB=mysql, the default) a uniquely named
 * database per service, on SQLite (TEST_DB=sqlite) files in a temporary folder.
 */
export function testDatabaseKind(): 'mysql' | 'sqlite' {
  return process.env.TEST_DB === 'sqlite' ? 'sqlite' : 'mysql';
}

export function makeTestDbUrl(service: string, runId = randomBytes(4).toString('hex')): string {
  if (testDatabaseKind() === 'sqlite') {
    const dir = join(process.cwd(), 'tmp', 'test-db', runId);
    mkdirSync(dir, { recursive: true });
    return `sqlite:${join(dir, `${service}.sqlite`)}`;
  }
  const base = (process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
  // Two test files run side by side, each with up to eight services: 2 × 8 × 8 connections stay
  // under MariaDB's default max_connections (151) with room for the tests' own connections.
  return `${base}/t_${service.replace(/-/g, '_')}_${runId}?connectionLimit=8`;
}

export async function dropTestDatabase(dbUrl: string): Promise<void> {
  const parsed = parseDbUrl(dbUrl);
  if (parsed.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${parsed.location}${suffix}`, { force: true });
    return;
  }
  const connection = await createConnection(parsed.location);
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${parsed.database}\``);
  } finally {
    await connection.end();
  }
}
