import { api, type ListPage } from '@cf/api-client';
import { adminInvestmentsEndpoint, adminPayoutsEndpoint, confirmPayoutEndpoint, pathOf, type AdminInvestmentView, type PayoutView } from '@cf/contracts/rest';

/** The investments service's administrators' calls (contracts in @cf/contracts/rest). */
export const investmentsAdminApi = {
  list: async (limit: number, q: { search?: string; status?: string }) =>
    (await api.get<ListPage<AdminInvestmentView>>(adminInvestmentsEndpoint.path, { query: { limit, search: q.search || undefined, status: q.status && q.status !== 'all' ? q.status : undefined } })) ?? {
      docs: [],
      totalCount: 0,
      displayLoadMore: false,
    },
  /** C4.3 the payout queue (requested and approved), oldest first. */
  payouts: async (limit: number) => (await api.get<ListPage<PayoutView>>(adminPayoutsEndpoint.path, { query: { limit } })) ?? { docs: [], totalCount: 0, displayLoadMore: false },
  confirmPayout: (campaignId: string) => api.post<PayoutView>(pathOf(confirmPayoutEndpoint, { campaignId })),
};
