import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ADMIN_PAGE_SIZE, type ListPage } from '@cf/api-client';
import { useGrowingList } from '@cf/ui';

/** Every admin query key starts with this, so a save can refresh the lists it touched. */
export const ADMIN_KEY = 'admin';

/** An admin list: 10 rows per "load more" (as the services page them), under the admin cache. */
export function useAdminList<T>(key: readonly unknown[], fetchPage: (limit: number) => Promise<ListPage<T>>) {
  return useGrowingList<T>([ADMIN_KEY, ...key], fetchPage, ADMIN_PAGE_SIZE);
}

/** Refreshes the admin lists under `key` and the public caches the shell reads (`['menus']`…). */
export function useRefresh() {
  const client = useQueryClient();
  return useCallback(
    (keys: ReadonlyArray<readonly unknown[]>) => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
    [client],
  );
}
