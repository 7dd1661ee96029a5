import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ListPage } from '@cf/contracts';
import { AppError, listPage, newId } from '@cf/platform';
import { UserNotification } from './entities/user-notification.entity';

export interface CreateNotificationInput {
  userId: string;
  notificationType: string;
  /** Related records (ids and the fields the front end shows), spread into the API answer. */
  payload: Record<string, unknown>;
  causationEventId: string | null;
  createdAt?: string;
}

/** What the API answers: the fixed fields, then the payload's related records (A3.7). */
export type NotificationView = { id: string; notificationType: string; isRead: boolean; readAt: string | null; createdAt: string } & Record<
  string,
  unknown
>;

export function toView(row: UserNotification): NotificationView {
  return {
    ...row.payload,
    id: row.id,
    notificationType: row.notificationType,
    isRead: row.isRead,
    readAt: row.readAt,
    createdAt: row.createdAt,
  };
}

@Injectable()
export class UserNotificationsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Called by event consumers inside their inbox transaction. */
  async create(manager: EntityManager, input: CreateNotificationInput): Promise<UserNotification> {
    const row: UserNotification = {
      id: newId(),
      userId: input.userId,
      notificationType: input.notificationType,
      payload: input.payload,
      isRead: false,
      readAt: null,
      causationEventId: input.causationEventId,
      createdAt: input.createdAt ?? new Date().toISOString(),
    };
    await manager.insert(UserNotification, row as never); // JSON column: see ActivityService.record
    return row;
  }

  async listForUser(userId: string, limit: number): Promise<ListPage<NotificationView> & { unreadCount: number }> {
    const repository = this.dataSource.getRepository(UserNotification);
    const [rows, total] = await repository.findAndCount({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    const unreadCount = await repository.countBy({ userId, isRead: false });
    return { ...listPage(rows.map(toView), total), unreadCount };
  }

  /** Someone else's notification answers 404, exactly like a missing one (ids are not confirmed). */
  async markRead(userId: string, id: string, isRead: boolean): Promise<NotificationView> {
    const repository = this.dataSource.getRepository(UserNotification);
    const row = await repository.findOneBy({ id, userId });
    if (!row) throw AppError.notFound('notifications.notificationNotFound');
    if (row.isRead !== isRead) {
      row.isRead = isRead;
      row.readAt = isRead ? new Date().toISOString() : null;
      await repository.update({ id, userId }, { isRead: row.isRead, readAt: row.readAt });
    }
    return toView(row);
  }
}
