import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Issue 36: the language a campaign's name and summary are written in, and the owner's versions in
 * the other languages, beside the card's columns (the browse query reads columns, not the JSON field
 * groups), and team members' biographies in the other languages. Existing rows keep null: their
 * texts are in their owner's language.
 */
export class CampaignTextTranslations1770000000700 implements MigrationInterface {
  name = 'CampaignTextTranslations1770000000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('campaigns', [
      new TableColumn({ name: 'textLanguage', type: 'varchar', length: '5', isNullable: true }),
      new TableColumn({ name: 'textTranslations', type: 'text', isNullable: true }),
    ]);
    await queryRunner.addColumn('campaign_team_members', new TableColumn({ name: 'bioTranslations', type: 'text', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('campaign_team_members', 'bioTranslations');
    await queryRunner.dropColumn('campaigns', 'textTranslations');
    await queryRunner.dropColumn('campaigns', 'textLanguage');
  }
}
