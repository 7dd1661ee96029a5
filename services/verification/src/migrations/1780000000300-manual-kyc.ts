import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Manual KYC (A4.3, A7.6): when the investor asked for it and the date the review is due by. */
export class ManualKyc1780000000300 implements MigrationInterface {
  name = 'ManualKyc1780000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('verifications', [
      new TableColumn({ name: 'manualKycRequestedAt', type: 'varchar', length: '30', isNullable: true }),
      new TableColumn({ name: 'manualKycDueBy', type: 'varchar', length: '10', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('verifications', 'manualKycDueBy');
    await queryRunner.dropColumn('verifications', 'manualKycRequestedAt');
  }
}
