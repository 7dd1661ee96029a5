import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Issue 37: children, whose news goes to their guardian. */
export class NotificationChildren1720000000100 implements MigrationInterface {
  name = 'NotificationChildren1720000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const text = (name: string, length: string) => ({ name, type: 'varchar', length });
    await queryRunner.createTable(
      new Table({ name: 'notifications_children', columns: [{ ...text('childId', '36'), isPrimary: true }, text('guardianId', '36'), text('firstName', '100'), text('lastName', '100'), text('firstNameAr', '100'), text('lastNameAr', '100')] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('notifications_children');
  }
}
