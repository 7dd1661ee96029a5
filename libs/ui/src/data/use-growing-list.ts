import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ListPage } from '@cf/api-client';

/**
 * A list that grows by one page per "Load more": `limit` = pages × page size (the services answer
 * the first `limit` rows; C9.1: 12 browse, 9 successful, 6 dashboard, 10 admin and comments). The
 * rows already shown stay while the longer answer arrives; changing `key` (search, filter, sort,
 * tab) starts again at page 1. `key` is the query key (its first item names the remote's cache).
 */
export function useGrowingList<T>(key: readonly unknown[], fetchPage: (limit: number) => Promise<ListPage<T>>, pageSize: number, enabled = true) {
  const keyText = JSON.stringify(key);
  const [state, setState] = useState({ key: keyText, pages: 1 });
  const pages = state.key === keyText ? state.pages : 1;
  const limit = pages * pageSize;
  const query = useQuery({
    queryKey: [...key, limit],
    queryFn: () => fetchPage(limit),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
  const docs = query.data?.docs ?? [];
  const total = query.data?.totalCount ?? 0;
  const hasMore = query.data ? Boolean(query.data.displayLoadMore) || total > docs.length : false;
  const loadMore = useCallback(() => setState({ key: keyText, pages: pages + 1 }), [keyText, pages]);
  return {
    query,
    docs,
    total,
    hasMore,
    limit,
    loadMore,
    /** A longer page is on its way (the button shows it). */
    loadingMore: query.isFetching && query.isPlaceholderData && pages > 1,
    /** Another search or filter is on its way; the previous rows stay meanwhile. */
    switching: query.isFetching && query.isPlaceholderData && pages === 1,
  };
}
