import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const id: TableColumnOptions = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
const ref = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: '36', isNullable: nullable });
const varchar = (name: string, length: number, nullable = true): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const text = (name: string, nullable = true): TableColumnOptions => ({ name, type: 'text', isNullable: nullable });
const int = (name: string, dflt?: number): TableColumnOptions => ({ name, type: 'int', isNullable: dflt === undefined, ...(dflt === undefined ? {} : { default: dflt }) });
const bigint = (name: string, dflt?: number): TableColumnOptions => ({ name, type: 'bigint', isNullable: dflt === undefined, ...(dflt === undefined ? {} : { default: dflt }) });
const double = (name: string): TableColumnOptions => ({ name, type: 'double', isNullable: true });
const flag = (name: string): TableColumnOptions => ({ name, type: 'boolean', default: false });
const at = (name: string, nullable = false): TableColumnOptions => varchar(name, 30, nullable);
const idx = (name: string, columnNames: string[], isUnique = false): TableIndex => new TableIndex({ name, columnNames, isUnique });

/**
 * Tables of the campaigns service (Table API only: runs on MariaDB and SQLite). The browse list reads
 * `campaigns` alone: every column it filters or sorts on is a real column with an index led by
 * `status` (C2.2 categories), the field groups of the wizard are JSON text.
 */
export class CampaignsTables1770000000500 implements MigrationInterface {
  name = 'CampaignsTables1770000000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A long story in two languages exceeds MariaDB's 64 KB TEXT; SQLite's TEXT has no such limit.
    const longText = queryRunner.connection.driver.options.type === 'mysql' ? 'mediumtext' : 'text';
    await queryRunner.createTable(
      new Table({
        name: 'campaigns',
        columns: [
          id,
          varchar('slug', 160, false),
          ref('ownerId'),
          varchar('ownerEmail', 254, false),
          varchar('ownerName', 200),
          varchar('ownerLanguage', 5, false),
          int('status', 0),
          int('statusBeforeHidden'),
          varchar('termsSlug', 30, false),
          varchar('campaignName', 200),
          varchar('companyName', 200),
          varchar('companyLogo', 300),
          varchar('coverImage', 300),
          varchar('about', 255),
          varchar('category', 60),
          varchar('industry', 60),
          varchar('dealType', 60),
          varchar('investingType', 10),
          varchar('equityCurrencyCode', 3, false),
          bigint('goal'),
          bigint('minimumRaise'),
          bigint('maximumRaise'),
          bigint('raisedAmount', 0),
          int('progressBp', 0),
          int('investorsCount', 0),
          varchar('openDate', 10),
          varchar('closeDate', 10),
          varchar('timezone', 64, false),
          double('interestRate'),
          double('equityAvailable'),
          text('companyProfile', false),
          text('fundraising', false),
          text('propertyInfo', false),
          text('terms', false),
          { name: 'story', type: longText, isNullable: false },
          text('extras', false),
          text('paymentDetail', false),
          text('declineReason'),
          at('createdAt'),
          at('updatedAt'),
          at('submittedAt', true),
          at('approvedAt', true),
          ref('approvedBy', true),
          at('closedAt', true),
        ],
        indices: [
          idx('uq_campaign_slug', ['slug'], true),
          idx('idx_campaign_status_created', ['status', 'createdAt']),
          idx('idx_campaign_status_progress', ['status', 'progressBp']),
          idx('idx_campaign_status_raised', ['status', 'raisedAmount']),
          idx('idx_campaign_status_open', ['status', 'openDate']),
          idx('idx_campaign_status_close', ['status', 'closeDate']),
          idx('idx_campaign_status_approved', ['status', 'approvedAt']),
          idx('idx_campaign_status_submitted', ['status', 'submittedAt']),
          idx('idx_campaign_type_status_created', ['investingType', 'status', 'createdAt']),
          idx('idx_campaign_terms_status_created', ['termsSlug', 'status', 'createdAt']),
          idx('idx_campaign_owner_status', ['ownerId', 'status', 'createdAt']),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'campaign_faqs',
        columns: [id, ref('campaignId'), text('question', false), text('answer'), text('questionAr'), text('answerAr'), flag('required'), varchar('requiredKey', 40), int('sortOrder', 0), at('createdAt'), at('updatedAt')],
        indices: [idx('idx_faq_campaign', ['campaignId', 'sortOrder'])],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'campaign_team_members',
        columns: [id, ref('campaignId'), varchar('fullName', 120, false), varchar('role', 120, false), varchar('email', 254, false), text('bio', false), varchar('photo', 300), varchar('invitationStatus', 10, false), at('invitedAt'), at('createdAt'), at('updatedAt')],
        indices: [idx('idx_team_campaign', ['campaignId', 'createdAt'])],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'campaign_lead_investors',
        columns: [id, ref('campaignId'), varchar('investorType', 20, false), varchar('name', 120, false), text('bio', false), varchar('photo', 300), at('createdAt'), at('updatedAt')],
        indices: [idx('idx_lead_campaign', ['campaignId', 'createdAt'])],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'campaign_updates',
        columns: [id, ref('campaignId'), ref('authorId'), varchar('title', 200), text('description', false), at('createdAt'), at('updatedAt')],
        indices: [idx('idx_update_campaign', ['campaignId', 'createdAt'])],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'campaign_images',
        columns: [id, ref('campaignId'), varchar('title', 200, false), text('description'), varchar('url', 300, false), int('width', 0), int('height', 0), at('createdAt')],
        indices: [idx('idx_image_campaign', ['campaignId', 'createdAt'])],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'campaign_videos',
        columns: [id, ref('campaignId'), varchar('url', 500, false), varchar('title', 200, false), text('description'), varchar('provider', 10, false), varchar('embedUrl', 300, false), at('createdAt')],
        indices: [idx('idx_video_campaign', ['campaignId', 'createdAt'])],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'campaign_documents',
        columns: [id, ref('campaignId'), varchar('kind', 10, false), varchar('title', 200, false), varchar('visibility', 10, false), varchar('storageKey', 60, false), varchar('contentType', 60, false), int('size', 0), at('createdAt'), at('updatedAt')],
        indices: [idx('idx_document_campaign', ['campaignId', 'kind', 'createdAt'])],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'campaign_comments',
        columns: [id, ref('campaignId'), ref('parentCommentId', true), ref('userId'), varchar('authorName', 200), varchar('authorSlug', 160), text('comment', false), varchar('status', 10, false), ref('moderatedBy', true), at('moderatedAt', true), at('createdAt'), at('updatedAt')],
        indices: [
          idx('idx_comment_thread', ['campaignId', 'parentCommentId', 'status', 'createdAt']),
          idx('idx_comment_parent', ['parentCommentId', 'createdAt']),
          idx('idx_comment_status', ['status', 'createdAt']),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'saved_campaigns',
        columns: [id, ref('userId'), ref('campaignId'), at('createdAt')],
        indices: [idx('uq_saved_user_campaign', ['userId', 'campaignId'], true), idx('idx_saved_campaign', ['campaignId', 'createdAt']), idx('idx_saved_user_created', ['userId', 'createdAt'])],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'campaign_followers',
        columns: [id, ref('campaignId'), ref('userId'), at('createdAt')],
        indices: [idx('uq_follower_campaign_user', ['campaignId', 'userId'], true), idx('idx_follower_user', ['userId', 'createdAt'])],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'campaign_early_birds',
        columns: [id, ref('campaignId'), ref('userId'), at('createdAt')],
        indices: [idx('uq_early_bird_campaign_user', ['campaignId', 'userId'], true)],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'campaign_early_birds',
      'campaign_followers',
      'saved_campaigns',
      'campaign_comments',
      'campaign_documents',
      'campaign_videos',
      'campaign_images',
      'campaign_updates',
      'campaign_lead_investors',
      'campaign_team_members',
      'campaign_faqs',
      'campaigns',
    ])
      await queryRunner.dropTable(table);
  }
}
