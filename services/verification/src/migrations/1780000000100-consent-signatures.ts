import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });

/** The consent agreement's signatures and codes; the verification points at the one in force. */
export class ConsentSignatures1780000000100 implements MigrationInterface {
  name = 'ConsentSignatures1780000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'verification_consents',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          varchar('verificationId', 36),
          varchar('userId', 36),
          varchar('kind', 10),
          varchar('typedText', 20, true),
          varchar('signatureFile', 60, true),
          varchar('phone', 16),
          varchar('language', 2),
          varchar('codeHash', 64),
          varchar('codeSentAt', 30),
          varchar('codeExpiresAt', 30),
          { name: 'attempts', type: 'int', default: 0 },
          varchar('confirmedAt', 30, true),
          varchar('confirmedIp', 64, true),
          varchar('agreementFile', 60, true),
          varchar('agreementSha256', 64, true),
          varchar('rejectedAt', 30, true),
          { name: 'rejectReason', type: 'text', isNullable: true },
          varchar('createdAt', 30),
        ],
        indices: [new TableIndex({ name: 'idx_verification_consent_user', columnNames: ['userId', 'createdAt'] })],
      }),
    );
    await queryRunner.addColumns('verifications', [
      new TableColumn({ name: 'consentState', type: 'varchar', length: '20', default: "'unsigned'" }),
      new TableColumn({ name: 'consentId', type: 'varchar', length: '36', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('verifications', 'consentId');
    await queryRunner.dropColumn('verifications', 'consentState');
    await queryRunner.dropTable('verification_consents');
  }
}
