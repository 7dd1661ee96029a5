import { api, type ListPage } from '@cf/api-client';
import {
  campaignCloseEndpoint,
  childInvestmentsEndpoint,
  childWalletDetailOfEndpoint,
  childWalletListEndpoint,
  type ChildInvestmentsView,
  type ChildWalletView,
  confirmContractSignatureEndpoint,
  contractDataEndpoint,
  contractSignatureEndpoint,
  deleteContractSignatureEndpoint,
  reSignContractListEndpoint,
  resendContractCodeEndpoint,
  signContractEndpoint,
  type ContractDataView,
  type ContractSignatureView,
  type ReSignContractView,
  type SignContractInput,
  payoutEndpoint,
  requestPayoutEndpoint,
  cancelInvestmentEndpoint,
  checkPaymentSessionEndpoint,
  createInvestmentEndpoint,
  investmentCheckoutSessionEndpoint,
  paypalCheckoutSessionEndpoint,
  INVESTMENT_LIMITS,
  investmentEndpoint,
  investmentReceiptEndpoint,
  investOfferEndpoint,
  myDashboardAmountsEndpoint,
  myGraphDataEndpoint,
  myCampaignUpdatesEndpoint,
  myInvestmentsEndpoint,
  myUniqueCurrencyEndpoint,
  pathOf,
  processInvestmentEndpoint,
  receivedPendingInvestmentsEndpoint,
  uploadSlipEndpoint,
  type CampaignCloseView,
  type PayoutView,
  type CampaignUpdateView,
  type CreateInvestmentInput,
  type InvestmentCheckoutView,
  type DashboardAmounts,
  type GraphPoint,
  type InvestmentView,
  type InvestOfferView,
  type ReceivedPendingInvestments,
} from '@cf/contracts/rest';

export interface MyInvestmentsQuery {
  search?: string;
  status?: string;
  currencyId?: string;
}

/** The investing calls of C7.6 and C7.9, by the paths the contracts name. */
export const investApi = {
  /** A2.12: the guardian's children (their wallets), for "invest for". */
  childWallets: async () => (await api.get<ListPage<ChildWalletView>>(childWalletListEndpoint.path))?.docs ?? [],
  childWallet: (childId: string) => api.get<ChildWalletView>(pathOf(childWalletDetailOfEndpoint, { childId })),
  childInvestments: (childId: string, limit: number) => api.get<ChildInvestmentsView>(pathOf(childInvestmentsEndpoint, { childId }), { query: { limit: String(limit) } }),
  offer: (campaignId: string) => api.get<InvestOfferView>(pathOf(investOfferEndpoint, { campaignId })),
  create: (campaignId: string, body: CreateInvestmentInput) => api.post<InvestmentView>(pathOf(createInvestmentEndpoint, { campaignId }), body),
  pay: (id: string) => api.post<InvestmentView>(pathOf(processInvestmentEndpoint, { id }), { paymentType: 'wallet' }),
  /** C7.6 checkout-session: the card provider's page or the bank transfer's instructions. */
  checkout: (investmentId: string, paymentType: 'card' | 'bank_transfer' | 'paypal') =>
    paymentType === 'paypal'
      ? api.post<InvestmentCheckoutView>(paypalCheckoutSessionEndpoint.path, { investmentId })
      : api.post<InvestmentCheckoutView>(investmentCheckoutSessionEndpoint.path, { investmentId, paymentType }),
  checkPayment: (investmentId: string) => api.get<InvestmentCheckoutView>(pathOf(checkPaymentSessionEndpoint, { investmentId })),
  /** The bank transfer's slip, kept by the wallet with the payment's transaction. */
  uploadSlip: (transactionId: string, file: File) => {
    const form = new FormData();
    form.append('slip', file);
    return api.post<unknown>(pathOf(uploadSlipEndpoint, { transactionId }), form);
  },
  one: (id: string) => api.get<InvestmentView>(pathOf(investmentEndpoint, { id })),
  receipt: (investmentId: string) => api.get<InvestmentView>(investmentReceiptEndpoint.path, { query: { investmentId } }),
  cancel: (id: string) => api.patch<InvestmentView>(pathOf(cancelInvestmentEndpoint, { id }), { status: 'cancelled' }),
  mine: async (limit: number, q: MyInvestmentsQuery) =>
    (await api.get<ListPage<InvestmentView>>(myInvestmentsEndpoint.path, {
      query: { limit, search: q.search || undefined, status: q.status && q.status !== 'all' ? q.status : undefined, currencyId: q.currencyId || undefined },
    })) ?? { docs: [], totalCount: 0, displayLoadMore: false },
  amounts: (currencyId: string) => api.get<DashboardAmounts>(myDashboardAmountsEndpoint.path, { query: { currencyId } }),
  graph: (currencyId: string, transactionYear: number) => api.get<GraphPoint[]>(myGraphDataEndpoint.path, { query: { currencyId, transactionYear: String(transactionYear) } }),
  /** C2.13 the campaign's close, for its owner. */
  close: (campaignId: string) => api.get<CampaignCloseView>(pathOf(campaignCloseEndpoint, { campaignId })),
  /** C4.3 the campaign's payout (404 until requested) and the owner's request (C7.4 request-payout). */
  payout: (campaignId: string) => api.get<PayoutView>(pathOf(payoutEndpoint, { campaignId })),
  requestPayout: (campaignId: string) => api.post<PayoutView>(requestPayoutEndpoint.path, { campaignId }),
  /** C7.9 get-campaign-updates: what the owners of the campaigns held have posted. */
  campaignUpdates: async (limit: number) =>
    (await api.get<ListPage<CampaignUpdateView>>(myCampaignUpdatesEndpoint.path, { query: { limit } })) ?? { docs: [], totalCount: 0, displayLoadMore: false },
  currencies: () => api.get<string[]>(myUniqueCurrencyEndpoint.path),
  /** C7.8 the contract: its words, where its signature stands, signing, the texted code, withdrawing an unconfirmed signature. */
  contractData: (investmentId: string) => api.get<ContractDataView>(pathOf(contractDataEndpoint, { investmentId })),
  contractSignature: (investmentId: string) => api.get<ContractSignatureView>(pathOf(contractSignatureEndpoint, { investmentId })),
  signContract: (investmentId: string, body: SignContractInput) => api.post<ContractSignatureView>(pathOf(signContractEndpoint, { investmentId }), body),
  resendContractCode: (investmentId: string) => api.post<ContractSignatureView>(pathOf(resendContractCodeEndpoint, { investmentId })),
  confirmContract: (investmentId: string, code: string) => api.post<ContractSignatureView>(pathOf(confirmContractSignatureEndpoint, { investmentId }), { code }),
  withdrawContractSignature: (investmentId: string) => api.delete<ContractSignatureView>(pathOf(deleteContractSignatureEndpoint, { investmentId })),
  /** C7.9 get-re-sign-contract-list: contracts an administrator sent back. */
  reSignList: async (limit: number) =>
    (await api.get<ListPage<ReSignContractView>>(reSignContractListEndpoint.path, { query: { limit } })) ?? { docs: [], totalCount: 0, displayLoadMore: false },
  receivedPending: (campaignId: string, kind: 'received' | 'pending', limit: number) =>
    api.get<ReceivedPendingInvestments>(receivedPendingInvestmentsEndpoint.path, { query: { campaignId, kind, limit } }),
};

/** C9.1: my investments show 3, then 10 more per "Load more". */
export const MY_INVESTMENTS_PAGE = { first: INVESTMENT_LIMITS.firstPage, next: INVESTMENT_LIMITS.nextPage } as const;
