import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** Kernel (issue 40): an outbox row keeps the trace context of the span that wrote it (published as a message header). */
export class OutboxTraceParent1700000000400 implements MigrationInterface {
  name = 'OutboxTraceParent1700000000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('outbox_events', new TableColumn({ name: 'traceParent', type: 'varchar', length: '64', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('outbox_events', 'traceParent');
  }
}
