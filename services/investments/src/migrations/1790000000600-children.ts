import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Issue 37: the children a guardian may invest for, and what each investor received from distributions (the child's dashboard). */
export class Children1790000000600 implements MigrationInterface {
  name = 'Children1790000000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    const text = (name: string, length: string) => ({ name, type: 'varchar', length });
    await queryRunner.createTable(new Table({ name: 'investments_children', columns: [{ ...text('childId', '36'), isPrimary: true }, text('guardianId', '36'), text('adultOn', '10'), text('acceptedAt', '30')] }));
    await queryRunner.createIndex('investments_children', new TableIndex({ name: 'idx_investments_children_guardian', columnNames: ['guardianId'] }));
    await queryRunner.createTable(
      new Table({
        name: 'investments_investor_returns',
        columns: [{ ...text('investorId', '36'), isPrimary: true }, { ...text('currency', '3'), isPrimary: true }, { name: 'returned', type: 'bigint' }, text('updatedAt', '30')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('investments_investor_returns');
    await queryRunner.dropTable('investments_children');
  }
}
