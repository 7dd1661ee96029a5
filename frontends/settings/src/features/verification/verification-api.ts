/**
 * The verification service's REST API as this remote uses it: paths come from the contracts
 * (@cf/contracts/rest), amounts are integer baisa, every call carries `?lng=` and the bearer token.
 */
import {
  applyManualKycEndpoint,
  investorAccountEndpoint,
  saveInvestorAccountEndpoint,
  type InvestorAccountInput,
  completeVerificationEndpoint,
  confirmConsentCodeEndpoint,
  consentAgreementDataEndpoint,
  consentAgreementPdfEndpoint,
  consentEndpoint,
  reSignConsentEndpoint,
  resendConsentCodeEndpoint,
  signConsentEndpoint,
  myRemarksEndpoint,
  uploadRemarkDocumentEndpoint,
  type SignConsentInput,
  myIdentityDocumentEndpoint,
  saveIdentityDocumentEndpoint,
  uploadDocumentImageEndpoint,
  type DocumentSlot,
  type IdentityDocumentInput,
  createInvestorProfileEndpoint,
  investorLimitsEndpoint,
  investorProfileEndpoint,
  myVerificationEndpoint,
  pathOf,
  saveDeclarationsEndpoint,
  submitSuitabilityEndpoint,
  suitabilityTestEndpoint,
  updateInvestorProfileEndpoint,
  type DeclarationsInput,
  type EndpointResponse,
  type InvestorProfileInput,
  optionListEndpoint,
  type OptionView,
} from '@cf/contracts/rest';
import { api, asList, downloadFile } from '@cf/api-client';

export type {
  InvestorAccountInput,
  InvestorAccountView,
  RemarkDocumentView,
  RemarkStatus,
  RemarkView,
  ConsentAgreementData,
  ConsentView,
  SignatureKind,
  SignConsentInput,
  DocumentSlot,
  IdentityDocumentInput,
  IdentityDocumentView,
  DeclarationsInput,
  InvestorClassView,
  InvestorProfileInput,
  InvestorProfileView,
  SuitabilityTestView,
  SuitabilityView,
  VerificationStatus,
  VerificationView,
} from '@cf/contracts/rest';
export { isAdultOn, isCalendarDay, marketDay } from '@cf/contracts/rest';
export { ACCREDITATION_VERIFICATION_TYPES, INVESTOR_ACCOUNT_LIMITS, CONSENT_LIMITS, REMARK_STATUSES, DOCUMENT_LIMITS, DOCUMENT_TYPES, INCOME_SOURCES, VERIFICATION_STATUS_TONE } from '@cf/contracts/rest';

export const verificationApi = {
  mine: () => api.get<EndpointResponse<typeof myVerificationEndpoint>>(pathOf(myVerificationEndpoint)),
  profile: () => api.get<EndpointResponse<typeof investorProfileEndpoint>>(pathOf(investorProfileEndpoint)),
  /** POST the first time, PATCH by id after (A7.7). */
  saveProfile: (body: InvestorProfileInput, id: string | null) =>
    id
      ? api.patch<EndpointResponse<typeof updateInvestorProfileEndpoint>>(pathOf(updateInvestorProfileEndpoint, { id }), body)
      : api.post<EndpointResponse<typeof createInvestorProfileEndpoint>>(pathOf(createInvestorProfileEndpoint), body),
  saveDeclarations: (body: DeclarationsInput) => api.post<EndpointResponse<typeof saveDeclarationsEndpoint>>(pathOf(saveDeclarationsEndpoint), body),
  suitabilityTest: () => api.get<EndpointResponse<typeof suitabilityTestEndpoint>>(pathOf(suitabilityTestEndpoint)),
  answerSuitability: (answers: Array<{ questionId: string; optionId: string }>) =>
    api.post<EndpointResponse<typeof submitSuitabilityEndpoint>>(pathOf(submitSuitabilityEndpoint), { answers }),
  document: () => api.get<EndpointResponse<typeof myIdentityDocumentEndpoint>>(pathOf(myIdentityDocumentEndpoint)),
  saveDocument: (body: IdentityDocumentInput) => api.post<EndpointResponse<typeof saveIdentityDocumentEndpoint>>(pathOf(saveIdentityDocumentEndpoint), body),
  uploadImage: (slot: DocumentSlot, image: string) => api.post<EndpointResponse<typeof uploadDocumentImageEndpoint>>(pathOf(uploadDocumentImageEndpoint), { slot, image }),
  investorAccount: () => api.get<EndpointResponse<typeof investorAccountEndpoint>>(pathOf(investorAccountEndpoint)),
  saveInvestorAccount: (body: InvestorAccountInput) => api.put<EndpointResponse<typeof saveInvestorAccountEndpoint>>(pathOf(saveInvestorAccountEndpoint), body),
  applyManualKyc: () => api.post<EndpointResponse<typeof applyManualKycEndpoint>>(pathOf(applyManualKycEndpoint), {}),
  complete: () => api.post<EndpointResponse<typeof completeVerificationEndpoint>>(pathOf(completeVerificationEndpoint), {}),
  /** A site option list (employment-status, employment-category, sources-of-income) in the reader's language. */
  options: async (list: string) => asList<OptionView>(await api.get<unknown>(pathOf(optionListEndpoint, { list }))),
  limits: () => api.get<EndpointResponse<typeof investorLimitsEndpoint>>(pathOf(investorLimitsEndpoint)),
  // The consent agreement (A4.4, A4.8): sign, the texted code, resend or change number, the signed PDF.
  consent: () => api.get<EndpointResponse<typeof consentEndpoint>>(pathOf(consentEndpoint)),
  agreement: () => api.get<EndpointResponse<typeof consentAgreementDataEndpoint>>(pathOf(consentAgreementDataEndpoint)),
  sign: ({ body, reSign }: { body: SignConsentInput; reSign: boolean }) =>
    api.post<EndpointResponse<typeof signConsentEndpoint>>(pathOf(reSign ? reSignConsentEndpoint : signConsentEndpoint), body),
  resendCode: (phone?: string) => api.post<EndpointResponse<typeof resendConsentCodeEndpoint>>(pathOf(resendConsentCodeEndpoint), phone ? { phone } : {}),
  confirmCode: (code: string) => api.post<EndpointResponse<typeof confirmConsentCodeEndpoint>>(pathOf(confirmConsentCodeEndpoint), { code }),
  // Remarks (A3.16): what reviewers asked for, and the uploads.
  remarks: () => api.get<EndpointResponse<typeof myRemarksEndpoint>>(pathOf(myRemarksEndpoint)),
  uploadRemarkDocument: ({ remarkId, documentId, image }: { remarkId: string; documentId: string; image: string }) =>
    api.post<EndpointResponse<typeof uploadRemarkDocumentEndpoint>>(pathOf(uploadRemarkDocumentEndpoint, { id: remarkId, documentId }), { image }),
  downloadAgreement: () => downloadFile(pathOf(consentAgreementPdfEndpoint), {}, 'consent-agreement.pdf'),
};
