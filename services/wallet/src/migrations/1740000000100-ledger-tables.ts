import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const id: TableColumnOptions = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
const varchar = (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'varchar', length: String(length), ...extra });
const bigint = (name: string): TableColumnOptions => ({ name, type: 'bigint' });
const nullable = { isNullable: true };

/** The double-entry ledger (ADR 0011). Table API only: runs on MariaDB and SQLite. */
export class LedgerTables1740000000100 implements MigrationInterface {
  name = 'LedgerTables1740000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'ledger_accounts',
        columns: [
          id,
          varchar('kind', 30),
          varchar('owner', 64),
          varchar('currency', 3),
          bigint('balance'),
          bigint('held'),
          { name: 'allowNegative', type: 'boolean' },
          { name: 'version', type: 'int' },
          varchar('createdAt', 30),
        ],
        indices: [new TableIndex({ name: 'uq_ledger_account', columnNames: ['kind', 'owner', 'currency'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'ledger_transfers',
        columns: [
          id,
          varchar('transferId', 80, { isUnique: true }),
          varchar('reason', 40),
          varchar('requestHash', 64),
          { name: 'metadata', type: 'text' },
          varchar('actorId', 36, nullable),
          varchar('correlationId', 64, nullable),
          varchar('holdId', 64, nullable),
          varchar('postedAt', 30),
        ],
        indices: [new TableIndex({ name: 'idx_ledger_transfers_posted', columnNames: ['postedAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'ledger_entries',
        columns: [
          id,
          varchar('transferId', 36),
          varchar('accountId', 36),
          bigint('amount'),
          bigint('balanceAfter'),
          { name: 'seq', type: 'int' },
          { name: 'accountVersion', type: 'int' },
          varchar('postedAt', 30),
        ],
        indices: [
          new TableIndex({ name: 'idx_ledger_entries_account', columnNames: ['accountId', 'accountVersion'] }),
          new TableIndex({ name: 'idx_ledger_entries_transfer', columnNames: ['transferId'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ name: 'fk_ledger_entries_transfer', columnNames: ['transferId'], referencedTableName: 'ledger_transfers', referencedColumnNames: ['id'] }),
          new TableForeignKey({ name: 'fk_ledger_entries_account', columnNames: ['accountId'], referencedTableName: 'ledger_accounts', referencedColumnNames: ['id'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'ledger_holds',
        columns: [
          id,
          varchar('holdId', 64, { isUnique: true }),
          varchar('reason', 40),
          varchar('fromAccountId', 36),
          varchar('toAccountId', 36),
          bigint('amount'),
          varchar('status', 10),
          varchar('expiresAt', 30),
          varchar('requestHash', 64),
          varchar('transferId', 36, nullable),
          { name: 'metadata', type: 'text' },
          varchar('actorId', 36, nullable),
          varchar('correlationId', 64, nullable),
          varchar('createdAt', 30),
          varchar('updatedAt', 30),
          varchar('resolvedAt', 30, nullable),
        ],
        indices: [
          new TableIndex({ name: 'idx_ledger_holds_status_expiry', columnNames: ['status', 'expiresAt'] }),
          new TableIndex({ name: 'idx_ledger_holds_from', columnNames: ['fromAccountId', 'status'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ name: 'fk_ledger_holds_from', columnNames: ['fromAccountId'], referencedTableName: 'ledger_accounts', referencedColumnNames: ['id'] }),
          new TableForeignKey({ name: 'fk_ledger_holds_to', columnNames: ['toAccountId'], referencedTableName: 'ledger_accounts', referencedColumnNames: ['id'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['ledger_holds', 'ledger_entries', 'ledger_transfers', 'ledger_accounts']) await queryRunner.dropTable(table);
  }
}
