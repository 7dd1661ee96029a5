import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const id: TableColumnOptions = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const text = (name: string): TableColumnOptions => ({ name, type: 'text' });

/** Columns shared by the e-mail and SMS queues (see common/delivery-status.ts). */
const deliveryColumns: TableColumnOptions[] = [
  varchar('causationEventId', 36, true),
  varchar('correlationId', 64, true),
  varchar('status', 10),
  { name: 'attempts', type: 'int', default: 0 },
  varchar('nextAttemptAt', 30),
  varchar('claimedAt', 30, true),
  varchar('sentAt', 30, true),
  varchar('lastError', 500, true),
  varchar('transportMessageId', 255, true),
  varchar('createdAt', 30),
];

/** Tables of the notifications service (Table API only: runs on MariaDB and SQLite). */
export class NotificationsTables1720000000000 implements MigrationInterface {
  name = 'NotificationsTables1720000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'mail_messages',
        columns: [
          id,
          varchar('to', 254),
          varchar('subject', 300),
          text('html'),
          text('text'),
          varchar('template', 60),
          varchar('language', 5),
          ...deliveryColumns,
        ],
        indices: [
          new TableIndex({ name: 'idx_mail_queue', columnNames: ['status', 'nextAttemptAt'] }),
          new TableIndex({ name: 'idx_mail_created', columnNames: ['createdAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'sms_messages',
        columns: [id, varchar('to', 20), varchar('text', 1000), varchar('template', 60), varchar('language', 5), ...deliveryColumns],
        indices: [
          new TableIndex({ name: 'idx_sms_queue', columnNames: ['status', 'nextAttemptAt'] }),
          new TableIndex({ name: 'idx_sms_created', columnNames: ['createdAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'user_notifications',
        columns: [
          id,
          varchar('userId', 36),
          varchar('notificationType', 60),
          text('payload'),
          { name: 'isRead', type: 'boolean', default: false },
          varchar('readAt', 30, true),
          varchar('causationEventId', 36, true),
          varchar('createdAt', 30),
        ],
        indices: [new TableIndex({ name: 'idx_notification_user', columnNames: ['userId', 'createdAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'user_activities',
        columns: [
          id,
          varchar('userId', 36),
          varchar('activityType', 60),
          text('details'),
          varchar('causationEventId', 36, true),
          varchar('createdAt', 30),
        ],
        indices: [new TableIndex({ name: 'idx_activity_user', columnNames: ['userId', 'createdAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          id,
          varchar('name', 100),
          varchar('email', 254),
          varchar('phone', 20, true),
          varchar('subject', 200),
          text('message'),
          varchar('type', 50, true),
          varchar('extraLink', 500, true),
          varchar('userId', 36, true),
          varchar('language', 5),
          varchar('createdAt', 30),
        ],
        indices: [new TableIndex({ name: 'idx_contact_created', columnNames: ['createdAt'] })],
      }),
    );
    const flag = (name: string): TableColumnOptions => ({ name, type: 'boolean', default: true });
    await queryRunner.createTable(
      new Table({
        name: 'email_preferences',
        columns: [
          { name: 'userId', type: 'varchar', length: '36', isPrimary: true },
          flag('investedCampaign'),
          flag('savedCampaign'),
          flag('newInvestment'),
          flag('newComment'),
          flag('newUpdateFromOwner'),
          varchar('updatedAt', 30),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['email_preferences', 'contact_messages', 'user_activities', 'user_notifications', 'sms_messages', 'mail_messages'])
      await queryRunner.dropTable(table, true);
  }
}
