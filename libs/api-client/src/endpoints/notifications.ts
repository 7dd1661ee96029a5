import { asListPage } from '../admin';
import type { EndpointResponse, markAllNotificationsReadEndpoint, NotificationsPage } from '@cf/contracts/rest';
import { api } from '../http-client';
import type { UserNotification } from '../types';

/** A page of notifications and how many of all the user's notifications are unread (the bell's badge). */
export type { NotificationsPage as NotificationPage } from '@cf/contracts/rest';

export const NOTIFICATIONS_PAGE_SIZE = 10;

export const notificationsApi = {
  list: async (limit: number = NOTIFICATIONS_PAGE_SIZE): Promise<NotificationsPage> => {
    const answer = await api.get<unknown>('user-notifications', { query: { limit } });
    const page = asListPage<UserNotification>(answer);
    const unread = (answer as { unreadCount?: unknown } | null)?.unreadCount;
    return { ...page, unreadCount: typeof unread === 'number' ? unread : page.docs.filter((n) => !n.isRead).length };
  },
  /** A4.13: marks a notification handled before its page opens. */
  update: (id: string, body: Record<string, unknown> = { isRead: true }) =>
    api.patch<unknown>(`user-notifications/${encodeURIComponent(id)}`, body),
  markAllRead: () => api.post<EndpointResponse<typeof markAllNotificationsReadEndpoint>>('user-notifications/read-all', {}),
  emailPreferences: () => api.get<unknown>('email-preferences'),
};
