import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** A4.3, A6.5: the administrators' review of an accredited investor account (each save goes back under review). */
export class AccreditationReview1780000000800 implements MigrationInterface {
  name = 'AccreditationReview1780000000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('verification_investor_accounts', [
      new TableColumn({ name: 'reviewStatus', type: 'varchar', length: '20', default: "'under-review'" }),
      new TableColumn({ name: 'reviewReason', type: 'varchar', length: '500', isNullable: true }),
      new TableColumn({ name: 'reviewedAt', type: 'varchar', length: '30', isNullable: true }),
      new TableColumn({ name: 'reviewedBy', type: 'varchar', length: '36', isNullable: true }),
    ]);
    // The review queue: one status, oldest submission first.
    await queryRunner.createIndex('verification_investor_accounts', new TableIndex({ name: 'idx_investor_accounts_review', columnNames: ['reviewStatus', 'updatedAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('verification_investor_accounts', 'idx_investor_accounts_review');
    for (const column of ['reviewedBy', 'reviewedAt', 'reviewReason', 'reviewStatus']) await queryRunner.dropColumn('verification_investor_accounts', column);
  }
}
