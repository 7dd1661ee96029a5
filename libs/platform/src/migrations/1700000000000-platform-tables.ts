import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/** Kernel tables every service has: outbox and chain head, inbox, idempotency records. */
export class PlatformTables1700000000000 implements MigrationInterface {
  name = 'PlatformTables1700000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'outbox_events',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'type', type: 'varchar', length: '120' },
          { name: 'version', type: 'int' },
          { name: 'aggregateId', type: 'varchar', length: '64' },
          { name: 'actorId', type: 'varchar', length: '36', isNullable: true },
          { name: 'correlationId', type: 'varchar', length: '64', isNullable: true },
          { name: 'causationId', type: 'varchar', length: '64', isNullable: true },
          { name: 'data', type: 'text' },
          { name: 'occurredAt', type: 'varchar', length: '30' },
          { name: 'sequence', type: 'bigint', isNullable: true, isUnique: true },
          { name: 'prevHash', type: 'varchar', length: '64', isNullable: true },
          { name: 'hash', type: 'varchar', length: '64', isNullable: true },
          { name: 'publishedAt', type: 'varchar', length: '30', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('outbox_events', new TableIndex({ name: 'idx_outbox_unpublished', columnNames: ['publishedAt', 'sequence'] }));
    await queryRunner.createTable(
      new Table({
        name: 'outbox_chain_head',
        columns: [
          { name: 'id', type: 'int', isPrimary: true },
          { name: 'sequence', type: 'bigint' },
          { name: 'hash', type: 'varchar', length: '64' },
        ],
      }),
    );
    await queryRunner.query(`INSERT INTO outbox_chain_head (id, sequence, hash) VALUES (1, 0, '${'0'.repeat(64)}')`);
    await queryRunner.createTable(
      new Table({
        name: 'inbox_events',
        columns: [
          { name: 'consumer', type: 'varchar', length: '120', isPrimary: true },
          { name: 'eventId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'eventType', type: 'varchar', length: '120' },
          { name: 'processedAt', type: 'varchar', length: '30' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'idempotency_records',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'requestHash', type: 'varchar', length: '64' },
          { name: 'state', type: 'varchar', length: '12' },
          { name: 'responseStatus', type: 'int', isNullable: true },
          { name: 'responseBody', type: 'text', isNullable: true },
          { name: 'createdAt', type: 'varchar', length: '30' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['idempotency_records', 'inbox_events', 'outbox_chain_head', 'outbox_events']) {
      await queryRunner.dropTable(table);
    }
  }
}
