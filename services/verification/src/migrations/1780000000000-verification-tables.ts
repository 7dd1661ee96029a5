import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const id: TableColumnOptions = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const text = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'text', isNullable: nullable });
const bigint = (name: string): TableColumnOptions => ({ name, type: 'bigint', isNullable: true });

/** Tables of the verification service (Table API only: runs on MariaDB and SQLite). */
export class VerificationTables1780000000000 implements MigrationInterface {
  name = 'VerificationTables1780000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'verifications',
        columns: [
          id,
          varchar('userId', 36),
          varchar('jurisdiction', 10),
          varchar('status', 20),
          varchar('usPerson', 3, true),
          varchar('politicallyExposed', 3, true),
          bigint('netAssets'),
          bigint('annualIncome'),
          bigint('jointIncome'),
          text('sourceOfWealth', true),
          varchar('institutionType', 30, true),
          { name: 'enhancedReview', type: 'boolean', default: false },
          varchar('declaredAt', 30, true),
          varchar('proposedClass', 40, true),
          varchar('investorClass', 40, true),
          text('declineReason', true),
          varchar('submittedAt', 30, true),
          varchar('decidedAt', 30, true),
          varchar('decidedBy', 36, true),
          varchar('createdAt', 30),
          varchar('updatedAt', 30),
        ],
        indices: [
          new TableIndex({ name: 'uq_verification_user', columnNames: ['userId'], isUnique: true }),
          new TableIndex({ name: 'idx_verification_status', columnNames: ['status', 'submittedAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'verification_decisions',
        columns: [id, varchar('verificationId', 36), varchar('decision', 10), varchar('actorId', 36), text('reason', true), varchar('investorClass', 40, true), varchar('at', 30)],
        indices: [new TableIndex({ name: 'idx_verification_decision', columnNames: ['verificationId', 'at'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'investor_profiles',
        columns: [id, varchar('userId', 36), text('details'), varchar('createdAt', 30), varchar('updatedAt', 30)],
        indices: [new TableIndex({ name: 'uq_investor_profile_user', columnNames: ['userId'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'suitability_attempts',
        columns: [
          id,
          varchar('userId', 36),
          varchar('jurisdiction', 10),
          { name: 'score', type: 'int' },
          { name: 'passScore', type: 'int' },
          { name: 'passed', type: 'boolean' },
          text('answers'),
          varchar('takenAt', 30),
        ],
        indices: [new TableIndex({ name: 'idx_suitability_user', columnNames: ['userId', 'takenAt'] })],
      }),
    );
    // The review queue's names and e-mails, kept from identity.user-registered.
    await queryRunner.createTable(
      new Table({
        name: 'verification_investors',
        columns: [{ ...id, name: 'userId' }, varchar('email', 254), varchar('firstName', 100), varchar('lastName', 100), varchar('updatedAt', 30)],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'identity_documents',
        columns: [id, varchar('userId', 36), varchar('documentType', 20), text('documentNumberSealed'), varchar('documentNumberLast4', 4), varchar('expiryDate', 10), varchar('gender', 6), text('legalNames'), varchar('updatedAt', 30)],
        indices: [new TableIndex({ name: 'uq_identity_document_user', columnNames: ['userId'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'document_images',
        columns: [
          id,
          varchar('userId', 36),
          varchar('slot', 12),
          varchar('storageKey', 64),
          { name: 'width', type: 'int' },
          { name: 'height', type: 'int' },
          { name: 'bytes', type: 'int' },
          varchar('uploadedAt', 30),
        ],
        indices: [new TableIndex({ name: 'uq_document_image_slot', columnNames: ['userId', 'slot'], isUnique: true })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['document_images', 'identity_documents', 'verification_investors', 'suitability_attempts', 'investor_profiles', 'verification_decisions', 'verifications']) await queryRunner.dropTable(table);
  }
}
