import { api, asList, asListPage, downloadFile } from '@cf/api-client';
import {
  adminConsentAgreementPdfEndpoint,
  adminIdentityDocumentEndpoint,
  adminRemarksEndpoint,
  completeRemarkEndpoint,
  rejectConsentEndpoint,
  requestRemarkEndpoint,
  type IdentityDocumentView,
  type RemarkView,
  type RequestRemarkInput,
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
export type { AdminVerificationListItem, AdminVerificationView, IdentityDocumentView, RemarkView, RequestRemarkInput, VerificationStatus, VerificationView };
export { REMARK_DOCUMENT_TYPES, REMARK_LIMITS } from '@cf/contracts/rest';
export { VERIFICATION_STATUS_TONE, VERIFICATION_STATUSES } from '@cf/contracts/rest';
export const DECISION_REASON_MAX = VERIFICATION_LIMITS.reasonMax;

export const verificationAdminApi = {
  list: async (status: VerificationStatus | '', limit: number) =>
    asListPage<AdminVerificationListItem>(await api.get<unknown>(pathOf(adminVerificationsEndpoint), { query: { status: status || undefined, limit } })),
  get: (id: string) => api.get<AdminVerificationView>(pathOf(adminVerificationEndpoint, { id })),
  /** Accepts with the class the declared figures give, or a lower one the evidence supports (A5.14). */
  accept: (id: string, investorClass?: string) => api.post<AdminVerificationView>(pathOf(decideVerificationEndpoint, { id }), { decision: 'accept', investorClass }),
  /** A site option list (employment-status, sources-of-income) to show the profile's keys by name. */
  options: async (list: string) => asList<OptionView>(await api.get<unknown>(pathOf(optionListEndpoint, { list }))),
  decline: (id: string, reason: string) => api.post<AdminVerificationView>(pathOf(decideVerificationEndpoint, { id }), { decision: 'decline', reason }),
  /** The identity document with its number in full; the service records the view in the audit stream. */
  document: (id: string) => api.get<IdentityDocumentView>(pathOf(adminIdentityDocumentEndpoint, { id })),
  /** The signed consent agreement, saved as a PDF. */
  downloadAgreement: (id: string) => downloadFile(pathOf(adminConsentAgreementPdfEndpoint, { id }), {}, 'consent-agreement.pdf'),
  rejectSignature: (id: string, reason: string) => api.post<{ id: string; status: string }>(pathOf(rejectConsentEndpoint, { id }), { reason }),
  remarks: (id: string) => api.get<RemarkView[]>(pathOf(adminRemarksEndpoint, { id })),
  requestDocuments: (id: string, body: RequestRemarkInput) => api.post<RemarkView>(pathOf(requestRemarkEndpoint, { id }), body),
  completeRemark: (id: string, remarkId: string) => api.post<RemarkView>(pathOf(completeRemarkEndpoint, { id, remarkId }), {}),
};
