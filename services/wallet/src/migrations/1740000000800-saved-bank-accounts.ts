import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Issue 38 (A3.11): the bank accounts people withdraw to, saved for the next withdrawal. */
export class SavedBankAccounts1740000000800 implements MigrationInterface {
  name = 'SavedBankAccounts1740000000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    const text = (name: string, length: string, nullable = false) => ({ name, type: 'varchar', length, isNullable: nullable });
    await queryRunner.createTable(
      new Table({
        name: 'user_bank_accounts',
        columns: [
          { ...text('id', '36'), isPrimary: true },
          text('userId', '36'),
          text('bankName', '100'),
          text('accountHolderName', '100'),
          text('accountType', '10'),
          text('accountNumber', '20'),
          text('routingNumber', '9'),
          text('swiftCode', '11', true),
          text('iban', '34', true),
          text('country', '2'),
          { name: 'isPrimary', type: 'boolean', default: false },
          text('createdAt', '30'),
        ],
      }),
    );
    await queryRunner.createIndex('user_bank_accounts', new TableIndex({ name: 'uq_user_bank_account', columnNames: ['userId', 'accountNumber', 'routingNumber'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('user_bank_accounts');
  }
}
