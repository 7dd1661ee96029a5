import { api } from '@cf/api-client';
import {
  createAutoRepaymentEndpoint,
  createRepaymentEndpoint,
  declareDividendEndpoint,
  distributionChartEndpoint,
  distributionScheduleListEndpoint,
  futureDistributionEndpoint,
  getRepaymentEndpoint,
  onlineRepaymentEndpoint,
  ownerOfflineRepaymentEndpoint,
  processRepaymentEndpoint,
  pathOf,
  repaymentReceiptEndpoint,
  repaymentStatisticsEndpoint,
  singleRepaymentEndpoint,
  type DistributionChartView,
  type DistributionScheduleView,
  type EndpointResponse,
  type EndpointBody,
  type OfflineRepaymentRequestView,
  type RepaymentPaymentView,
  type RepaymentScheduleView,
  type RepaymentStatisticsView,
  type ScheduleRowView,
} from '@cf/contracts/rest';

/**
 * C9.2: repayment data is held about 5 seconds — pages opened one after another (schedule → payment →
 * receipt) reuse it, and anything older is asked again. The ids the specification kept in day-long
 * cookies travel in the pages' paths instead (docs/adr/0027-repayment-ids-in-paths.md).
 */
export const REPAYMENT_DATA_STALE_MS = 5_000;

/** A card payment of a repayment as the payer goes on to it (the provider's page, the fees, the total). */
export type RepaymentCheckout = NonNullable<EndpointResponse<typeof onlineRepaymentEndpoint>['checkout']>;

const campaignQuery = (campaignId?: string) => (campaignId ? { query: { campaignId } } : undefined);

/** The repayment calls of C7.4 and the distribution paths of C7.9, by the paths the contracts name. */
export const repaymentsApi = {
  schedule: (campaignId: string) => api.get<RepaymentScheduleView>(pathOf(getRepaymentEndpoint, { campaignId })),
  row: (rowId: string) => api.get<{ campaign: Omit<RepaymentScheduleView, 'rows' | 'totals'>; row: ScheduleRowView }>(pathOf(singleRepaymentEndpoint, { rowId })),
  pay: (body: EndpointBody<typeof createRepaymentEndpoint>) => api.post<RepaymentPaymentView>(createRepaymentEndpoint.path, body),
  /** Issue 38: by card — the payment (pending) and the card provider's page; again with the same id, the same page. */
  payByCard: (body: EndpointBody<typeof onlineRepaymentEndpoint>) => api.post<EndpointResponse<typeof onlineRepaymentEndpoint>>(onlineRepaymentEndpoint.path, body),
  /** Paid outside the platform (ADR 0028): reported with the transfer's proof; an administrator approves or declines it. */
  reportTransfer: (body: EndpointBody<typeof ownerOfflineRepaymentEndpoint>) => api.patch<OfflineRepaymentRequestView>(ownerOfflineRepaymentEndpoint.path, body),
  /** Where a pending payment stands, the card provider asked (a refused one answers 422 with its reason). */
  process: (paymentId: string) => api.patch<RepaymentPaymentView>(pathOf(processRepaymentEndpoint, { paymentId })),
  receipt: (paymentId: string) => api.get<RepaymentPaymentView>(pathOf(repaymentReceiptEndpoint, { paymentId })),
  setAutoRepayment: (campaignId: string, enabled: boolean) => api.post<{ campaignId: string; autoRepayment: boolean }>(createAutoRepaymentEndpoint.path, { campaignId, enabled }),
  declareDividend: (body: EndpointBody<typeof declareDividendEndpoint>) => api.post<ScheduleRowView>(declareDividendEndpoint.path, body),
  statistics: (campaignId?: string) => api.get<RepaymentStatisticsView>(repaymentStatisticsEndpoint.path, campaignQuery(campaignId)),
  distributions: (campaignId?: string) => api.get<DistributionScheduleView>(distributionScheduleListEndpoint.path, campaignQuery(campaignId)),
  distributionChart: (campaignId?: string) => api.get<DistributionChartView>(distributionChartEndpoint.path, campaignQuery(campaignId)),
  futureDistribution: (campaignId?: string) => api.get<{ future: number; next: { date: string; amount: number; campaignName: string } | null }>(futureDistributionEndpoint.path, campaignQuery(campaignId)),
};
