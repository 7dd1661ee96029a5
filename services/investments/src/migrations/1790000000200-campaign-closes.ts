import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const bigint = (name: string): TableColumnOptions => ({ name, type: 'bigint', default: 0 });
const int = (name: string): TableColumnOptions => ({ name, type: 'int', default: 0 });

/** The campaign-close saga's record (docs/adr/0021). */
export class CampaignCloses1790000000200 implements MigrationInterface {
  name = 'CampaignCloses1790000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'investments_campaign_closes',
        columns: [
          { ...varchar('campaignId', 36), isPrimary: true },
          varchar('trigger', 12),
          varchar('step', 10),
          varchar('outcome', 12, true),
          varchar('currency', 3),
          varchar('investingType', 10),
          bigint('goal'),
          bigint('raised'),
          int('investorsCount'),
          int('feeBps'),
          int('vatBps'),
          bigint('fee'),
          bigint('vat'),
          bigint('ownerAmount'),
          bigint('refunded'),
          int('refundedCount'),
          varchar('startedAt', 30),
          varchar('decidedAt', 30, true),
          varchar('closedAt', 30, true),
          varchar('updatedAt', 30),
        ],
      }),
    );
    // The sweep resumes closes that are not finished.
    await queryRunner.createIndex('investments_campaign_closes', new TableIndex({ name: 'IDX_investments_closes_step', columnNames: ['step'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('investments_campaign_closes');
  }
}
