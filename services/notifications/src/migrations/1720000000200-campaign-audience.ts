import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Issue 38: each campaign's audience, the campaigns' names and owners, and where optional e-mails go. */
export class CampaignAudience1720000000200 implements MigrationInterface {
  name = 'CampaignAudience1720000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const text = (name: string, length: string, nullable = false) => ({ name, type: 'varchar', length, isNullable: nullable });
    await queryRunner.createTable(
      new Table({
        name: 'campaign_audience',
        columns: [
          { ...text('campaignId', '36'), isPrimary: true },
          { ...text('userId', '36'), isPrimary: true },
          { name: 'paidInvestments', type: 'int', default: 0 },
          { name: 'following', type: 'boolean', default: false },
          { name: 'saved', type: 'boolean', default: false },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'audience_campaigns',
        columns: [
          { ...text('campaignId', '36'), isPrimary: true },
          text('name', '200'),
          text('slug', '200'),
          text('ownerId', '36'),
          text('ownerEmail', '254'),
          text('ownerName', '200', true),
          text('ownerLanguage', '2'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({ name: 'mail_recipients', columns: [{ ...text('userId', '36'), isPrimary: true }, text('email', '254'), text('firstName', '100'), text('language', '2')] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_recipients');
    await queryRunner.dropTable('audience_campaigns');
    await queryRunner.dropTable('campaign_audience');
  }
}
