import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Images uploaded for content pages (Table API only: runs on MariaDB and SQLite). */
export class ContentImages1720000000200 implements MigrationInterface {
  name = 'ContentImages1720000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'content_images',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'fileKey', type: 'varchar', length: '60', isUnique: true },
          { name: 'width', type: 'int' },
          { name: 'height', type: 'int' },
          { name: 'uploadedBy', type: 'varchar', length: '36' },
          { name: 'createdAt', type: 'varchar', length: '30' },
        ],
      }),
    );
    // The public list is newest first.
    await queryRunner.createIndex('content_images', new TableIndex({ name: 'IDX_content_images_created', columnNames: ['createdAt', 'id'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('content_images');
  }
}
