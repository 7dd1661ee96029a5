import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Issue 38: /inbox reads the e-mails sent to one address, newest first. */
export class MailByRecipient1720000000300 implements MigrationInterface {
  name = 'MailByRecipient1720000000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('mail_messages', new TableIndex({ name: 'idx_mail_to', columnNames: ['to', 'createdAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('mail_messages', 'idx_mail_to');
  }
}
