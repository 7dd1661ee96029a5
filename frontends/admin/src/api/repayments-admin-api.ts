import { api, type ListPage } from '@cf/api-client';
import { adminRepaymentsEndpoint, pathOf, repaymentStatisticsEndpoint, writeOffRepaymentEndpoint, type AdminScheduleRowView, type RepaymentStatisticsView, type ScheduleRowView } from '@cf/contracts/rest';

export type RepaymentsFilter = 'overdue' | 'awaiting' | 'written_off' | 'all';

const empty = { docs: [], totalCount: 0, displayLoadMore: false };

/** The repayments service's administrators' calls (contracts in @cf/contracts/rest). */
export const repaymentsAdminApi = {
  rows: async (limit: number, status: RepaymentsFilter) => (await api.get<ListPage<AdminScheduleRowView>>(adminRepaymentsEndpoint.path, { query: { limit, status } })) ?? empty,
  writeOff: (rowId: string, reason: string) => api.post<ScheduleRowView>(pathOf(writeOffRepaymentEndpoint, { rowId }), { reason }),
  statistics: () => api.get<RepaymentStatisticsView>(repaymentStatisticsEndpoint.path),
};
