import type { DataSource, QueryRunner } from 'typeorm';

/**
 * How a process treats its database's schema at start (MIGRATIONS, issue 40):
 * - `run`: migrates, one process at a time (a lock in the database), then starts. The embedded mode
 *   and single-process installs.
 * - `check`: migrates nothing; starts only against exactly the schema it was built for. Kubernetes
 *   runs the replicas so, after the service's migration Job (`MIGRATIONS=only`) ran.
 * - `only`: migrates (under the same lock) and exits: the migration Job.
 * Either way a database that has a migration this version does not know (a newer version migrated
 * it) is refused: rolling back the code does not roll back the schema (expand, deploy, contract).
 */
export type MigrationsMode = 'run' | 'check' | 'only';

export class SchemaMismatchError extends Error {}

/** MIGRATIONS=only: the schema is migrated and the process has nothing else to do (thrown out of the start, caught by runServiceProcess). */
export class MigrationsDone extends Error {
  constructor(readonly ran: string[]) {
    super(ran.length > 0 ? `migrated: ${ran.join(', ')}` : 'the schema was up to date: nothing to migrate');
  }
}

const MIGRATIONS_TABLE = 'migrations';
const LOCK_SECONDS = 300;

function knownNames(dataSource: DataSource): string[] {
  return dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
}

async function executedNames(runner: QueryRunner): Promise<string[]> {
  if (!(await runner.hasTable(MIGRATIONS_TABLE))) return [];
  const rows: Array<{ name: string }> = await runner.query(`SELECT name FROM ${MIGRATIONS_TABLE}`);
  return rows.map((row) => row.name);
}

/** What the database has that this version does not know, and what this version has that the database lacks. */
export async function compareSchema(dataSource: DataSource): Promise<{ unknown: string[]; pending: string[] }> {
  const runner = dataSource.createQueryRunner();
  try {
    const executed = await executedNames(runner);
    const known = knownNames(dataSource);
    return { unknown: executed.filter((name) => !known.includes(name)), pending: known.filter((name) => !executed.includes(name)) };
  } finally {
    await runner.release();
  }
}

function refuseUnknown(service: string, unknown: string[]): void {
  if (unknown.length === 0) return;
  throw new SchemaMismatchError(
    `${service}: the database's schema is newer than this version (it has migration(s) this version does not know: ${unknown.join(', ')}). Deploy the version that migrated it, or a later one; a schema is never migrated back.`,
  );
}

/** Migrates or checks the schema as `mode` says; returns the migrations it ran. */
export async function prepareSchema(dataSource: DataSource, service: string, mode: MigrationsMode): Promise<string[]> {
  if (mode === 'check') {
    const { unknown, pending } = await compareSchema(dataSource);
    refuseUnknown(service, unknown);
    if (pending.length > 0) {
      throw new SchemaMismatchError(
        `${service}: the database's schema is older than this version (migration(s) not run: ${pending.join(', ')}). Run this version's migration job first (MIGRATIONS=only; k8s/jobs/migrate-${service}.yaml); with MIGRATIONS=check a replica never migrates.`,
      );
    }
    return [];
  }
  return withMigrationLock(dataSource, async () => {
    refuseUnknown(service, (await compareSchema(dataSource)).unknown);
    const ran = await dataSource.runMigrations();
    return ran.map((migration) => migration.name);
  });
}

/**
 * One migrating process at a time: MariaDB's named lock (GET_LOCK, held by one connection until
 * released or the connection ends, so a killed migrator frees it). SQLite is one process's file.
 */
async function withMigrationLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type === 'better-sqlite3') return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const name = `cf-migrate:${String(dataSource.options.database ?? '')}`.slice(0, 64);
  try {
    const [row] = (await runner.query('SELECT GET_LOCK(?, ?) AS got', [name, LOCK_SECONDS])) as Array<{ got: number | string | null }>;
    if (Number(row?.got) !== 1) throw new SchemaMismatchError(`could not take the migration lock ${name} within ${LOCK_SECONDS} s: another process is migrating`);
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [name]);
    }
  } finally {
    await runner.release();
  }
}
