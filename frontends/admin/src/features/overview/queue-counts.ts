import { useQueries } from '@tanstack/react-query';
import { childrenAdminApi } from '../../api/children-admin-api';
import { campaignsAdminApi } from '../../api/campaigns-admin-api';
import { investmentsAdminApi } from '../../api/investments-admin-api';
import { verificationAdminApi } from '../../api/verification-admin-api';
import { walletAdminApi } from '../../api/wallet-admin-api';
import { ADMIN_KEY } from '../../shared/admin-queries';
import type { Section } from './sections';

/** What waits for an administrator, by queue, and the section that works it. */
export const QUEUES = [
  { key: 'verifications', section: 'verifications', count: async () => (await verificationAdminApi.list('UNDER-REVIEW', 1)).totalCount },
  { key: 'children', section: 'children', count: async () => (await childrenAdminApi.list('UNDER-REVIEW', 1)).totalCount },
  { key: 'campaigns', section: 'campaigns', count: async () => (await campaignsAdminApi.list({ approvalType: 'pending', limit: 1 })).totalCount },
  { key: 'contracts', section: 'investments', count: async () => (await investmentsAdminApi.contracts(1, 'under-review')).totalCount },
  { key: 'payouts', section: 'investments', count: async () => (await investmentsAdminApi.payouts(1)).totalCount },
  { key: 'wallet', section: 'wallet', count: async () => Object.values(await walletAdminApi.pendingCounts()).reduce((sum, n) => sum + n, 0) },
] as const satisfies ReadonlyArray<{ key: string; section: Section; count: () => Promise<number> }>;
export type QueueKey = (typeof QUEUES)[number]['key'];

/** Each queue's count (null while loading or when its service does not answer: the others still show). */
export function useQueueCounts(): Array<{ key: QueueKey; section: Section; count: number | null; failed: boolean }> {
  const results = useQueries({
    queries: QUEUES.map((q) => ({ queryKey: [ADMIN_KEY, 'queue-count', q.key], queryFn: q.count, retry: false, staleTime: 30_000 })),
  });
  return QUEUES.map((q, i) => ({ key: q.key, section: q.section, count: results[i].data ?? null, failed: results[i].isError }));
}

/** Waiting items per section (a section may work more than one queue). */
export function countsBySection(counts: ReturnType<typeof useQueueCounts>): Partial<Record<Section, number>> {
  const bySection: Partial<Record<Section, number>> = {};
  for (const q of counts) if (q.count) bySection[q.section] = (bySection[q.section] ?? 0) + q.count;
  return bySection;
}
