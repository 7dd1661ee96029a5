import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const bigint = (name: string): TableColumnOptions => ({ name, type: 'bigint', default: 0 });
const at = (name: string, nullable = false): TableColumnOptions => varchar(name, 30, nullable);
const flag = (name: string): TableColumnOptions => ({ name, type: 'boolean', default: false });

/**
 * Tables of the repayments service (Table API only: MariaDB and SQLite): the campaigns and holdings
 * it learns from events, the schedule rows, the owners' payments and their distributions.
 */
export class RepaymentsTables1800000000000 implements MigrationInterface {
  name = 'RepaymentsTables1800000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'repayments_campaigns',
        columns: [
          { ...varchar('campaignId', 36), isPrimary: true },
          varchar('ownerId', 36),
          varchar('campaignName', 200),
          varchar('slug', 200),
          varchar('termsSlug', 30),
          varchar('currency', 3),
          { name: 'interestRate', type: 'double', isNullable: true },
          { name: 'termMonths', type: 'int', isNullable: true },
          { name: 'gracePeriodMonths', type: 'int', default: 0 },
          varchar('paymentFrequency', 20, true),
          varchar('paybackStartDate', 10, true),
          { name: 'distributionOfNetProfit', type: 'double', isNullable: true },
          flag('offerKnown'),
          varchar('outcome', 12, true),
          bigint('raised'),
          at('closedAt', true),
          at('scheduledAt', true),
          flag('autoRepayment'),
          at('updatedAt'),
        ],
      }),
    );
    await queryRunner.createIndex('repayments_campaigns', new TableIndex({ name: 'IDX_repayments_campaigns_owner', columnNames: ['ownerId'] }));
    await queryRunner.createTable(
      new Table({
        name: 'repayments_holdings',
        columns: [{ ...varchar('investmentId', 36), isPrimary: true }, varchar('campaignId', 36), varchar('investorId', 36), bigint('amount'), at('createdAt')],
      }),
    );
    await queryRunner.createIndex('repayments_holdings', new TableIndex({ name: 'IDX_repayments_holdings_campaign', columnNames: ['campaignId', 'investorId'] }));
    await queryRunner.createIndex('repayments_holdings', new TableIndex({ name: 'IDX_repayments_holdings_investor', columnNames: ['investorId'] }));
    await queryRunner.createTable(
      new Table({
        name: 'repayments_schedule_rows',
        columns: [
          { ...varchar('id', 36), isPrimary: true },
          varchar('campaignId', 36),
          { name: 'repaymentNumber', type: 'int' },
          varchar('kind', 12),
          varchar('expectedDate', 10),
          bigint('principal'),
          bigint('profit'),
          bigint('platformFee'),
          bigint('totalRepayment'),
          bigint('paid'),
          bigint('reserved'),
          varchar('paidDate', 10, true),
          varchar('description', 500, true),
          at('writtenOffAt', true),
          varchar('writeOffReason', 500, true),
          varchar('writtenOffBy', 36, true),
          flag('remindedBefore'),
          flag('remindedAfter'),
          at('createdAt'),
        ],
      }),
    );
    await queryRunner.createIndex('repayments_schedule_rows', new TableIndex({ name: 'UQ_repayments_rows_number', columnNames: ['campaignId', 'repaymentNumber'], isUnique: true }));
    await queryRunner.createIndex('repayments_schedule_rows', new TableIndex({ name: 'IDX_repayments_rows_due', columnNames: ['expectedDate'] }));
    await queryRunner.createTable(
      new Table({
        name: 'repayments_payments',
        columns: [
          { ...varchar('id', 36), isPrimary: true },
          varchar('rowId', 36),
          varchar('campaignId', 36),
          varchar('payerId', 36),
          bigint('amount'),
          varchar('method', 10),
          varchar('state', 10),
          varchar('failureReason', 30, true),
          at('createdAt'),
          at('paidAt', true),
        ],
      }),
    );
    await queryRunner.createIndex('repayments_payments', new TableIndex({ name: 'IDX_repayments_payments_state', columnNames: ['state', 'createdAt'] }));
    await queryRunner.createIndex('repayments_payments', new TableIndex({ name: 'IDX_repayments_payments_row', columnNames: ['rowId'] }));
    await queryRunner.createTable(
      new Table({
        name: 'repayments_distributions',
        columns: [
          { ...varchar('id', 36), isPrimary: true },
          { ...varchar('paymentId', 36), isUnique: true },
          varchar('rowId', 36),
          varchar('campaignId', 36),
          bigint('amount'),
          bigint('fee'),
          bigint('distributed'),
          { name: 'investorsCount', type: 'int', default: 0 },
          varchar('state', 10),
          at('createdAt'),
          at('creditedAt', true),
        ],
      }),
    );
    await queryRunner.createIndex('repayments_distributions', new TableIndex({ name: 'IDX_repayments_distributions_state', columnNames: ['state', 'createdAt'] }));
    await queryRunner.createIndex('repayments_distributions', new TableIndex({ name: 'IDX_repayments_distributions_campaign', columnNames: ['campaignId'] }));
    await queryRunner.createTable(
      new Table({
        name: 'repayments_distribution_shares',
        columns: [
          { ...varchar('distributionId', 36), isPrimary: true },
          { ...varchar('investorId', 36), isPrimary: true },
          varchar('campaignId', 36),
          varchar('rowId', 36),
          bigint('amount'),
          at('creditedAt'),
        ],
      }),
    );
    await queryRunner.createIndex('repayments_distribution_shares', new TableIndex({ name: 'IDX_repayments_shares_investor', columnNames: ['investorId', 'campaignId'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['repayments_distribution_shares', 'repayments_distributions', 'repayments_payments', 'repayments_schedule_rows', 'repayments_holdings', 'repayments_campaigns']) await queryRunner.dropTable(table);
  }
}
