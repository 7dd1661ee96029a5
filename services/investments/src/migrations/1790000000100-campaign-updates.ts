import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The campaigns' updates (C1.2), kept from campaigns' events for the investors' /investments (C7.9 get-campaign-updates). */
export class CampaignUpdates1790000000100 implements MigrationInterface {
  name = 'CampaignUpdates1790000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'investments_campaign_updates',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'campaignId', type: 'varchar', length: '36' },
          { name: 'campaignName', type: 'varchar', length: '200' },
          { name: 'campaignSlug', type: 'varchar', length: '160' },
          { name: 'title', type: 'varchar', length: '200', isNullable: true },
          { name: 'description', type: 'text' },
          { name: 'postedAt', type: 'varchar', length: '30' },
          { name: 'editedAt', type: 'varchar', length: '30' },
        ],
      }),
    );
    await queryRunner.createIndex('investments_campaign_updates', new TableIndex({ name: 'IDX_investments_updates_campaign', columnNames: ['campaignId', 'postedAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('investments_campaign_updates');
  }
}
