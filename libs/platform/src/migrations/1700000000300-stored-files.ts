import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Kernel (issue 40): the service's files in its own database (DatabaseFileStore), not on a pod's disk. */
export class StoredFiles1700000000300 implements MigrationInterface {
  name = 'StoredFiles1700000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    await queryRunner.createTable(
      new Table({
        name: 'stored_files',
        columns: [
          { name: 'fileKey', type: 'varchar', length: '200', isPrimary: true },
          // Up to 4 GB on MariaDB (LONGBLOB); uploads are limited far below (10 MB).
          { name: 'bytes', type: sqlite ? 'blob' : 'longblob' },
          { name: 'size', type: 'int' },
          { name: 'createdAt', type: 'varchar', length: '30' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('stored_files');
  }
}
