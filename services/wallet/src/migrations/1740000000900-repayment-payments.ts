import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Issue 38: an owner's repayment paid by card (repayment/online-repayment). The top-up row names the
 * repayment payment it pays (one row per payment); settling it moves the money on into the
 * campaign's repayment escrow in the same transaction.
 */
export class RepaymentPayments1740000000900 implements MigrationInterface {
  name = 'RepaymentPayments1740000000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('wallet_transactions', [
      new TableColumn({ name: 'repaymentPaymentId', type: 'varchar', length: '36', isNullable: true }),
      new TableColumn({ name: 'repaymentRowId', type: 'varchar', length: '36', isNullable: true }),
    ]);
    await queryRunner.createIndex('wallet_transactions', new TableIndex({ name: 'uq_wallet_tx_repayment', columnNames: ['repaymentPaymentId'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('wallet_transactions', 'uq_wallet_tx_repayment');
    await queryRunner.dropColumn('wallet_transactions', 'repaymentRowId');
    await queryRunner.dropColumn('wallet_transactions', 'repaymentPaymentId');
  }
}
