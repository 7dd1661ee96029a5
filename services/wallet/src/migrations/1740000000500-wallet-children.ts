import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** A3.15: the children the wallet serves (their ledger accounts are `child_wallet`). */
export class WalletChildren1740000000500 implements MigrationInterface {
  name = 'WalletChildren1740000000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    const text = (name: string, length: string) => ({ name, type: 'varchar', length });
    await queryRunner.createTable(
      new Table({
        name: 'wallet_children',
        columns: [{ ...text('childId', '36'), isPrimary: true }, text('guardianId', '36'), text('firstName', '100'), text('lastName', '100'), text('firstNameAr', '100'), text('lastNameAr', '100'), text('adultOn', '10'), text('acceptedAt', '30')],
      }),
    );
    await queryRunner.createIndex('wallet_children', new TableIndex({ name: 'idx_wallet_children_guardian', columnNames: ['guardianId', 'acceptedAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('wallet_children');
  }
}
