import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** A3.10: the US-style accredited investor accounts (SSN and date of birth sealed). */
export class InvestorAccounts1780000000400 implements MigrationInterface {
  name = 'InvestorAccounts1780000000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'verification_investor_accounts',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'details', type: 'text' },
          { name: 'ssnSealed', type: 'text' },
          { name: 'ssnLast4', type: 'varchar', length: '4' },
          { name: 'dateOfBirthSealed', type: 'text' },
          { name: 'submittedAt', type: 'varchar', length: '30' },
          { name: 'updatedAt', type: 'varchar', length: '30' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('verification_investor_accounts');
  }
}
