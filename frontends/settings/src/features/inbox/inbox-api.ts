import { api, type ListPage } from '@cf/api-client';
import type { InboxItemView as InboxItem } from '@cf/contracts/rest';

export type { InboxItem };

/** A9.3: the inbox grows 10 at a time. */
export const INBOX_PAGE_SIZE = 10;

/** notifications' `GET inbox` and `GET inbox/{id}` (A2.4): their contracts' answers. */
export const inboxApi = {
  list: (limit: number) => api.get<ListPage<InboxItem>>('inbox', { query: { limit } }),
  message: (id: string) => api.get<InboxItem & { text: string }>(`inbox/${encodeURIComponent(id)}`),
};
