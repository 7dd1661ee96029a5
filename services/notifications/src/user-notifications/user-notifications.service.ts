import { Injectable } from '@nestjs/common';
import type { ListPage, NotificationView } from '@cf/contracts';
import { AppError, listPage, newId } from '@cf/platform';
import type { UserNotification } from './entities/user-notification.entity';
import { UserNotificationsRepository } from './user-notifications.repository';

export interface CreateNotificationInput {
  userId: string;
  notificationType: string;
  /** Related records (ids and the fields the front end shows), spread into the API answer. */
  payload: Record<string, unknown>;
  causationEventId: string | null;
  createdAt?: string;
}

/** What the API answers (its contract's schema): the fixed fields, then the payload's related records (A3.7). */
export type { NotificationView } from '@cf/contracts';

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
  constructor(private readonly notifications: UserNotificationsRepository) {}

  /** Called by event consumers inside their inbox transaction. */
  async create(input: CreateNotificationInput): Promise<UserNotification> {
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
    await this.notifications.insert(row);
    return row;
  }

  async listForUser(userId: string, limit: number): Promise<ListPage<NotificationView> & { unreadCount: number }> {
    const { rows, total, unread } = await this.notifications.newestOf(userId, limit);
    return { ...listPage(rows.map(toView), total), unreadCount: unread };
  }

  async markAllRead(userId: string): Promise<{ updated: number }> {
    return { updated: await this.notifications.setAllRead(userId, new Date().toISOString()) };
  }

  /** Someone else's notification answers 404, exactly like a missing one (ids are not confirmed). */
  async markRead(userId: string, id: string, isRead: boolean): Promise<NotificationView> {
    const row = await this.notifications.findOfUser(id, userId);
    if (!row) throw AppError.notFound('notifications.notificationNotFound');
    if (row.isRead !== isRead) {
      row.isRead = isRead;
      row.readAt = isRead ? new Date().toISOString() : null;
      await this.notifications.setRead(id, userId, row.isRead, row.readAt);
    }
    return toView(row);
  }
}
