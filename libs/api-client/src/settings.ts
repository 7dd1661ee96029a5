/**
 * Calls and hooks of the account settings pages (settings remote): profile (A3.4, A7.3), e-mail
 * preferences (A3.13, A7.7), invites (A7.4) and the development mailbox of the notifications
 * service (`dev/mailbox`, only registered when DEV_MAILBOX=true).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './http-client';
import { isApiError } from './api-error';
import { asList } from './endpoints/site';
import { useApiLanguage } from './hooks/use-api-language';
import { useSession } from './hooks/use-session';

/** users/me with the A3.4 profile fields, the answers of updateMe and of the photo uploads: the identity contracts' answers. */
import type { EmailPreferenceView as EmailPreferences, ImageUploaded as UploadImageResult, InvitesSent as SendInvitesResult, ProfileUpdated as UpdateMeResult } from '@cf/contracts/rest';
export type { CurrentUserView as UserProfile } from '@cf/contracts/rest';
export type { EmailPreferences, SendInvitesResult, UpdateMeResult, UploadImageResult };

/** Which image an upload replaces: the profile picture or the cover. */
export type ProfileImageSlot = 'photo' | 'cover';

/** A3.13: the five switches. */
export const EMAIL_PREFERENCE_KEYS = ['investedCampaign', 'savedCampaign', 'newInvestment', 'newComment', 'newUpdateFromOwner'] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];


export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  language: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
}

export const settingsApi = {
  updateMe: (body: Record<string, unknown>) => api.patch<UpdateMeResult>('users/updateMe', body),
  /** A5.8: the image as a data URL (`data:image/png;base64,…`); identity checks type, size and dimensions again. */
  uploadImage: (slot: ProfileImageSlot, image: string) =>
    api.post<UploadImageResult>(slot === 'photo' ? 'users/upload-photo' : 'users/upload-cover-photo', { image }),
  /** A7.7: GET email-preferences answers a one-element list (nested data). */
  emailPreferences: async (): Promise<EmailPreferences | null> => asList<EmailPreferences>(await api.get<unknown>('email-preferences'))[0] ?? null,
  updateEmailPreferences: (id: string, body: Partial<Record<EmailPreferenceKey, boolean>>) =>
    api.patch<EmailPreferences & { message?: string }>(`email-preferences/${encodeURIComponent(id)}`, body),
  sendInvites: (body: { emails: string[]; message?: string }) => api.post<SendInvitesResult>('users/send-invites', body),
  mailbox: async (to?: string) => asList<MailboxEntry>(await api.get<unknown>('dev/mailbox', { query: { to: to || undefined, limit: 100 } })),
  mailMessage: (id: string) => api.get<MailboxEntry>(`dev/mailbox/${encodeURIComponent(id)}`),
};

export const settingsKeys = {
  emailPreferences: (token: string | null, lng: string) => ['email-preferences', token, lng] as const,
  mailbox: (to: string, lng: string) => ['dev-mailbox', to, lng] as const,
  mailMessage: (id: string, lng: string) => ['dev-mailbox-message', id, lng] as const,
};

/** PATCH users/updateMe; the answer's user replaces the cached users/me, so the header follows at once. */
export function useUpdateMe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.updateMe,
    onSuccess: (result) => {
      if (result?.user) client.setQueriesData({ queryKey: ['current-user'] }, (old: unknown) => (old ? { ...(old as object), ...result.user } : result.user));
      void client.invalidateQueries({ queryKey: ['current-user'] });
    },
  });
}

/** Uploads a profile or cover image; the answer's user replaces the cached users/me, which is then refreshed. */
export function useUploadProfileImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, image }: { slot: ProfileImageSlot; image: string }) => settingsApi.uploadImage(slot, image),
    onSuccess: (result) => {
      if (result?.user) client.setQueriesData({ queryKey: ['current-user'] }, (old: unknown) => (old ? { ...(old as object), ...result.user } : result.user));
      void client.invalidateQueries({ queryKey: ['current-user'] });
    },
  });
}

export function useEmailPreferences() {
  const session = useSession();
  const lng = useApiLanguage();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: settingsKeys.emailPreferences(token, lng),
    queryFn: settingsApi.emailPreferences,
    enabled: token !== null,
    retry: false,
  });
}

/** One switch at a time; the cached preferences follow the server's answer. */
export function useUpdateEmailPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key, value }: { id: string; key: EmailPreferenceKey; value: boolean }) =>
      settingsApi.updateEmailPreferences(id, { [key]: value }),
    onSuccess: (answer) => {
      client.setQueriesData({ queryKey: ['email-preferences'] }, (old: unknown) => (old ? { ...(old as object), ...answer } : old));
    },
  });
}

export function useSendInvites() {
  return useMutation({ mutationFn: settingsApi.sendInvites });
}

/**
 * The development mailbox: `available` is false when the route answers 404 (DEV_MAILBOX off, or a
 * production deployment), so the page and its link can hide.
 */
export function useDevMailbox(to = '', enabled = true) {
  const lng = useApiLanguage();
  const query = useQuery({
    queryKey: settingsKeys.mailbox(to, lng),
    queryFn: () => settingsApi.mailbox(to),
    enabled,
    retry: false,
    staleTime: 5_000,
  });
  const unavailable = query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
  return { ...query, available: query.isSuccess, unavailable };
}

export function useMailMessage(id: string | null) {
  const lng = useApiLanguage();
  return useQuery({
    queryKey: settingsKeys.mailMessage(id ?? '', lng),
    queryFn: () => settingsApi.mailMessage(id ?? ''),
    enabled: !!id,
    retry: false,
  });
}
