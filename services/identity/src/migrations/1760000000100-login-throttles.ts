import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

const varchar = (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'varchar', length: String(length), ...extra });

/**
 * Sign-in throttling per account and source replaces the account lock (issue 10): the lock could be
 * turned against the owner and told which e-mails exist. Table API only.
 */
export class LoginThrottles1760000000100 implements MigrationInterface {
  name = 'LoginThrottles1760000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'login_throttles',
        columns: [
          varchar('subject', 64, { isPrimary: true }),
          varchar('source', 64, { isPrimary: true }),
          { name: 'failures', type: 'int', default: 0 },
          varchar('windowStart', 30),
          varchar('nextAttemptAt', 30, { isNullable: true }),
          varchar('alertedAt', 30, { isNullable: true }),
          varchar('updatedAt', 30),
        ],
        indices: [new TableIndex({ name: 'idx_login_throttle_updated', columnNames: ['updatedAt'] })],
      }),
    );
    for (const column of ['lockedUntil', 'failedLoginWindowStart', 'failedLoginCount']) await queryRunner.dropColumn('users', column);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', new TableColumn({ name: 'failedLoginCount', type: 'int', default: 0 }));
    await queryRunner.addColumn('users', new TableColumn(varchar('failedLoginWindowStart', 30, { isNullable: true })));
    await queryRunner.addColumn('users', new TableColumn(varchar('lockedUntil', 30, { isNullable: true })));
    await queryRunner.dropTable('login_throttles', true);
  }
}
