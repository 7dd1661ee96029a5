import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Kernel: events a handler could not process, parked instead of stalling the consumer group. */
export class ParkedEvents1700000000100 implements MigrationInterface {
  name = 'ParkedEvents1700000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'parked_events',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'consumer', type: 'varchar', length: '120' },
          { name: 'eventId', type: 'varchar', length: '36' },
          { name: 'eventType', type: 'varchar', length: '120' },
          { name: 'topic', type: 'varchar', length: '120' },
          { name: 'envelope', type: 'text' },
          { name: 'data', type: 'text' },
          { name: 'reason', type: 'varchar', length: '20' },
          { name: 'error', type: 'varchar', length: '1000' },
          { name: 'attempts', type: 'int' },
          { name: 'parkedAt', type: 'varchar', length: '30' },
          { name: 'replayedAt', type: 'varchar', length: '30', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('parked_events', new TableIndex({ name: 'uq_parked_consumer_event', columnNames: ['consumer', 'eventId'], isUnique: true }));
    await queryRunner.createIndex('parked_events', new TableIndex({ name: 'idx_parked_open', columnNames: ['replayedAt', 'parkedAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('parked_events');
  }
}
