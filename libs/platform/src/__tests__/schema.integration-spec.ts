import { DataSource, Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { dropTestDatabase, makeTestDbUrl, testDatabaseKind } from '@cf/testing';
import { buildDataSourceOptions, ensureDatabaseExists } from '../database/data-source-options';
import { compareSchema, prepareSchema, SchemaMismatchError } from '../database/schema';

/** Counts how often it ran: a migration that ran twice would insert a second row (and fail on the table). */
class Ledgerish1800000000001 implements MigrationInterface {
  name = 'Ledgerish1800000000001';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(new Table({ name: 'migration_runs', columns: [{ name: 'id', type: 'varchar', length: '36', isPrimary: true }] }));
    // Slow enough that two replicas starting together overlap.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await queryRunner.query("INSERT INTO migration_runs (id) VALUES ('first')");
  }
  async down(): Promise<void> {}
}

class Later1800000000002 implements MigrationInterface {
  name = 'Later1800000000002';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("INSERT INTO migration_runs (id) VALUES ('later')");
  }
  async down(): Promise<void> {}
}

/** Issue 40: migrations once, and a replica that refuses a schema it was not built for. */
describe('the schema at start (MIGRATIONS=run|check|only)', () => {
  const dbUrl = makeTestDbUrl('schema');
  const sources: DataSource[] = [];
  const open = async (migrations: Array<new () => MigrationInterface>) => {
    const source = await new DataSource(buildDataSourceOptions(dbUrl, [], migrations)).initialize();
    sources.push(source);
    return source;
  };

  beforeAll(() => ensureDatabaseExists(dbUrl));
  afterAll(async () => {
    await Promise.all(sources.map((source) => (source.isInitialized ? source.destroy() : undefined)));
    await dropTestDatabase(dbUrl);
  });

  it('refuses to start a replica (check) against a database not migrated yet, and says to run the migration job', async () => {
    const replica = await open([Ledgerish1800000000001]);
    await expect(prepareSchema(replica, 'probe', 'check')).rejects.toThrow(new SchemaMismatchError("probe: the database's schema is older than this version (migration(s) not run: Ledgerish1800000000001). Run this version's migration job first (MIGRATIONS=only; k8s/jobs/migrate-probe.yaml); with MIGRATIONS=check a replica never migrates."));
  });

  (testDatabaseKind() === 'mysql' ? it : it.skip)('two replicas starting together migrate once (MariaDB: one holds the migration lock, the other finds it done)', async () => {
    const [first, second] = await Promise.all([open([Ledgerish1800000000001]), open([Ledgerish1800000000001])]);
    const ran = await Promise.all([prepareSchema(first, 'probe', 'run'), prepareSchema(second, 'probe', 'run')]);
    expect(ran.flat()).toEqual(['Ledgerish1800000000001']);
    expect(await first.query('SELECT id FROM migration_runs')).toEqual([{ id: 'first' }]);
    expect(await prepareSchema(second, 'probe', 'check')).toEqual([]);
  });

  it('refuses a schema a newer version migrated (a migration it does not know), whether asked to run or to check', async () => {
    const newer = await open([Ledgerish1800000000001, Later1800000000002]);
    await prepareSchema(newer, 'probe', 'run');
    const older = await open([Ledgerish1800000000001]);
    expect(await compareSchema(older)).toEqual({ unknown: ['Later1800000000002'], pending: [] });
    for (const mode of ['run', 'check'] as const) {
      await expect(prepareSchema(older, 'probe', mode)).rejects.toThrow(/schema is newer than this version \(it has migration\(s\) this version does not know: Later1800000000002\)/);
    }
    expect(await newer.query('SELECT id FROM migration_runs ORDER BY id')).toEqual([{ id: 'first' }, { id: 'later' }]);
  });
});
