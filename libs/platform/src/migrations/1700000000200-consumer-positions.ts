import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Kernel: each consumer group's position per topic in the embedded mode's durable log (ADR 0025). */
export class ConsumerPositions1700000000200 implements MigrationInterface {
  name = 'ConsumerPositions1700000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'consumer_positions',
        columns: [
          { name: 'groupName', type: 'varchar', length: '120', isPrimary: true },
          { name: 'topic', type: 'varchar', length: '120', isPrimary: true },
          { name: 'position', type: 'bigint' },
          { name: 'updatedAt', type: 'varchar', length: '30' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('consumer_positions');
  }
}
