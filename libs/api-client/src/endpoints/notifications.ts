import { asListPage } from '../admin';
import { api } from '../http-client';
import type { ListPage, UserNotification } from '../types';

/** A page of notifications and how many of all the user's notifications are unread (the bell's badge). */
export interface NotificationPage extends ListPage<UserNotification> {
  unreadCount: number;
}

export const NOTIFICATIONS_PAGE_SIZE = 10;

export const notificationsApi = {
  list: async (limit: number = NOTIFICATIONS_PAGE_SIZE): Promise<NotificationPage> => {
    const answer = await api.get<unknown>('user-notifications', { query: { limit } });
    const page = asListPage<UserNotification>(answer);
    const unread = (answer as { unreadCount?: unknown } | null)?.unreadCount;
    return { ...page, unreadCount: typeof unread === 'number' ? unread : page.docs.filter((n) => !n.isRead).length };
  },
  /** A4.13: marks a notification handled before its page opens. */
  update: (id: string, body: Record<string, unknown> = { isRead: true }) =>
    api.patch<unknown>(`user-notifications/${encodeURIComponent(id)}`, body),
  markAllRead: () => api.post<{ updated: number }>('user-notifications/read-all', {}),
  emailPreferences: () => api.get<unknown>('email-preferences'),
};
