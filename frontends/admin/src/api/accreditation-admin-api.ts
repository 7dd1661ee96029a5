import { api, type ListPage } from '@cf/api-client';
import { adminInvestorAccountsEndpoint, decideAccreditationEndpoint, pathOf, type AccreditationStatus, type AdminInvestorAccountView } from '@cf/contracts/rest';

const empty = { docs: [], totalCount: 0, displayLoadMore: false };

/** Verification's review of the US-style accredited investor accounts (A4.3, A6.5). */
export const accreditationAdminApi = {
  list: async (limit: number, status: AccreditationStatus) => (await api.get<ListPage<AdminInvestorAccountView>>(adminInvestorAccountsEndpoint.path, { query: { limit, status } })) ?? empty,
  decide: (userId: string, decision: 'approve' | 'decline', reason?: string) => api.post<AdminInvestorAccountView>(pathOf(decideAccreditationEndpoint, { userId }), { decision, reason }),
};
