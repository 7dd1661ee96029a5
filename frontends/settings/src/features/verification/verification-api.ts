/**
 * The verification service's REST API as this remote uses it: paths come from the contracts
 * (@cf/contracts/rest), amounts are integer baisa, every call carries `?lng=` and the bearer token.
 */
import {
  completeVerificationEndpoint,
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
import { api, asList } from '@cf/api-client';

export type {
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
export { DOCUMENT_LIMITS, DOCUMENT_TYPES, INCOME_SOURCES, VERIFICATION_STATUS_TONE } from '@cf/contracts/rest';

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
  complete: () => api.post<EndpointResponse<typeof completeVerificationEndpoint>>(pathOf(completeVerificationEndpoint), {}),
  /** A site option list (employment-status, employment-category, sources-of-income) in the reader's language. */
  options: async (list: string) => asList<OptionView>(await api.get<unknown>(pathOf(optionListEndpoint, { list }))),
  limits: () => api.get<EndpointResponse<typeof investorLimitsEndpoint>>(pathOf(investorLimitsEndpoint)),
};
