import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Issue 38: whether the person shows the campaigns they invested in on the public profile (off until chosen). */
export class InvestmentsPublic1760000000500 implements MigrationInterface {
  name = 'InvestmentsPublic1760000000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', new TableColumn({ name: 'investmentsPublic', type: 'boolean', default: false }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'investmentsPublic');
  }
}
