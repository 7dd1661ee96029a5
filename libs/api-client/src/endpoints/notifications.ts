import { api } from '../http-client';
import type { UserNotification } from '../types';
import { asList } from './site';

export const notificationsApi = {
  list: async () => asList<UserNotification>(await api.get<unknown>('user-notifications')),
  /** A4.13: marks a notification handled before its page opens. */
  update: (id: string, body: Record<string, unknown> = { isRead: true }) =>
    api.patch<unknown>(`user-notifications/${encodeURIComponent(id)}`, body),
  emailPreferences: () => api.get<unknown>('email-preferences'),
};
