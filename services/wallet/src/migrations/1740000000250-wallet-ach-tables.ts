import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const varchar = (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'varchar', length: String(length), ...extra });

/**
 * ACH bank links (A7.11): `ach_accounts` and the provider customer per user `ach_customers`; and the
 * lookups of wallet_transactions by ledger transfer and hold (ledger activity consumer). Table API only.
 */
export class WalletAchTables1740000000250 implements MigrationInterface {
  name = 'WalletAchTables1740000000250';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('wallet_transactions', new TableIndex({ name: 'idx_wallet_tx_ledger_transfer', columnNames: ['ledgerTransferId'] }));
    await queryRunner.createIndex('wallet_transactions', new TableIndex({ name: 'idx_wallet_tx_hold', columnNames: ['holdId'] }));
    await queryRunner.createTable(
      new Table({
        name: 'ach_accounts',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          varchar('userId', 36),
          varchar('provider', 20),
          varchar('accountId', 128),
          varchar('companyName', 200),
          varchar('last4', 4, { isNullable: true }),
          varchar('status', 20),
          varchar('createdAt', 30),
          varchar('updatedAt', 30),
        ],
        indices: [
          new TableIndex({ name: 'uq_ach_account_user_account', columnNames: ['userId', 'accountId'], isUnique: true }),
          new TableIndex({ name: 'idx_ach_account_user', columnNames: ['userId', 'createdAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'ach_customers',
        columns: [varchar('id', 36, { isPrimary: true }), varchar('userId', 36), varchar('provider', 20), varchar('customerId', 128), varchar('createdAt', 30)],
        indices: [new TableIndex({ name: 'uq_ach_customer_user_provider', columnNames: ['userId', 'provider'], isUnique: true })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ach_customers', true);
    await queryRunner.dropTable('ach_accounts', true);
    await queryRunner.dropIndex('wallet_transactions', 'idx_wallet_tx_hold');
    await queryRunner.dropIndex('wallet_transactions', 'idx_wallet_tx_ledger_transfer');
  }
}
