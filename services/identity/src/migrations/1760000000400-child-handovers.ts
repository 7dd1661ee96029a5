import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** ADR 0026: children who turned 18, invited to take their account over. */
export class ChildHandovers1760000000400 implements MigrationInterface {
  name = 'ChildHandovers1760000000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    const text = (name: string, length: string, isNullable = false) => ({ name, type: 'varchar', length, isNullable });
    await queryRunner.createTable(
      new Table({
        name: 'identity_child_handovers',
        columns: [
          { name: 'childId', type: 'varchar', length: '36', isPrimary: true },
          text('guardianId', '36'),
          text('childEmail', '254', true),
          text('firstName', '100'),
          text('lastName', '100'),
          text('firstNameAr', '100'),
          text('lastNameAr', '100'),
          text('invitedAt', '30'),
          text('claimedAt', '30', true),
        ],
      }),
    );
    await queryRunner.createIndex('identity_child_handovers', new TableIndex({ name: 'idx_child_handover_guardian', columnNames: ['guardianId'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('identity_child_handovers');
  }
}
