import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Investments paid by card or bank transfer (docs/adr/0020): the top-up row names the investment it
 * pays (one row per investment), when the hold it becomes must end, and the provider's checkout page.
 */
export class InvestmentPayments1740000000400 implements MigrationInterface {
  name = 'InvestmentPayments1740000000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('wallet_transactions', [
      new TableColumn({ name: 'investmentId', type: 'varchar', length: '36', isNullable: true }),
      new TableColumn({ name: 'holdExpiresAt', type: 'varchar', length: '30', isNullable: true }),
      new TableColumn({ name: 'checkoutUrl', type: 'varchar', length: '1000', isNullable: true }),
    ]);
    // One payment per investment: a repeated start finds the first one (NULLs are not compared).
    await queryRunner.createIndex('wallet_transactions', new TableIndex({ name: 'uq_wallet_tx_investment', columnNames: ['investmentId'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('wallet_transactions', 'uq_wallet_tx_investment');
    await queryRunner.dropColumn('wallet_transactions', 'checkoutUrl');
    await queryRunner.dropColumn('wallet_transactions', 'holdExpiresAt');
    await queryRunner.dropColumn('wallet_transactions', 'investmentId');
  }
}
