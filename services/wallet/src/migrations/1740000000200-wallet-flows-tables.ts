import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const varchar = (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
});
const nullableVarchar = (name: string, length: number): TableColumnOptions => varchar(name, length, { isNullable: true });
const id = varchar('id', 36, { isPrimary: true });
const money = (name: string): TableColumnOptions => ({ name, type: 'bigint' });
const text = (name: string, nullable = true): TableColumnOptions => ({ name, type: 'text', isNullable: nullable });

/** Wallet flows: transactions, preapprovals, webhook events, adjustments, known users (Table API only). */
export class WalletFlowsTables1740000000200 implements MigrationInterface {
  name = 'WalletFlowsTables1740000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'wallet_transactions',
        columns: [
          id,
          varchar('transactionNumber', 24),
          varchar('userId', 36),
          varchar('entryType', 6),
          varchar('type', 30),
          nullableVarchar('reason', 40),
          varchar('currencyId', 3),
          money('amount'),
          money('feePercentage'),
          money('feeFlat'),
          money('feeService'),
          money('feePlatform'),
          money('feeVat'),
          money('totalAmount'),
          varchar('gateway', 20),
          nullableVarchar('providerRef', 128),
          nullableVarchar('preapprovalId', 36),
          { name: 'status', type: 'int' },
          text('rejectReason'),
          text('failureReason'),
          text('details'),
          nullableVarchar('campaignId', 36),
          nullableVarchar('campaignName', 200),
          text('bankDetails'),
          nullableVarchar('slipKey', 80),
          nullableVarchar('slipContentType', 40),
          nullableVarchar('holdId', 64),
          nullableVarchar('ledgerTransferId', 64),
          nullableVarchar('createdBy', 36),
          nullableVarchar('decidedBy', 36),
          nullableVarchar('decidedAt', 30),
          nullableVarchar('settledAt', 30),
          varchar('createdAt', 30),
          varchar('updatedAt', 30),
        ],
        indices: [
          new TableIndex({ name: 'uq_wallet_tx_number', columnNames: ['transactionNumber'], isUnique: true }),
          new TableIndex({ name: 'uq_wallet_tx_preapproval', columnNames: ['preapprovalId'], isUnique: true }),
          new TableIndex({ name: 'idx_wallet_tx_user', columnNames: ['userId', 'createdAt'] }),
          new TableIndex({ name: 'idx_wallet_tx_status', columnNames: ['status', 'createdAt'] }),
          new TableIndex({ name: 'idx_wallet_tx_provider_ref', columnNames: ['gateway', 'providerRef'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'wallet_preapprovals',
        columns: [
          id,
          varchar('userId', 36),
          money('amount'),
          varchar('currencyId', 3),
          varchar('status', 10),
          nullableVarchar('transactionId', 36),
          varchar('createdAt', 30),
          varchar('updatedAt', 30),
        ],
        indices: [new TableIndex({ name: 'idx_wallet_preapproval_user', columnNames: ['userId', 'createdAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'wallet_webhook_events',
        columns: [
          id,
          varchar('provider', 20),
          varchar('eventId', 191),
          varchar('outcome', 10),
          varchar('providerRef', 128),
          nullableVarchar('transactionId', 36),
          varchar('receivedAt', 30),
        ],
        indices: [new TableIndex({ name: 'uq_wallet_webhook_event', columnNames: ['provider', 'eventId'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'wallet_adjustments',
        columns: [
          id,
          varchar('userId', 36),
          varchar('kind', 10),
          money('amount'),
          text('reason', false),
          varchar('status', 20),
          varchar('makerId', 36),
          nullableVarchar('checkerId', 36),
          text('rejectReason'),
          nullableVarchar('transactionId', 36),
          varchar('createdAt', 30),
          nullableVarchar('decidedAt', 30),
        ],
        indices: [new TableIndex({ name: 'idx_wallet_adjustment_status', columnNames: ['status', 'createdAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'wallet_users',
        columns: [
          varchar('userId', 36, { isPrimary: true }),
          varchar('email', 254),
          varchar('firstName', 100),
          varchar('lastName', 100),
          varchar('language', 2),
          varchar('updatedAt', 30),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['wallet_users', 'wallet_adjustments', 'wallet_webhook_events', 'wallet_preapprovals', 'wallet_transactions']) {
      await queryRunner.dropTable(table, true);
    }
  }
}
