import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiLanguage, useSession } from '@cf/api-client';
import { verificationApi } from './verification-api';

/** Every verification query key starts with this (and carries the token and the language). */
const KEY = 'verification';

function useKeyBase() {
  const session = useSession();
  const lng = useApiLanguage();
  const token = session?.token ?? null;
  return { token, base: [KEY, token, lng] as const };
}

export function useMyVerification() {
  const { token, base } = useKeyBase();
  return useQuery({ queryKey: [...base, 'mine'], queryFn: verificationApi.mine, enabled: token !== null, retry: false });
}

export function useSuitabilityTest() {
  const { base } = useKeyBase();
  return useQuery({ queryKey: [...base, 'suitability-test'], queryFn: verificationApi.suitabilityTest, retry: false, staleTime: 10 * 60 * 1000 });
}

export function useInvestorLimits() {
  const { token, base } = useKeyBase();
  return useQuery({ queryKey: [...base, 'limits'], queryFn: verificationApi.limits, enabled: token !== null, retry: false });
}

/** A write of a step: the verification is read again afterwards (status, steps, class). */
export function useVerificationWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }) });
}

/** A site option list of the investor profile, in the reader's language. */
export function useProfileOptions(list: 'employment-status' | 'employment-category' | 'sources-of-income') {
  const lng = useApiLanguage();
  return useQuery({ queryKey: ['site-options', list, lng], queryFn: () => verificationApi.options(list), staleTime: 60 * 60 * 1000, retry: false });
}

export function useInvestorProfile() {
  const { token, base } = useKeyBase();
  return useQuery({ queryKey: [...base, 'profile'], queryFn: verificationApi.profile, enabled: token !== null, retry: false });
}

export function useIdentityDocument() {
  const { token, base } = useKeyBase();
  // Picture links expire in minutes: read again rather than keep a stale copy.
  return useQuery({ queryKey: [...base, 'document'], queryFn: verificationApi.document, enabled: token !== null, retry: false, staleTime: 60_000 });
}

export function useConsent() {
  const { token, base } = useKeyBase();
  return useQuery({ queryKey: [...base, 'consent'], queryFn: verificationApi.consent, enabled: token !== null, retry: false });
}

/** The consent agreement's words, in the reader's language. */
export function useConsentAgreement() {
  const { token, base } = useKeyBase();
  return useQuery({ queryKey: [...base, 'agreement'], queryFn: verificationApi.agreement, enabled: token !== null, retry: false, staleTime: 10 * 60 * 1000 });
}

/** A3.16: the reviewers' requests for documents, newest first. */
export function useRemarks() {
  const { token, base } = useKeyBase();
  return useQuery({ queryKey: [...base, 'remarks'], queryFn: verificationApi.remarks, enabled: token !== null, retry: false, staleTime: 60_000 });
}

/** A3.10: the US-style accredited investor account (null before the first save). */
export function useInvestorAccount() {
  const { token, base } = useKeyBase();
  return useQuery({ queryKey: [...base, 'investor-account'], queryFn: verificationApi.investorAccount, enabled: token !== null, retry: false });
}
