import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** A4.5, A9.6: the paid investments counted for registering children, and each user's standing. */
export class GuardianStandings1780000000500 implements MigrationInterface {
  name = 'GuardianStandings1780000000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'verification_guardian_investments',
        columns: [
          { name: 'investmentId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'investorId', type: 'varchar', length: '36' },
          { name: 'committedAt', type: 'varchar', length: '30' },
          { name: 'cancelledAt', type: 'varchar', length: '30', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('verification_guardian_investments', new TableIndex({ name: 'idx_guardian_investment_investor', columnNames: ['investorId'] }));
    await queryRunner.createTable(
      new Table({
        name: 'verification_guardian_standings',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'allowed', type: 'boolean' },
          { name: 'verified', type: 'boolean' },
          { name: 'investmentsCount', type: 'int' },
          { name: 'version', type: 'int' },
          { name: 'updatedAt', type: 'varchar', length: '30' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('verification_guardian_standings');
    await queryRunner.dropTable('verification_guardian_investments');
  }
}
