import { api, type ListPage } from '@cf/api-client';
import { adminInvestmentsEndpoint, type AdminInvestmentView } from '@cf/contracts/rest';

/** The investments service's administrators' calls (contracts in @cf/contracts/rest). */
export const investmentsAdminApi = {
  list: async (limit: number, q: { search?: string; status?: string }) =>
    (await api.get<ListPage<AdminInvestmentView>>(adminInvestmentsEndpoint.path, { query: { limit, search: q.search || undefined, status: q.status && q.status !== 'all' ? q.status : undefined } })) ?? {
      docs: [],
      totalCount: 0,
      displayLoadMore: false,
    },
};
