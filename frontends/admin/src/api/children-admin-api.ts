import { api, asListPage, downloadFile } from '@cf/api-client';
import {
  adminChildAgreementPdfEndpoint,
  adminChildRegistrationEndpoint,
  adminChildRegistrationsEndpoint,
  CHILD_REGISTRATION_LIMITS,
  CHILD_REGISTRATION_STATUSES,
  decideChildRegistrationEndpoint,
  pathOf,
  rejectChildSignatureEndpoint,
  type ChildRegistrationStatus,
  type ChildRegistrationView,
} from '@cf/contracts/rest';

/** The verification service's child registration review calls (contracts in @cf/contracts/rest). */
export type { ChildRegistrationStatus, ChildRegistrationView };
export { CHILD_REGISTRATION_STATUSES };
export const CHILD_REASON_MAX = CHILD_REGISTRATION_LIMITS.reasonMax;

export const childrenAdminApi = {
  /** The queue: who and when, numbers masked, no pictures. */
  list: async (status: ChildRegistrationStatus | '', limit: number) =>
    asListPage<ChildRegistrationView>(await api.get<unknown>(pathOf(adminChildRegistrationsEndpoint), { query: { status: status || undefined, limit } })),
  /** One registration with its numbers in full and its pictures; the service records the view in the audit stream. */
  get: (id: string) => api.get<ChildRegistrationView>(pathOf(adminChildRegistrationEndpoint, { id })),
  accept: (id: string) => api.post<ChildRegistrationView>(pathOf(decideChildRegistrationEndpoint, { id }), { decision: 'accept' }),
  decline: (id: string, reason: string) => api.post<ChildRegistrationView>(pathOf(decideChildRegistrationEndpoint, { id }), { decision: 'decline', reason }),
  rejectSignature: (id: string, reason: string) => api.post<ChildRegistrationView>(pathOf(rejectChildSignatureEndpoint, { id }), { reason }),
  downloadAgreement: (id: string) => downloadFile(pathOf(adminChildAgreementPdfEndpoint, { id }), {}, 'child-registration-agreement.pdf'),
};
