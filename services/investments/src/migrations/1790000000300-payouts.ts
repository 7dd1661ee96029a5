import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });

/** Payouts of successful campaigns to their owners (C4.3). */
export class Payouts1790000000300 implements MigrationInterface {
  name = 'Payouts1790000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'investments_payouts',
        columns: [
          { ...varchar('campaignId', 36), isPrimary: true },
          varchar('ownerId', 36),
          varchar('campaignName', 200),
          varchar('currency', 3),
          { name: 'amount', type: 'bigint', default: 0 },
          varchar('status', 10),
          varchar('requestedAt', 30),
          varchar('approvedBy', 36, true),
          varchar('approvedAt', 30, true),
          varchar('confirmedBy', 36, true),
          varchar('confirmedAt', 30, true),
          varchar('updatedAt', 30),
        ],
      }),
    );
    await queryRunner.createIndex('investments_payouts', new TableIndex({ name: 'IDX_investments_payouts_status', columnNames: ['status', 'requestedAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('investments_payouts');
  }
}
