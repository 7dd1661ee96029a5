import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });

/** Reviewers' remarks asking for documents, and the documents asked for. */
export class VerificationRemarks1780000000200 implements MigrationInterface {
  name = 'VerificationRemarks1780000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'verification_remarks',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          varchar('verificationId', 36),
          varchar('userId', 36),
          { name: 'note', type: 'text' },
          varchar('status', 20),
          varchar('requestedBy', 36),
          varchar('createdAt', 30),
          varchar('completedAt', 30, true),
        ],
        indices: [new TableIndex({ name: 'idx_verification_remark_user', columnNames: ['userId', 'createdAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'verification_remark_documents',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          varchar('remarkId', 36),
          varchar('title', 120),
          varchar('type', 20),
          { name: 'position', type: 'int' },
          varchar('storageKey', 64, true),
          varchar('uploadedAt', 30, true),
        ],
        indices: [new TableIndex({ name: 'idx_verification_remark_document', columnNames: ['remarkId'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('verification_remark_documents');
    await queryRunner.dropTable('verification_remarks');
  }
}
