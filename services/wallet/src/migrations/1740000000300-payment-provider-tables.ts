import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});

/** Payment providers: the sandbox card processor's checkout sessions (Table API only). */
export class PaymentProviderTables1740000000300 implements MigrationInterface {
  name = 'PaymentProviderTables1740000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'sandbox_checkout_sessions',
        columns: [
          { ...varchar('id', 36), isPrimary: true },
          varchar('reference', 64),
          { name: 'amount', type: 'bigint' },
          varchar('currency', 3),
          varchar('description', 200),
          varchar('userId', 36),
          varchar('successUrl', 500),
          varchar('cancelUrl', 500),
          varchar('language', 2),
          varchar('status', 12),
          varchar('declineCode', 40, true),
          varchar('cardBrand', 20, true),
          varchar('cardLast4', 4, true),
          varchar('eventId', 64, true),
          { name: 'webhookAttempts', type: 'int', default: 0 },
          varchar('webhookDeliveredAt', 30, true),
          varchar('webhookLastError', 300, true),
          varchar('expiresAt', 30),
          varchar('completedAt', 30, true),
          varchar('createdAt', 30),
          varchar('updatedAt', 30),
        ],
      }),
    );
    // One session per wallet reference: a repeated createCheckout finds the first one.
    await queryRunner.createIndex(
      'sandbox_checkout_sessions',
      new TableIndex({ name: 'UQ_sandbox_sessions_reference', columnNames: ['reference'], isUnique: true }),
    );
    // Finished sessions whose webhook was not delivered yet (redelivery at start).
    await queryRunner.createIndex(
      'sandbox_checkout_sessions',
      new TableIndex({ name: 'IDX_sandbox_sessions_webhook', columnNames: ['status', 'webhookDeliveredAt'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sandbox_checkout_sessions');
  }
}
