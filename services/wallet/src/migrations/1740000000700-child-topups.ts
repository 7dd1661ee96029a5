import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** ADR 0026: a card or bank-transfer top-up the guardian pays for a child, credited to the child's wallet when it settles. */
export class ChildTopups1740000000700 implements MigrationInterface {
  name = 'ChildTopups1740000000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('wallet_preapprovals', new TableColumn({ name: 'childId', type: 'varchar', length: '36', isNullable: true }));
    await queryRunner.addColumn('wallet_transactions', new TableColumn({ name: 'childId', type: 'varchar', length: '36', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('wallet_transactions', 'childId');
    await queryRunner.dropColumn('wallet_preapprovals', 'childId');
  }
}
