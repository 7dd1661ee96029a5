import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * C1.3, C6.4: a repayment the owner paid outside the platform (to its bank account), recorded by one
 * administrator and approved or declined by another before it is distributed.
 */
export class OfflineRepayments1800000000200 implements MigrationInterface {
  name = 'OfflineRepayments1800000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'repayments_offline_requests',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'rowId', type: 'varchar', length: '36' },
          { name: 'campaignId', type: 'varchar', length: '36' },
          { name: 'amount', type: 'bigint' },
          { name: 'reference', type: 'varchar', length: '100' },
          { name: 'note', type: 'varchar', length: '500', isNullable: true },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'makerId', type: 'varchar', length: '36' },
          { name: 'checkerId', type: 'varchar', length: '36', isNullable: true },
          { name: 'declineReason', type: 'varchar', length: '500', isNullable: true },
          { name: 'createdAt', type: 'varchar', length: '30' },
          { name: 'decidedAt', type: 'varchar', length: '30', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('repayments_offline_requests', new TableIndex({ name: 'idx_offline_requests_status', columnNames: ['status', 'createdAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('repayments_offline_requests');
  }
}
