import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const id: TableColumnOptions = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
const varchar = (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
});
const text = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'text', isNullable: nullable });
const flag = (name: string): TableColumnOptions => ({ name, type: 'boolean' });
const int = (name: string): TableColumnOptions => ({ name, type: 'int' });
const seedKey = varchar('seedKey', 80, { isNullable: true, isUnique: true });
const timestamps = [varchar('createdAt', 30), varchar('updatedAt', 30)];

/** Tables of the site service (Table API only: runs on MariaDB and SQLite). */
export class SiteTables1720000000100 implements MigrationInterface {
  name = 'SiteTables1720000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A long page in three languages exceeds MariaDB's 64 KB TEXT; SQLite's TEXT has no such limit.
    const longText = queryRunner.connection.driver.options.type === 'mysql' ? 'mediumtext' : 'text';

    await queryRunner.createTable(
      new Table({
        name: 'site_settings',
        columns: [
          varchar('section', 40, { isPrimary: true }),
          varchar('name', 80, { isPrimary: true }),
          text('value'),
          varchar('updatedAt', 30),
          varchar('updatedBy', 36, { isNullable: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'languages',
        columns: [
          id,
          varchar('name', 60),
          varchar('folder', 10, { isUnique: true }),
          flag('isDefault'),
          varchar('direction', 3),
          flag('status'),
          ...timestamps,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'menu_links',
        columns: [
          id,
          seedKey,
          varchar('menuType', 10),
          varchar('linkType', 10),
          text('title'),
          varchar('customUrl', 500, { isNullable: true }),
          varchar('urlTarget', 10),
          varchar('contentPageSlug', 120, { isNullable: true }),
          varchar('socialMediaIcon', 30, { isNullable: true }),
          int('sortOrder'),
          flag('status'),
          ...timestamps,
        ],
        indices: [new TableIndex({ name: 'idx_menu_type', columnNames: ['menuType', 'sortOrder'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'content_pages',
        columns: [
          id,
          varchar('slug', 120, { isUnique: true }),
          text('title'),
          { name: 'content', type: longText },
          text('metaDescription'),
          flag('showInFooter'),
          flag('status'),
          ...timestamps,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'faqs',
        columns: [
          id,
          seedKey,
          varchar('category', 40),
          text('question'),
          text('answer'),
          flag('showInFooter'),
          int('sortOrder'),
          flag('status'),
          ...timestamps,
        ],
        indices: [new TableIndex({ name: 'idx_faq_category', columnNames: ['category', 'sortOrder'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'sliders',
        columns: [
          id,
          seedKey,
          text('title'),
          text('description'),
          text('buttonText'),
          varchar('link', 500),
          varchar('image', 500),
          int('sortOrder'),
          flag('status'),
          ...timestamps,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'testimonials',
        columns: [
          id,
          seedKey,
          text('name'),
          text('role'),
          text('quote'),
          varchar('image', 500),
          int('sortOrder'),
          flag('status'),
          ...timestamps,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'currencies',
        columns: [
          id,
          varchar('code', 3, { isUnique: true }),
          varchar('numericCode', 3),
          varchar('symbol', 10),
          text('name'),
          int('decimals'),
          flag('isDefault'),
          flag('status'),
          int('sortOrder'),
          ...timestamps,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'countries',
        columns: [
          id,
          varchar('code', 2, { isUnique: true }),
          varchar('iso3', 3),
          varchar('dialCode', 8),
          text('name'),
          flag('status'),
          ...timestamps,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'banks',
        columns: [
          id,
          varchar('code', 10, { isUnique: true }),
          varchar('swift', 11, { isNullable: true }),
          text('name'),
          flag('islamic'),
          flag('active'),
          varchar('category', 30),
          varchar('mergedInto', 10, { isNullable: true }),
          int('sortOrder'),
          ...timestamps,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'option_items',
        columns: [
          id,
          varchar('listKey', 60),
          varchar('key', 80),
          text('name'),
          text('extra', true),
          int('sortOrder'),
          flag('status'),
          ...timestamps,
        ],
        indices: [
          new TableIndex({ name: 'uq_option_list_key', columnNames: ['listKey', 'key'], isUnique: true }),
          new TableIndex({ name: 'idx_option_list', columnNames: ['listKey', 'sortOrder'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'seed_state',
        columns: [varchar('dataset', 60, { isPrimary: true }), int('version'), varchar('appliedAt', 30)],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'seed_state',
      'option_items',
      'banks',
      'countries',
      'currencies',
      'testimonials',
      'sliders',
      'faqs',
      'content_pages',
      'menu_links',
      'languages',
      'site_settings',
    ]) {
      await queryRunner.dropTable(table, true);
    }
  }
}
