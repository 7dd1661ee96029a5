import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** A3.14: child registrations (with the registration agreement's signature) and their pictures. */
export class ChildRegistrations1780000000600 implements MigrationInterface {
  name = 'ChildRegistrations1780000000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    const text = (name: string, length: string, isNullable = true) => ({ name, type: 'varchar', length, isNullable });
    await queryRunner.createTable(
      new Table({
        name: 'verification_child_registrations',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          text('guardianId', '36', false),
          text('status', '14', false),
          text('signatureState', '14', false),
          { name: 'details', type: 'text' },
          { name: 'sealedNumbers', type: 'text' },
          text('dateOfBirth', '10', false),
          text('adultOn', '10', false),
          text('signatureKind', '10'),
          text('typedText', '20'),
          text('signatureFile', '60'),
          text('phone', '16'),
          text('language', '2', false),
          text('codeHash', '64'),
          text('codeSentAt', '30'),
          text('codeExpiresAt', '30'),
          { name: 'attempts', type: 'int', default: 0 },
          text('signedAt', '30'),
          text('signedIp', '64'),
          text('agreementFile', '60'),
          text('agreementSha256', '64'),
          { name: 'signatureRejectReason', type: 'text', isNullable: true },
          { name: 'declineReason', type: 'text', isNullable: true },
          text('decidedBy', '36'),
          text('decidedAt', '30'),
          text('submittedAt', '30'),
          text('createdAt', '30', false),
          text('updatedAt', '30', false),
        ],
      }),
    );
    await queryRunner.createIndex('verification_child_registrations', new TableIndex({ name: 'idx_child_registration_guardian', columnNames: ['guardianId', 'createdAt'] }));
    await queryRunner.createIndex('verification_child_registrations', new TableIndex({ name: 'idx_child_registration_queue', columnNames: ['status', 'submittedAt'] }));
    await queryRunner.createTable(
      new Table({
        name: 'verification_child_documents',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          text('childId', '36', false),
          text('slot', '30', false),
          text('storageKey', '64', false),
          { name: 'width', type: 'int' },
          { name: 'height', type: 'int' },
          { name: 'bytes', type: 'int' },
          text('uploadedAt', '30', false),
        ],
      }),
    );
    await queryRunner.createIndex('verification_child_documents', new TableIndex({ name: 'uq_child_document_slot', columnNames: ['childId', 'slot'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('verification_child_documents');
    await queryRunner.dropTable('verification_child_registrations');
  }
}
