import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** A4.5, A6.3: whether a user may register children, as verification last counted it, and that count's version. */
export class GuardianStanding1760000000300 implements MigrationInterface {
  name = 'GuardianStanding1760000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn({ name: 'childRegistrationAllowed', type: 'boolean', default: false }),
      new TableColumn({ name: 'guardianStandingVersion', type: 'int', default: 0 }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'guardianStandingVersion');
    await queryRunner.dropColumn('users', 'childRegistrationAllowed');
  }
}
