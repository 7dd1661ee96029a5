import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** One registration per child: the keyed hash of the child's national ID, unique while the registration stands. */
export class ChildNationalIdIndex1780000000700 implements MigrationInterface {
  name = 'ChildNationalIdIndex1780000000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('verification_child_registrations', new TableColumn({ name: 'nationalIdIndex', type: 'varchar', length: '80', isNullable: true }));
    await queryRunner.createIndex('verification_child_registrations', new TableIndex({ name: 'uq_child_registration_national_id', columnNames: ['nationalIdIndex'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('verification_child_registrations', 'uq_child_registration_national_id');
    await queryRunner.dropColumn('verification_child_registrations', 'nationalIdIndex');
  }
}
