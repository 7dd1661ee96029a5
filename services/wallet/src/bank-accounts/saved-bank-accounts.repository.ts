import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { SavedBankAccountRow } from './saved-bank-account.entity';

/** SQL of user_bank_accounts, in the ambient transaction when there is one. */
@Injectable()
export class SavedBankAccountsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get rows() {
    return this.transactions.manager.getRepository(SavedBankAccountRow);
  }

  /** The person's accounts, the primary first, then the newest. */
  ofUser(userId: string): Promise<SavedBankAccountRow[]> {
    return this.rows.find({ where: { userId }, order: { isPrimary: 'DESC', createdAt: 'DESC', id: 'ASC' } });
  }

  findOfUser(id: string, userId: string): Promise<SavedBankAccountRow | null> {
    return this.rows.findOneBy({ id, userId });
  }

  /**
   * Inserts the account unless the person already has `max`: one INSERT … SELECT whose condition
   * counts in the same statement, so two saves at once cannot pass the limit. A duplicate account
   * fails on the unique index. Answers whether it was inserted.
   */
  async insertWithin(row: SavedBankAccountRow, max: number): Promise<boolean> {
    const columns = Object.keys(row) as Array<keyof SavedBankAccountRow>;
    const driver = this.transactions.manager.connection.driver;
    const quote = (name: string) => driver.escape(name);
    const values = columns.map((column) => {
      const value = row[column];
      return typeof value === 'boolean' ? (value ? 1 : 0) : value;
    });
    const sql =
      `INSERT INTO ${quote('user_bank_accounts')} (${columns.map(quote).join(', ')}) ` +
      `SELECT ${columns.map(() => '?').join(', ')} FROM (SELECT COUNT(*) AS ${quote('n')} FROM ${quote('user_bank_accounts')} WHERE ${quote('userId')} = ?) ${quote('existing')} WHERE ${quote('existing')}.${quote('n')} < ?`;
    await this.transactions.manager.query(sql, [...values, row.userId, max]);
    return (await this.rows.countBy({ id: row.id })) === 1;
  }

  /** The one primary account of the person: one UPDATE over all of them. */
  async makePrimary(id: string, userId: string): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .update()
      .set({ isPrimary: () => `CASE WHEN id = :id THEN 1 ELSE 0 END` })
      .where('userId = :userId', { userId, id })
      .execute();
  }

  async hasPrimary(userId: string): Promise<boolean> {
    return this.rows.existsBy({ userId, isPrimary: true });
  }

  async delete(id: string, userId: string): Promise<boolean> {
    return ((await this.rows.delete({ id, userId })).affected ?? 0) > 0;
  }
}
