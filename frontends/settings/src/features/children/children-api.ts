/**
 * Child registration as this remote uses it (A2.21, A3.14, A7.9 child): paths come from the
 * contracts, every call carries `?lng=` and the bearer token.
 */
import {
  childAgreementDataEndpoint,
  childBankWithdrawEndpoint,
  createPreapprovalEndpoint,
  type ChildBankWithdrawInput,
  type PreapprovalView,
  childTopupEndpoint,
  childWalletDetailOfEndpoint,
  childWalletTransactionsEndpoint,
  childWithdrawEndpoint,
  walletDetailEndpoint,
  type ChildWalletView,
  type TransactionPage,
  type WalletDetail,
  childAgreementPdfEndpoint,
  childRegistrationEndpoint,
  confirmChildCodeEndpoint,
  createChildRegistrationEndpoint,
  guardianEkycEndpoint,
  myChildRegistrationsEndpoint,
  pathOf,
  resendChildCodeEndpoint,
  signChildRegistrationEndpoint,
  updateChildRegistrationEndpoint,
  uploadChildDocumentEndpoint,
  type ChildDocumentSlot,
  type ChildRegistrationInput,
  type EndpointResponse,
  type SignConsentInput,
} from '@cf/contracts/rest';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile, newIdempotencyKey, useApiLanguage, useSession } from '@cf/api-client';

export type { ChildDocumentSlot, ChildRegistrationInput, ChildRegistrationView, GuardianEkycView, ChildRegistrationStatus } from '@cf/contracts/rest';
export { BANK_ACCOUNT_TYPES, CHILD_DOCUMENT_SLOTS, CHILD_REGISTRATION_LIMITS, GUARDIAN_TYPES, RELATIONSHIP_DOCUMENT_TYPES, DOCUMENT_TYPES, VERIFICATION_STATUS_TONE, CONSENT_LIMITS, ADULT_AGE, ageOn, isCalendarDay, marketDay } from '@cf/contracts/rest';

export const childrenApi = {
  list: () => api.get<EndpointResponse<typeof myChildRegistrationsEndpoint>>(pathOf(myChildRegistrationsEndpoint)),
  ekyc: () => api.get<EndpointResponse<typeof guardianEkycEndpoint>>(pathOf(guardianEkycEndpoint)),
  get: (id: string) => api.get<EndpointResponse<typeof childRegistrationEndpoint>>(pathOf(childRegistrationEndpoint, { id })),
  save: ({ id, body }: { id: string | null; body: ChildRegistrationInput }) =>
    id
      ? api.patch<EndpointResponse<typeof updateChildRegistrationEndpoint>>(pathOf(updateChildRegistrationEndpoint, { id }), body)
      : api.post<EndpointResponse<typeof createChildRegistrationEndpoint>>(pathOf(createChildRegistrationEndpoint), body),
  upload: ({ id, slot, image }: { id: string; slot: ChildDocumentSlot; image: string }) =>
    api.post<EndpointResponse<typeof uploadChildDocumentEndpoint>>(pathOf(uploadChildDocumentEndpoint, { id }), { slot, image }),
  agreement: (id: string) => api.get<EndpointResponse<typeof childAgreementDataEndpoint>>(pathOf(childAgreementDataEndpoint, { id })),
  sign: ({ id, body }: { id: string; body: SignConsentInput }) => api.post<EndpointResponse<typeof signChildRegistrationEndpoint>>(pathOf(signChildRegistrationEndpoint, { id }), body),
  resend: ({ id, phone }: { id: string; phone?: string }) => api.post<EndpointResponse<typeof resendChildCodeEndpoint>>(pathOf(resendChildCodeEndpoint), phone ? { id, phone } : { id }),
  confirm: ({ id, code }: { id: string; code: string }) => api.post<EndpointResponse<typeof confirmChildCodeEndpoint>>(pathOf(confirmChildCodeEndpoint), { id, code }),
  download: (id: string) => downloadFile(pathOf(childAgreementPdfEndpoint, { id }), {}, 'child-registration-agreement.pdf'),
  // The child's wallet (A3.15, ADR 0026): in only from the guardian's wallet, out only back to it.
  wallet: (childId: string) => api.get<ChildWalletView>(pathOf(childWalletDetailOfEndpoint, { childId })),
  guardianWallet: () => api.get<WalletDetail>(walletDetailEndpoint.path, { query: { currencyId: 'OMR' } }),
  transactions: (childId: string) => api.get<TransactionPage>(pathOf(childWalletTransactionsEndpoint, { childId }), { query: { limit: '10' } }),
  move: ({ direction, childId, amount, key }: { direction: 'in' | 'out'; childId: string; amount: number; key: string }) =>
    api.post<unknown>(direction === 'in' ? childTopupEndpoint.path : childWithdrawEndpoint.path, { childId, amount }, { headers: { 'idempotency-key': key } }),
  /** A top-up the guardian pays by card or bank transfer for the child (the wallet's payment page takes it from here). */
  preapprove: ({ childId, amount }: { childId: string; amount: number }) => api.post<PreapprovalView>(createPreapprovalEndpoint.path, { amount, currencyId: 'OMR', childId }),
  /** Out to a bank account in the child's name: held until an administrator approves it. */
  withdrawToBank: ({ body, key }: { body: ChildBankWithdrawInput; key: string }) => api.post<unknown>(childBankWithdrawEndpoint.path, body, { headers: { 'idempotency-key': key } }),
  newKey: newIdempotencyKey,
};

const KEY = 'children';

function useKeyBase() {
  const session = useSession();
  const lng = useApiLanguage();
  const token = session?.token ?? null;
  return { token, base: [KEY, token, lng] as const };
}

export function useChildRegistrations() {
  const { token, base } = useKeyBase();
  return useQuery({ queryKey: [...base, 'list'], queryFn: childrenApi.list, enabled: token !== null, retry: false });
}

export function useGuardianEkyc() {
  const { token, base } = useKeyBase();
  return useQuery({ queryKey: [...base, 'ekyc'], queryFn: childrenApi.ekyc, enabled: token !== null, retry: false });
}

export function useChildRegistration(id: string | null) {
  const { token, base } = useKeyBase();
  // Picture links expire in minutes: read again rather than keep a stale copy.
  return useQuery({ queryKey: [...base, 'one', id], queryFn: () => childrenApi.get(id!), enabled: token !== null && id !== null, retry: false, staleTime: 60_000 });
}

/** The child's wallet and its last transactions, and what the guardian's own wallet has available. */
export function useChildWallet(childId: string, enabled: boolean) {
  const { token, base } = useKeyBase();
  const on = token !== null && enabled;
  return {
    wallet: useQuery({ queryKey: [...base, 'wallet', childId], queryFn: () => childrenApi.wallet(childId), enabled: on, retry: false }),
    transactions: useQuery({ queryKey: [...base, 'wallet-transactions', childId], queryFn: () => childrenApi.transactions(childId), enabled: on, retry: false }),
    guardian: useQuery({ queryKey: [...base, 'guardian-wallet'], queryFn: childrenApi.guardianWallet, enabled: on, retry: false }),
  };
}

export function useChildAgreement(id: string) {
  const { token, base } = useKeyBase();
  return useQuery({ queryKey: [...base, 'agreement', id], queryFn: () => childrenApi.agreement(id), enabled: token !== null, retry: false });
}

/** A write: every child query is read again afterwards (status, pictures, signature). */
export function useChildWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }) });
}
