import { SESSION_SECONDS } from '@cf/contracts';

/** Limits of the accounts specification (A9) and of the security rules of the brief, in one place. */
export const LIMITS = {
  /** A9.1: a session lasts 3 hours. */
  sessionSeconds: SESSION_SECONDS,
  activationLinkSeconds: 7 * 24 * 3600,
  /** ADR 0026: the invitation of a child who turned 18 to take the account over stays open 90 days; the guardian can have it sent again. */
  childHandoverSeconds: 90 * 24 * 3600,
  passwordResetSeconds: 10 * 60,
  loginCodeSeconds: 10 * 60,
  /** Wrong codes allowed per login challenge before the user must sign in again. */
  loginCodeMaxAttempts: 5,
  /** E-mailed sign-in codes per account within 15 minutes. */
  loginCodesPerWindow: 6,
  loginCodeResendWindowSeconds: 15 * 60,
  phoneOtpSeconds: 5 * 60,
  phoneOtpMaxAttempts: 5,
  captchaSeconds: 5 * 60,
  /**
   * Brute force (SignInThrottleService): per account and source, 5 free failures, then a doubling
   * delay before each next try from that source; past 20 failures over every source an e-mailed
   * code is asked after the password. A count is forgotten after 15 quiet minutes; rows go after a day.
   */
  signInFreeFailures: 5,
  signInDelaysSeconds: [30, 60, 120, 240, 480, 900],
  signInStepUpAfterFailures: 20,
  signInQuietSeconds: 15 * 60,
  signInForgetSeconds: 24 * 3600,
  /** A9.3: follow lists grow 10 at a time; admin lists too. */
  followPageSize: 10,
  adminPageSize: 10,
  invitesPerRequest: 10,
  /** A5.5 / A9.5 */
  descriptionMax: 200,
  nameMax: 20,
} as const;

export const USER_TYPES = ['investor', 'owner'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The second factor: none, an e-mailed code, or an authenticator app ('2FA' is the spec's literal). */
export const OTP_TOOLS = ['NONE', 'EMAIL', '2FA'] as const;
export type OtpTool = (typeof OTP_TOOLS)[number];
