import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const id = (name = 'id'): TableColumnOptions => ({ name, type: 'varchar', length: '36', isPrimary: true });
const ref = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: '36', isNullable: nullable });
const text = (name: string, length: number, nullable = true): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const time = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: '30', isNullable: nullable });
const flag = (name: string): TableColumnOptions => ({ name, type: 'boolean', default: 0 });
const int = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'int',
  isNullable: nullable,
  ...(nullable ? {} : { default: 0 }),
});

/** Identity's tables (Table API only: runs on MariaDB and SQLite). */
export class IdentityTables1760000000000 implements MigrationInterface {
  name = 'IdentityTables1760000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          id(),
          text('email', 254, false),
          text('firstName', 40, false),
          text('middleName', 40),
          text('lastName', 40, false),
          text('fullNameEn', 120),
          text('fullNameAr', 120),
          text('profileName', 60),
          text('slug', 60, false),
          text('userType', 20, false),
          flag('isAdmin'),
          text('language', 2, false),
          text('passwordHash', 255),
          time('passwordChangedAt', true),
          time('activatedAt', true),
          time('disabledAt', true),
          text('phone', 20),
          time('phoneVerifiedAt', true),
          text('pendingPhone', 20),
          text('otpPreferenceTool', 5, false),
          text('totpSecret', 64),
          time('totpConfirmedAt', true),
          text('totpPendingSecret', 64),
          int('totpLastStep', true),
          int('failedLoginCount'),
          time('failedLoginWindowStart', true),
          time('lockedUntil', true),
          text('nationality', 60),
          text('countryOfResidence', 60),
          text('investorType', 12),
          text('companyName', 120),
          text('commercialRegistrationNumber', 40),
          text('description', 255),
          { name: 'outsideLinks', type: 'text', isNullable: true },
          text('photo', 500),
          text('coverPhoto', 500),
          time('createdAt'),
          time('updatedAt'),
        ],
        indices: [
          new TableIndex({ name: 'uq_users_email', columnNames: ['email'], isUnique: true }),
          new TableIndex({ name: 'uq_users_slug', columnNames: ['slug'], isUnique: true }),
          new TableIndex({ name: 'idx_users_created', columnNames: ['createdAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'user_tokens',
        columns: [
          id(),
          ref('userId'),
          text('purpose', 20, false),
          text('tokenHash', 64, false),
          time('expiresAt'),
          time('usedAt', true),
          time('supersededAt', true),
          time('createdAt'),
        ],
        indices: [
          new TableIndex({ name: 'uq_user_tokens_hash', columnNames: ['tokenHash'], isUnique: true }),
          new TableIndex({ name: 'idx_user_tokens_user', columnNames: ['userId', 'purpose'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'one_time_codes',
        columns: [
          id(),
          ref('userId'),
          text('purpose', 10, false),
          text('method', 5, false),
          text('codeHash', 64),
          text('target', 254),
          int('attempts'),
          time('expiresAt'),
          time('usedAt', true),
          time('createdAt'),
        ],
        indices: [new TableIndex({ name: 'idx_one_time_codes_user', columnNames: ['userId', 'purpose'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'signing_keys',
        columns: [
          { name: 'kid', type: 'varchar', length: '64', isPrimary: true },
          text('alg', 10, false),
          { name: 'publicJwk', type: 'text' },
          { name: 'privateKeyPem', type: 'text' },
          time('createdAt'),
          time('retiredAt', true),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          id(),
          ref('userId'),
          text('method', 20, false),
          text('ip', 64),
          text('userAgent', 255),
          time('createdAt'),
          time('expiresAt'),
          time('endedAt', true),
          text('endReason', 20),
        ],
        indices: [new TableIndex({ name: 'idx_sessions_user', columnNames: ['userId', 'endedAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'captcha_challenges',
        columns: [id(), text('answerHash', 64, false), time('expiresAt'), time('usedAt', true), time('createdAt')],
        indices: [new TableIndex({ name: 'idx_captcha_expires', columnNames: ['expiresAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'social_identities',
        columns: [
          id(),
          text('provider', 16, false),
          text('subject', 191, false),
          ref('userId'),
          text('email', 254, false),
          time('createdAt'),
        ],
        indices: [
          new TableIndex({ name: 'uq_social_provider_subject', columnNames: ['provider', 'subject'], isUnique: true }),
          new TableIndex({ name: 'idx_social_user', columnNames: ['userId'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'follows',
        columns: [{ ...ref('followerId'), isPrimary: true }, { ...ref('followeeId'), isPrimary: true }, time('createdAt')],
        indices: [new TableIndex({ name: 'idx_follows_followee', columnNames: ['followeeId', 'createdAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'invites',
        columns: [id(), ref('inviterId'), text('email', 254, false), text('message', 500), time('createdAt')],
        indices: [new TableIndex({ name: 'idx_invites_inviter', columnNames: ['inviterId', 'createdAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'newsletter_subscriptions',
        columns: [id(), text('email', 254, false), ref('userId', true), text('language', 2, false), time('createdAt')],
        indices: [new TableIndex({ name: 'uq_newsletter_email', columnNames: ['email'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'email_preferences',
        columns: [
          id(),
          ref('userId'),
          flag('investedCampaign'),
          flag('savedCampaign'),
          flag('newInvestment'),
          flag('newComment'),
          flag('newUpdateFromOwner'),
          time('updatedAt'),
        ],
        indices: [new TableIndex({ name: 'uq_email_preferences_user', columnNames: ['userId'], isUnique: true })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'email_preferences',
      'newsletter_subscriptions',
      'invites',
      'follows',
      'social_identities',
      'captcha_challenges',
      'sessions',
      'signing_keys',
      'one_time_codes',
      'user_tokens',
      'users',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
