import type { ListPage } from '@cf/contracts';

/**
 * Lists grow by `limit` = page × page size (the front end asks for more each time).
 * `displayLoadMore` tells whether more rows exist beyond what was returned.
 */
export function listPage<T>(docs: T[], totalCount: number): ListPage<T> {
  return { docs, totalCount, displayLoadMore: totalCount > docs.length };
}

export function clampLimit(raw: unknown, fallback: number, max = 500): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) return fallback;
  return Math.min(n, max);
}
