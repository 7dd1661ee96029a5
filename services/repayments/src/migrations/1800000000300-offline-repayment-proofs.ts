import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** C7.4 upload-user-contact: an offline repayment the owner reported, with the transfer's proof (ADR 0028). */
export class OfflineRepaymentProofs1800000000300 implements MigrationInterface {
  name = 'OfflineRepaymentProofs1800000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('repayments_offline_requests', [
      new TableColumn({ name: 'reportedBy', type: 'varchar', length: '10', default: "'admin'" }),
      new TableColumn({ name: 'proofKey', type: 'varchar', length: '60', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('repayments_offline_requests', 'proofKey');
    await queryRunner.dropColumn('repayments_offline_requests', 'reportedBy');
  }
}
