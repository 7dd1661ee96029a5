import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The investor's legal names, from verification's acceptance: what the investment contract names. */
export class InvestorLegalNames1790000000400 implements MigrationInterface {
  name = 'InvestorLegalNames1790000000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('investments_investors', [
      new TableColumn({ name: 'legalName', type: 'varchar', length: '300', isNullable: true }),
      new TableColumn({ name: 'legalNameAr', type: 'varchar', length: '300', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('investments_investors', 'legalNameAr');
    await queryRunner.dropColumn('investments_investors', 'legalName');
  }
}
