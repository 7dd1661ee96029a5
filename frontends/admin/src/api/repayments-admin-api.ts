import { api, downloadFile, type ListPage } from '@cf/api-client';
import {
  adminRepaymentsEndpoint,
  approveOfflineRepaymentEndpoint,
  declineOfflineRepaymentEndpoint,
  offlineRepaymentProofEndpoint,
  offlineRepaymentsEndpoint,
  pathOf,
  recordOfflineRepaymentEndpoint,
  repaymentStatisticsEndpoint,
  writeOffRepaymentEndpoint,
  type AdminScheduleRowView,
  type EndpointBody,
  type OfflineRepaymentRequestView,
  type RepaymentStatisticsView,
  type ScheduleRowView,
} from '@cf/contracts/rest';

export type RepaymentsFilter = 'overdue' | 'awaiting' | 'written_off' | 'all';

const empty = { docs: [], totalCount: 0, displayLoadMore: false };

/** The repayments service's administrators' calls (contracts in @cf/contracts/rest). */
export const repaymentsAdminApi = {
  rows: async (limit: number, status: RepaymentsFilter) => (await api.get<ListPage<AdminScheduleRowView>>(adminRepaymentsEndpoint.path, { query: { limit, status } })) ?? empty,
  writeOff: (rowId: string, reason: string) => api.post<ScheduleRowView>(pathOf(writeOffRepaymentEndpoint, { rowId }), { reason }),
  statistics: () => api.get<RepaymentStatisticsView>(repaymentStatisticsEndpoint.path),
  /** C1.3, C6.4 repayments received outside the platform: recorded, then approved or declined by another administrator. */
  recordOffline: (body: EndpointBody<typeof recordOfflineRepaymentEndpoint>) => api.post<OfflineRepaymentRequestView>(recordOfflineRepaymentEndpoint.path, body),
  offline: async (limit: number) => (await api.get<ListPage<OfflineRepaymentRequestView>>(offlineRepaymentsEndpoint.path, { query: { limit, status: 'awaiting_approval' } })) ?? empty,
  approveOffline: (id: string) => api.post<OfflineRepaymentRequestView>(pathOf(approveOfflineRepaymentEndpoint, { id })),
  /** The owner's proof of the transfer (ADR 0028), saved under the server's file name. */
  downloadProof: (id: string) => downloadFile(pathOf(offlineRepaymentProofEndpoint, { id }), {}, `proof-${id}`),
  declineOffline: (id: string, reason: string) => api.post<OfflineRepaymentRequestView>(pathOf(declineOfflineRepaymentEndpoint, { id }), { reason }),
};
