import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const bigint = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'bigint', isNullable: nullable, ...(nullable ? {} : { default: 0 }) });
const int = (name: string): TableColumnOptions => ({ name, type: 'int', default: 0 });
const at = (name: string, nullable = false): TableColumnOptions => varchar(name, 30, nullable);
/** Twelve monthly buckets (amount and the month it holds, as year × 12 + month) for the rolling limits. */
const monthBuckets: TableColumnOptions[] = Array.from({ length: 12 }, (_, i) => [bigint(`m${i}`), int(`s${i}`)]).flat();

/**
 * Tables of the investments service (Table API only: MariaDB and SQLite). The two rows every
 * investment contends on — the campaign's offer (capacity) and the investor's row (limits) — change
 * only through conditional UPDATEs (docs/adr/0020-investing-capacity-and-limits.md).
 */
export class InvestmentsTables1790000000000 implements MigrationInterface {
  name = 'InvestmentsTables1790000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'investments_offers',
        columns: [
          { ...varchar('campaignId', 36), isPrimary: true },
          varchar('ownerId', 36),
          varchar('campaignName', 200),
          varchar('slug', 160),
          varchar('termsSlug', 30),
          varchar('currency', 3),
          varchar('investingType', 10),
          { name: 'accreditedOnly', type: 'boolean', default: false },
          bigint('goal'),
          bigint('minimumInvestment'),
          bigint('maximumInvestment'),
          bigint('pricePerShare', true),
          varchar('openDate', 10, true),
          varchar('openTime', 5, true),
          varchar('timezone', 64),
          varchar('closeDate', 10, true),
          // open | closed | hidden
          varchar('status', 10),
          // Reserved and paid, never above goal: the capacity rule.
          bigint('reserved'),
          at('updatedAt'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'investments_investors',
        columns: [
          { ...varchar('userId', 36), isPrimary: true },
          varchar('verificationStatus', 20),
          varchar('investorClass', 40, true),
          { name: 'accredited', type: 'boolean', default: false },
          bigint('perTransactionLimit', true),
          bigint('perCampaignLimit', true),
          bigint('perMonthLimit', true),
          bigint('rolling12MonthsLimit', true),
          bigint('totalLimit', true),
          { name: 'cancellationHours', type: 'int', isNullable: true },
          { name: 'notWithinHoursOfClose', type: 'int', isNullable: true },
          // What is used: everything reserved or paid and not released.
          bigint('total'),
          ...monthBuckets,
          at('verificationUpdatedAt'),
          at('updatedAt'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'investments_investor_campaigns',
        columns: [
          { ...varchar('userId', 36), isPrimary: true },
          { ...varchar('campaignId', 36), isPrimary: true },
          bigint('reserved'),
          bigint('paid'),
          int('paidCount'),
          at('updatedAt'),
        ],
        indices: [new TableIndex({ name: 'idx_investor_campaigns_campaign', columnNames: ['campaignId', 'paidCount'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'investments_investments',
        columns: [
          { ...varchar('id', 36), isPrimary: true },
          varchar('investorId', 36),
          varchar('campaignId', 36),
          varchar('campaignName', 200),
          varchar('campaignSlug', 160),
          varchar('currency', 3),
          bigint('amount'),
          { name: 'shareUnits', type: 'int', isNullable: true },
          bigint('sharePrice', true),
          bigint('goal'),
          varchar('state', 12),
          { name: 'status', type: 'int', default: 0 },
          varchar('paymentType', 20, true),
          varchar('gateway', 20, true),
          varchar('referenceId', 20),
          varchar('holdId', 64, true),
          varchar('transactionId', 64, true),
          varchar('failureReason', 200, true),
          // The month (year × 12 + month) whose bucket this amount was counted in.
          { name: 'countedMonth', type: 'int' },
          // The wallet matches the state (hold voided after a cancel, posted after confirmation).
          { name: 'walletSettled', type: 'boolean', default: true },
          varchar('ip', 45, true),
          varchar('language', 5),
          at('offerShownAt'),
          at('acceptedAt'),
          at('reservedUntil'),
          at('paidAt', true),
          at('cancellableUntil', true),
          at('confirmedAt', true),
          at('cancelledAt', true),
          at('createdAt'),
          at('updatedAt'),
        ],
        indices: [
          new TableIndex({ name: 'idx_investments_investor', columnNames: ['investorId', 'createdAt'] }),
          new TableIndex({ name: 'idx_investments_campaign', columnNames: ['campaignId', 'state'] }),
          new TableIndex({ name: 'idx_investments_state', columnNames: ['state', 'updatedAt'] }),
          new TableIndex({ name: 'idx_investments_reference', columnNames: ['referenceId'], isUnique: true }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['investments_investments', 'investments_investor_campaigns', 'investments_investors', 'investments_offers']) await queryRunner.dropTable(table);
  }
}
