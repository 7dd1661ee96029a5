import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });

/**
 * Contract signatures (C4.14, C5.12): a row per signature attempt; the investment points at the one
 * in force and holds the contract's state; the investor's verified mobile number (where codes go).
 */
export class ContractSignatures1790000000500 implements MigrationInterface {
  name = 'ContractSignatures1790000000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'investments_contract_signatures',
        columns: [
          { ...varchar('id', 36), isPrimary: true },
          varchar('investmentId', 36),
          varchar('investorId', 36),
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
          varchar('contractFile', 60, true),
          varchar('contractSha256', 64, true),
          varchar('reviewedBy', 36, true),
          varchar('reviewedAt', 30, true),
          varchar('decision', 10, true),
          { name: 'rejectReason', type: 'text', isNullable: true },
          varchar('createdAt', 30),
        ],
      }),
    );
    await queryRunner.createIndex('investments_contract_signatures', new TableIndex({ name: 'IDX_investments_contract_signatures_investment', columnNames: ['investmentId', 'createdAt'] }));
    await queryRunner.addColumns('investments_investments', [
      new TableColumn({ name: 'contractState', type: 'varchar', length: '14', default: "'unsigned'" }),
      new TableColumn({ name: 'contractSignatureId', type: 'varchar', length: '36', isNullable: true }),
      new TableColumn({ name: 'contractSignedAt', type: 'varchar', length: '30', isNullable: true }),
    ]);
    // The review queue: contracts in one state, oldest signature first.
    await queryRunner.createIndex('investments_investments', new TableIndex({ name: 'IDX_investments_contract_queue', columnNames: ['contractState', 'contractSignedAt'] }));
    await queryRunner.addColumn('investments_investors', new TableColumn({ name: 'verifiedPhone', type: 'varchar', length: '16', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('investments_investors', 'verifiedPhone');
    await queryRunner.dropIndex('investments_investments', 'IDX_investments_contract_queue');
    await queryRunner.dropColumn('investments_investments', 'contractSignedAt');
    await queryRunner.dropColumn('investments_investments', 'contractSignatureId');
    await queryRunner.dropColumn('investments_investments', 'contractState');
    await queryRunner.dropTable('investments_contract_signatures');
  }
}
