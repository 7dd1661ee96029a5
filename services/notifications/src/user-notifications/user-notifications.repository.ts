import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { NotificationChildRow } from './entities/notification-child.entity';
import { UserNotification } from './entities/user-notification.entity';

/** The SQL of user_notifications, in the ambient transaction when there is one. */
@Injectable()
export class UserNotificationsRepository {
  constructor(private readonly tx: Transactions) {}

  private get rows() {
    return this.tx.manager.getRepository(UserNotification);
  }

  async insertChild(row: NotificationChildRow): Promise<void> {
    try {
      await this.tx.manager.insert(NotificationChildRow, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** The child took the account over (ADR 0026): the person's news is the person's own from now on. */
  async forgetChild(childId: string): Promise<void> {
    await this.tx.manager.delete(NotificationChildRow, { childId });
  }

  findChild(childId: string): Promise<NotificationChildRow | null> {
    return this.tx.manager.findOneBy(NotificationChildRow, { childId });
  }

  findChildren(childIds: string[]): Promise<NotificationChildRow[]> {
    return childIds.length === 0 ? Promise.resolve([]) : this.tx.manager.findBy(NotificationChildRow, { childId: In(childIds) });
  }

  /** Many rows in statements of 200 (a campaign's whole audience told of one update). */
  async insertMany(rows: UserNotification[]): Promise<void> {
    for (let at = 0; at < rows.length; at += 200) await this.rows.insert(rows.slice(at, at + 200) as never);
  }

  async insert(row: UserNotification): Promise<void> {
    await this.rows.insert(row as never); // JSON column: TypeORM's deep-partial typing does not follow it
  }

  /** The user's newest notifications, how many there are, and how many are unread. */
  async newestOf(userId: string, limit: number): Promise<{ rows: UserNotification[]; total: number; unread: number }> {
    const [rows, total] = await this.rows.findAndCount({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return { rows, total, unread: await this.rows.countBy({ userId, isRead: false }) };
  }

  findOfUser(id: string, userId: string): Promise<UserNotification | null> {
    return this.rows.findOneBy({ id, userId });
  }

  /** One UPDATE over the user's unread rows; answers how many it changed. */
  async setAllRead(userId: string, readAt: string): Promise<number> {
    const result = await this.rows.update({ userId, isRead: false }, { isRead: true, readAt });
    return result.affected ?? 0;
  }

  async setRead(id: string, userId: string, isRead: boolean, readAt: string | null): Promise<void> {
    await this.rows.update({ id, userId }, { isRead, readAt });
  }
}
