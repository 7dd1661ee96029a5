import { api, asList, asListPage } from '@cf/api-client';
import {
  adminVerificationEndpoint,
  adminVerificationsEndpoint,
  decideVerificationEndpoint,
  optionListEndpoint,
  pathOf,
  VERIFICATION_LIMITS,
  type AdminVerificationListItem,
  type AdminVerificationView,
  type OptionView,
  type VerificationStatus,
  type VerificationView,
} from '@cf/contracts/rest';

/** The verification service's review calls (contracts in @cf/contracts/rest). */
export type { AdminVerificationListItem, AdminVerificationView, VerificationStatus, VerificationView };
export { VERIFICATION_STATUS_TONE, VERIFICATION_STATUSES } from '@cf/contracts/rest';
export const DECISION_REASON_MAX = VERIFICATION_LIMITS.reasonMax;

export const verificationAdminApi = {
  list: async (status: VerificationStatus | '', limit: number) =>
    asListPage<AdminVerificationListItem>(await api.get<unknown>(pathOf(adminVerificationsEndpoint), { query: { status: status || undefined, limit } })),
  get: (id: string) => api.get<AdminVerificationView>(pathOf(adminVerificationEndpoint, { id })),
  /** Accepts with the class the declared figures give (the API also takes a lower one). */
  accept: (id: string) => api.post<AdminVerificationView>(pathOf(decideVerificationEndpoint, { id }), { decision: 'accept' }),
  /** A site option list (employment-status, sources-of-income) to show the profile's keys by name. */
  options: async (list: string) => asList<OptionView>(await api.get<unknown>(pathOf(optionListEndpoint, { list }))),
  decline: (id: string, reason: string) => api.post<AdminVerificationView>(pathOf(decideVerificationEndpoint, { id }), { decision: 'decline', reason }),
};
