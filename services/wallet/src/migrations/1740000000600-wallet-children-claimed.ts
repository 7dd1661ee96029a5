import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** ADR 0026: when the child, now 18, took the account over (the child's wallet then moved into the person's own). */
export class WalletChildrenClaimed1740000000600 implements MigrationInterface {
  name = 'WalletChildrenClaimed1740000000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('wallet_children', new TableColumn({ name: 'claimedAt', type: 'varchar', length: '30', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('wallet_children', 'claimedAt');
  }
}
