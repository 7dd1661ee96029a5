import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ADMIN_PAGE_SIZE, type ListPage } from '@cf/api-client';

/** Every admin query key starts with this, so a save can refresh the lists it touched. */
export const ADMIN_KEY = 'admin';

/**
 * A list that grows by one page per "load more" (`limit` = pages × 10, as the services expect). The
 * rows already shown stay on screen while the next, longer answer arrives. Changing `key` (a search,
 * a filter) starts again from the first page.
 */
export function useGrowingList<T>(key: readonly unknown[], fetchPage: (limit: number) => Promise<ListPage<T>>, pageSize = ADMIN_PAGE_SIZE) {
  const keyText = JSON.stringify(key);
  const [state, setState] = useState({ key: keyText, pages: 1 });
  const pages = state.key === keyText ? state.pages : 1;
  const limit = pages * pageSize;
  const query = useQuery({
    queryKey: [ADMIN_KEY, ...key, limit],
    queryFn: () => fetchPage(limit),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const docs = query.data?.docs ?? [];
  const total = query.data?.totalCount ?? 0;
  const hasMore = query.data ? query.data.displayLoadMore || total > docs.length : false;
  const loadMore = useCallback(() => setState({ key: keyText, pages: pages + 1 }), [keyText, pages]);
  return {
    query,
    docs,
    total,
    hasMore,
    loadMore,
    /** A longer page is on its way (the button shows it). */
    loadingMore: query.isFetching && query.isPlaceholderData && pages > 1,
    /** Another search or filter is on its way; the previous rows stay meanwhile. */
    switching: query.isFetching && query.isPlaceholderData && pages === 1,
  };
}

/** Refreshes the admin lists under `key` and the public caches the shell reads (`['menus']`…). */
export function useRefresh() {
  const client = useQueryClient();
  return useCallback(
    (keys: ReadonlyArray<readonly unknown[]>) => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
    [client],
  );
}
