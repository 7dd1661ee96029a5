import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../endpoints/auth';
import { notificationsApi } from '../endpoints/notifications';
import { clearSession, startSession } from '../session';
import type { LoginOutcome } from '../types';
import { queryKeys } from './query-keys';
import { useApiLanguage } from './use-api-language';
import { useSession } from './use-session';

/** GET users/me, only when a token exists (A4.2). */
export function useCurrentUser() {
  const session = useSession();
  const lng = useApiLanguage();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: queryKeys.currentUser(token, lng),
    queryFn: authApi.me,
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * A fresh image challenge per call (each is single use). Fetched when the sign-in form shows rather
 * than at every start-up, so anonymous page views do not mint challenges.
 */
export function useCaptcha(enabled = true) {
  return useQuery({ queryKey: queryKeys.captcha(), queryFn: authApi.captcha, enabled, staleTime: 4 * 60_000, gcTime: 0, retry: 1 });
}

/** Stores the session when the outcome carries a token; returns the outcome either way. */
export function applyLoginOutcome(outcome: LoginOutcome): LoginOutcome {
  if (outcome.kind === 'signed-in')
    startSession(outcome.token, outcome.user, Date.now(), outcome.expiresIn && outcome.expiresIn > 0 ? outcome.expiresIn : undefined);
  return outcome;
}

export function useLogin() {
  return useMutation({
    mutationFn: async (payload: Parameters<typeof authApi.login>[0]) => applyLoginOutcome(await authApi.login(payload)),
  });
}

export function useValidateLoginTwoFactor() {
  return useMutation({
    mutationFn: async (payload: Parameters<typeof authApi.validateLoginTwoFactor>[0]) =>
      applyLoginOutcome(await authApi.validateLoginTwoFactor(payload)),
  });
}

/** Logout: tells the server (best effort), clears storage and every cached per-user answer. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await authApi.logout();
      } catch {
        /* the token may already be invalid: signing out locally is what matters */
      }
    },
    onSettled: () => {
      clearSession();
      client.removeQueries({ queryKey: ['current-user'] });
      client.removeQueries({ queryKey: ['user-notifications'] });
    },
  });
}

/**
 * The bell's first page and unread count. Polled every 15 s while the tab is visible (and again on
 * focus), so a top-up or a rejection shows up without a reload; events reach the notifications
 * service a moment after the action, so invalidating at the click alone would often miss them.
 */
export function useNotifications(enabled = true) {
  const session = useSession();
  const lng = useApiLanguage();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: queryKeys.notifications(token, lng),
    queryFn: () => notificationsApi.list(),
    enabled: enabled && token !== null,
    staleTime: 10_000,
    refetchInterval: 15_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** Marks one notification read (or every one, with no id), then refreshes the bell and the page. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id?: string) => {
      if (id) await notificationsApi.update(id);
      else await notificationsApi.markAllRead();
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['user-notifications'] }),
  });
}
