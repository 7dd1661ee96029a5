import { Injectable } from '@nestjs/common';
import type { ListPage, NotificationView } from '@cf/contracts';
import { AppError, listPage, newId } from '@cf/platform';
import type { UserNotification } from './entities/user-notification.entity';
import { UserNotificationsRepository } from './user-notifications.repository';
import type { NotificationChildRow } from './entities/notification-child.entity';
import { NOTIFICATION_TYPES } from './notification-types';

/** A3.7 / A4.12: a child's news, told to the guardian, has its own type where the specification gives one. */
const CHILD_TYPES: Record<string, string> = {
  [NOTIFICATION_TYPES.reSignInvestmentContracts]: NOTIFICATION_TYPES.reSignChildInvestmentContracts,
  [NOTIFICATION_TYPES.rejectedWalletTransactions]: NOTIFICATION_TYPES.rejectedChildWalletTransactions,
};

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
    const child = await this.notifications.findChild(input.userId);
    const row = addressed(input, child);
    await this.notifications.insert(row);
    return row;
  }

  /**
   * The same news to many people at once (a campaign's audience): one query for the children among
   * them and batched inserts. Answers the rows, each addressed to whoever reads it (a child's guardian).
   */
  async createForEach(userIds: string[], input: Omit<CreateNotificationInput, 'userId'>): Promise<UserNotification[]> {
    const children = new Map((await this.notifications.findChildren(userIds)).map((child) => [child.childId, child]));
    const rows = userIds.map((userId) => addressed({ ...input, userId }, children.get(userId) ?? null));
    await this.notifications.insertMany(rows);
    return rows;
  }

  /** Who reads the news of each of `userIds`: the person, or a child's guardian. */
  async readersOf(userIds: string[]): Promise<string[]> {
    const children = new Map((await this.notifications.findChildren(userIds)).map((child) => [child.childId, child.guardianId]));
    return userIds.map((id) => children.get(id) ?? id);
  }

  /** The child, now 18, took the account over: its news stops going to the guardian. */
  async forgetChild(childId: string): Promise<void> {
    await this.notifications.forgetChild(childId);
  }

  /** An accepted child: from now on its news goes to its guardian. */
  async rememberChild(child: NotificationChildRow): Promise<void> {
    await this.notifications.insertChild(child);
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

/**
 * A child's investments and wallet are the guardian's to act on (ADR 0026): the guardian is told,
 * with the child named.
 */
function addressed(input: CreateNotificationInput, child: NotificationChildRow | null): UserNotification {
  return {
    id: newId(),
    userId: child ? child.guardianId : input.userId,
    notificationType: child ? (CHILD_TYPES[input.notificationType] ?? input.notificationType) : input.notificationType,
    payload: child ? { ...input.payload, childUserId: childUser(child) } : input.payload,
    isRead: false,
    readAt: null,
    causationEventId: input.causationEventId,
    createdAt: input.createdAt ?? new Date().toISOString(),
  };
}

/** A3.7 childUserId: { _id, names }. */
export const childUser = (child: Pick<NotificationChildRow, 'childId' | 'firstName' | 'lastName' | 'firstNameAr' | 'lastNameAr'>) => ({
  _id: child.childId,
  firstName: child.firstName,
  lastName: child.lastName,
  firstNameAr: child.firstNameAr,
  lastNameAr: child.lastNameAr,
});
