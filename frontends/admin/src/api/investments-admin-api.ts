import { api, downloadFile, fetchFile, type ListPage } from '@cf/api-client';
import {
  adminContractsEndpoint,
  adminInvestmentsEndpoint,
  adminPayoutsEndpoint,
  adminSignedContractPdfEndpoint,
  confirmPayoutEndpoint,
  pathOf,
  reviewContractEndpoint,
  type AdminContractView,
  type AdminInvestmentView,
  type PayoutView,
} from '@cf/contracts/rest';

const empty = { docs: [], totalCount: 0, displayLoadMore: false };

/** The investments service's administrators' calls (contracts in @cf/contracts/rest). */
export const investmentsAdminApi = {
  list: async (limit: number, q: { search?: string; status?: string }) =>
    (await api.get<ListPage<AdminInvestmentView>>(adminInvestmentsEndpoint.path, { query: { limit, search: q.search || undefined, status: q.status && q.status !== 'all' ? q.status : undefined } })) ?? empty,
  /** C4.3 the payout queue (requested and approved), oldest first. */
  payouts: async (limit: number) => (await api.get<ListPage<PayoutView>>(adminPayoutsEndpoint.path, { query: { limit } })) ?? empty,
  confirmPayout: (campaignId: string) => api.post<PayoutView>(pathOf(confirmPayoutEndpoint, { campaignId })),
  /** C4.14 the contract review queue (under review, oldest first), or decided ones. */
  contracts: async (limit: number, status: 'under-review' | 'accepted' | 'rejected') => (await api.get<ListPage<AdminContractView>>(adminContractsEndpoint.path, { query: { limit, status } })) ?? empty,
  /** The signed contract as written, to show beside the signature. */
  contractPdf: async (investmentId: string) => (await fetchFile(pathOf(adminSignedContractPdfEndpoint, { investmentId }))).blob,
  downloadContractPdf: (investmentId: string, referenceId: string) => downloadFile(pathOf(adminSignedContractPdfEndpoint, { investmentId }), {}, `contract-${referenceId}-signed.pdf`),
  reviewContract: (investmentId: string, decision: 'accept' | 'reject', reason?: string) => api.post<AdminContractView>(pathOf(reviewContractEndpoint, { investmentId }), { decision, reason }),
};
