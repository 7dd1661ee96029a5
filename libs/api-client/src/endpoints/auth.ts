import { childHandoverEndpoint, claimChildAccountEndpoint, pathOf, type ChildHandoverView, type ClaimChildAccountInput } from '@cf/contracts/rest';
import { api, requestEnvelope } from '../http-client';
import type {
  CaptchaChallenge,
  CurrentUser,
  LoginOutcome,
  LoginRequest,
  LoginUser,
  OtpPreferenceTool,
  QrCodeSetup,
  SignupRequest,
  YesNo,
} from '../types';

interface LoginEnvelope {
  status: 'success';
  token?: string;
  expiresIn?: number;
  data?: {
    user?: LoginUser;
    otpPreferenceTool?: OtpPreferenceTool;
    twoFactorAuthVerified?: YesNo;
    email?: string;
    data?: { user?: LoginUser; token?: string };
  };
}

/** A3.2: a token means signed in; otherwise the answer is a two-factor challenge. */
export function readLoginOutcome(envelope: LoginEnvelope, fallbackEmail = ''): LoginOutcome {
  const token = envelope.token ?? envelope.data?.data?.token;
  const user = envelope.data?.user ?? envelope.data?.data?.user;
  if (token && user) return { kind: 'signed-in', token, user, expiresIn: envelope.expiresIn };
  return {
    kind: 'challenge',
    otpPreferenceTool: envelope.data?.otpPreferenceTool === '2FA' ? '2FA' : 'EMAIL',
    twoFactorAuthVerified: envelope.data?.twoFactorAuthVerified ?? 'no',
    email: envelope.data?.email ?? fallbackEmail,
  };
}

/**
 * The account services answer `{ status, data: { data: { message, … } } }`; the pages read the
 * confirmation at `message` (older shapes put it there). Lift it so the server's words are shown
 * (A8.6) instead of the page's generic fallback.
 */
async function withMessage<T extends { message?: string; data?: unknown }>(pending: Promise<T>): Promise<T> {
  const envelope = await pending;
  const inner = (envelope?.data as { data?: { message?: unknown } } | undefined)?.data;
  if (!envelope.message && inner && typeof inner === 'object' && typeof inner.message === 'string')
    return { ...envelope, message: inner.message };
  return envelope;
}

export const authApi = {
  captcha: () => api.get<CaptchaChallenge>('recaptcha/front'),

  async login(payload: Omit<LoginRequest, 'createdAt'> & { createdAt?: string }): Promise<LoginOutcome> {
    const body: LoginRequest = { ...payload, createdAt: payload.createdAt ?? new Date().toISOString() };
    const envelope = await requestEnvelope<LoginEnvelope>('POST', 'users/login', { body, ignoreUnauthorized: true });
    return readLoginOutcome(envelope, payload.email);
  },

  async validateLoginTwoFactor(body: { email: string; otpPreferenceTool: OtpPreferenceTool; code: string }): Promise<LoginOutcome> {
    const envelope = await requestEnvelope<LoginEnvelope>('POST', 'users/validateLoginTwoFactorUser', { body, ignoreUnauthorized: true });
    return readLoginOutcome(envelope, body.email);
  },

  resendLoginOtp: (body: { email: string }) => api.post<unknown>('users/resend-login-otp', body, { ignoreUnauthorized: true }),

  signup: (body: SignupRequest) =>
    withMessage(requestEnvelope<{ status: 'success'; message?: string; token?: string; data?: unknown }>('POST', 'users/signup', { body })),

  me: () => api.get<CurrentUser>('users/me'),
  updateMe: (body: Partial<CurrentUser> | FormData) => api.patch<CurrentUser>('users/updateMe', body),
  updateMyPassword: (body: { passwordCurrent: string; password: string; passwordConfirm: string }) =>
    api.patch<unknown>('users/updateMyPassword', body, { ignoreUnauthorized: true }),
  forgotPassword: (body: { email: string }) =>
    withMessage(requestEnvelope<{ status: 'success'; message?: string }>('POST', 'users/forgotPassword', { body })),
  resetPassword: (token: string, body: { password: string; passwordConfirm: string }) =>
    withMessage(
      requestEnvelope<{ status: 'success'; message?: string; token?: string; data?: { user?: LoginUser } }>(
        'PATCH',
        `users/resetPassword/${encodeURIComponent(token)}`,
        { body },
      ),
    ),
  /** ADR 0026: the invitation of a child who turned 18 (names, the child's e-mail if known, until when). */
  childHandover: (token: string) => api.post<ChildHandoverView>(pathOf(childHandoverEndpoint), { token }),
  /** ADR 0026: the child takes the account over (an account with the child's id). */
  claimChildAccount: (body: ClaimChildAccountInput) =>
    withMessage(requestEnvelope<{ status: 'success'; message?: string; data?: { data?: { activated?: boolean } } }>('POST', pathOf(claimChildAccountEndpoint), { body })),
  activateAccount: (userId: string, token: string) =>
    withMessage(
      requestEnvelope<{ status: 'success'; message?: string; token?: string; data?: { user?: LoginUser } }>(
        'PATCH',
        `users/activeAccount/${encodeURIComponent(userId)}`,
        { body: { token } },
      ),
    ),
  resendActivationLink: (body: { email: string }) =>
    withMessage(requestEnvelope<{ status: 'success'; message?: string }>('POST', 'users/resendUserActivationLink', { body })),
  /** A new authenticator secret and its QR image; `email` identifies a user still in a sign-in challenge. */
  regenerateQrCode: (body: { email?: string } = {}) =>
    api.post<QrCodeSetup>('users/regenerate-qr-code', body, { ignoreUnauthorized: true }),
  /** Confirms the first authenticator code. May answer with a token (set-up finished during sign-in). */
  async validateSignupTwoFactor(body: { code: string; password: string; email?: string }): Promise<LoginOutcome | null> {
    const envelope = await requestEnvelope<LoginEnvelope>('POST', 'users/validateSignupTwoFactorUser', { body, ignoreUnauthorized: true });
    const outcome = readLoginOutcome(envelope, body.email ?? '');
    return outcome.kind === 'signed-in' ? outcome : null;
  },
  /** A change of the second factor needs the password and the proving code (e-mailed: sendTwoFactorCode; or the app's). */
  switchTwoFactor: (body: { otpPreferenceTool: OtpPreferenceTool | 'NONE'; password: string; code: string }) => api.patch<unknown>('users/switch-to-two-factor-auth', body),
  sendTwoFactorCode: () => api.post<{ message: string; expiresAt: string }>('users/two-factor-code'),
  logout: () => api.post<unknown>('users/logout', undefined, { ignoreUnauthorized: true }),
  sendInvites: (body: { emails: string; message?: string }) => api.post<unknown>('users/send-invites', body),
};
