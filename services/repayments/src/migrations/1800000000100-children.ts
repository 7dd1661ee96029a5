import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Issue 37: investors who are children, whose distributions go to their child wallets. */
export class RepaymentChildren1800000000100 implements MigrationInterface {
  name = 'RepaymentChildren1800000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'repayments_children',
        columns: [
          { name: 'childId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'guardianId', type: 'varchar', length: '36' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('repayments_children');
  }
}
