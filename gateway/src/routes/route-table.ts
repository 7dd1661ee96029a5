import { EVENT_CONSUMING_SERVICES } from '@cf/contracts';
import type { UpstreamName } from '../config/env';

/**
 * Who may pass the gateway:
 * - `public`: anyone; the gateway checks nothing (sign-up, login, front-facing settings).
 * - `optional`: anyone; a token, if sent, is forwarded unchecked and the owning service decides.
 * - `user`: a valid, unexpired, unrevoked token is required.
 * - `admin`: as `user`, and the token must carry isAdmin.
 * Services verify the token again whatever the level: the gateway's check is a first fence only.
 */
export type AuthLevel = 'public' | 'optional' | 'user' | 'admin';

/** `auth-strict`: a small budget per client IP and path (credential and code guessing). */
export type RateLimitClass = 'default' | 'auth-strict';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteRule {
  /**
   * Path under `/api/v1/`, matched in table order (first match wins):
   * `users/*` matches `users` and anything under `users/`; `email-preferences*` matches any path
   * starting with those letters; a pattern without `*` matches that path exactly (trailing slash allowed).
   */
  pattern: string;
  service: UpstreamName;
  auth: AuthLevel;
  /** Level for POST, PUT, PATCH and DELETE when it differs from `auth` (e.g. admin-only writes). */
  writeAuth?: AuthLevel;
  rateLimit?: RateLimitClass;
  /** Only these methods match the rule (others fall through to later rules). */
  methods?: HttpMethod[];
  /** Upstream path to call instead of the request's own (query kept). */
  upstreamPath?: string;
}

const strict = 'auth-strict' as const;

/**
 * Site configuration is read by everyone and written by administrators only (DESIGN.md §1,
 * A1.5: "Administrators configure the site"); the site service enforces the same rule again.
 */
const siteConfig = (pattern: string): RouteRule => ({ pattern, service: 'site', auth: 'optional', writeAuth: 'admin' });

/**
 * The public REST surface: which service owns which path under /api/v1, who may pass, and how
 * hard it is rate-limited. A path no rule matches answers 404. To add a route, add a line; put
 * specific rules before broader ones.
 */
export const ROUTE_TABLE: readonly RouteRule[] = [
  // identity: credential and one-time-code paths get the strict budget.
  { pattern: 'users/login', service: 'identity', auth: 'public', rateLimit: strict },
  { pattern: 'users/signup', service: 'identity', auth: 'public', rateLimit: strict },
  { pattern: 'users/social-login', service: 'identity', auth: 'public', rateLimit: strict },
  { pattern: 'users/forgotPassword', service: 'identity', auth: 'public', rateLimit: strict },
  { pattern: 'users/resetPassword/*', service: 'identity', auth: 'public', rateLimit: strict },
  { pattern: 'users/resendUserActivationLink', service: 'identity', auth: 'public', rateLimit: strict },
  { pattern: 'users/validateSignupTwoFactorUser', service: 'identity', auth: 'optional', rateLimit: strict },
  { pattern: 'users/validateLoginTwoFactorUser', service: 'identity', auth: 'optional', rateLimit: strict },
  { pattern: 'users/resend-login-otp', service: 'identity', auth: 'optional', rateLimit: strict },
  // ADR 0026: a child who turned 18 takes the account over with the e-mailed token.
  { pattern: 'users/child-handover*', service: 'identity', auth: 'public', rateLimit: strict },
  { pattern: 'users/resend-otp', service: 'identity', auth: 'optional', rateLimit: strict },
  { pattern: 'users/verify-otp', service: 'identity', auth: 'optional', rateLimit: strict },
  { pattern: 'users/regenerate-qr-code', service: 'identity', auth: 'optional', rateLimit: strict },
  { pattern: 'users/change-number', service: 'identity', auth: 'user', rateLimit: strict },
  { pattern: 'users/updateMyPassword', service: 'identity', auth: 'user', rateLimit: strict },
  { pattern: 'users/me', service: 'identity', auth: 'user' },
  { pattern: 'users/updateMe', service: 'identity', auth: 'user' },
  { pattern: 'users/switch-to-two-factor-auth', service: 'identity', auth: 'user' },
  { pattern: 'users/send-invites', service: 'identity', auth: 'user' },
  { pattern: 'users/current-user-newsletter-subscribe', service: 'identity', auth: 'user' },
  // A7.6 a public profile's campaigns and backed campaigns belong to campaigns and investments, though their paths sit under users/.
  { pattern: 'users/get-user-campaigns/*', service: 'campaigns', auth: 'optional' },
  { pattern: 'users/get-user-investments/*', service: 'investments', auth: 'public' },
  // A7.6 manual KYC belongs to account verification, though its path sits under users/.
  { pattern: 'users/apply-manual-kyc', service: 'verification', auth: 'user' },
  // C2.29 an owner's received and pending investments belong to investments, though the path sits under users/.
  { pattern: 'users/get-investment-received-pending-investments', service: 'investments', auth: 'user' },
  // The user list and account status changes (identity's admin controller).
  { pattern: 'users', service: 'identity', auth: 'admin' },
  // Profiles by slug, follow graph, activation links...: the service decides per path.
  { pattern: 'users/*', service: 'identity', auth: 'optional' },
  { pattern: 'recaptcha/front', service: 'identity', auth: 'public', rateLimit: strict },
  { pattern: 'email-preferences*', service: 'identity', auth: 'optional' },
  { pattern: 'newsletter/*', service: 'identity', auth: 'public', rateLimit: strict },
  { pattern: '.well-known/jwks.json', service: 'identity', auth: 'public', upstreamPath: '/.well-known/jwks.json' },

  // notifications
  { pattern: 'user-notifications*', service: 'notifications', auth: 'user' },
  { pattern: 'inbox*', service: 'notifications', auth: 'user' },
  { pattern: 'user-activity*', service: 'notifications', auth: 'user' },
  { pattern: 'contact-us', service: 'notifications', auth: 'public', rateLimit: strict },
  { pattern: 'dev/mailbox*', service: 'notifications', auth: 'public' },
  { pattern: 'dev/sms*', service: 'notifications', auth: 'public' },

  // site: configuration and option lists
  ...[
    'site-setting*', 'meta-setting*', 'languages*', 'menus*', 'content-page*', 'front-faqs*', 'sliders*', 'testimonials*',
    'currencies*', 'manage-options*', 'countries*', 'banks*', 'types*', 'categories*', 'deal-types*', 'campaign-setting*',
    'revenue-setting*', 'child-account-setting*', 'employment-*', 'sources-of-income-type*', 'usertypes*', 'social-signup*',
    'payment-gateway*',
  ].map(siteConfig),

  // wallet (payment provider paths carry unauthenticated, signed webhooks: the service checks them)
  { pattern: 'wallet/admin/*', service: 'wallet', auth: 'admin' },
  { pattern: 'wallet/*', service: 'wallet', auth: 'user' },
  { pattern: 'transactions*', service: 'wallet', auth: 'user' },
  // A3.11 saved withdrawal accounts are the wallet's (a withdrawal reads them).
  { pattern: 'user-bank-accounts*', service: 'wallet', auth: 'user' },
  // The checkout aliases start a payment for the signed-in user; the rest of these prefixes are signed webhooks.
  { pattern: 'equity/payment-gateway/wallet-checkout-session', service: 'wallet', auth: 'user' },
  { pattern: 'equity/paymob-payment/get-wallet-checkout-url', service: 'wallet', auth: 'user' },
  // An investment's card or bank-transfer payment is investments' (it keeps the investment's place meanwhile).
  { pattern: 'equity/payment-gateway/checkout-session', service: 'investments', auth: 'user' },
  { pattern: 'equity/payment-gateway/check-payment-session/*', service: 'investments', auth: 'user' },
  { pattern: 'equity/paypal-payment/checkout-session', service: 'investments', auth: 'user' },
  { pattern: 'equity/paypal-payment/process-payment', service: 'investments', auth: 'user' },
  { pattern: 'equity/payment-gateway/*', service: 'wallet', auth: 'optional' },
  { pattern: 'equity/ach-payment/*', service: 'wallet', auth: 'optional' },
  { pattern: 'equity/paymob-payment/*', service: 'wallet', auth: 'optional' },
  { pattern: 'equity/paypal-payment/*', service: 'wallet', auth: 'optional' },

  // A successful campaign's payout is investments' (it holds the close and the escrow it pays from).
  { pattern: 'request-payout', service: 'investments', auth: 'user' },

  // repayments (before campaigns' broad equity/*); whether ACH can pay is the wallet's, which holds the connected accounts.
  { pattern: 'repayment/get-ach-status', service: 'wallet', auth: 'user' },
  { pattern: 'equity/repayment-schedule*', service: 'repayments', auth: 'optional' },
  { pattern: 'repayment*', service: 'repayments', auth: 'optional' },

  // campaigns
  { pattern: 'campaigns/admin/*', service: 'campaigns', auth: 'admin' },
  { pattern: 'campaigns*', service: 'campaigns', auth: 'optional' },
  { pattern: 'equities*', service: 'campaigns', auth: 'optional' },
  { pattern: 'campaign/*', service: 'campaigns', auth: 'optional' },
  { pattern: 'equity/*', service: 'campaigns', auth: 'optional' },
  { pattern: 'extras-*', service: 'campaigns', auth: 'optional' },
  { pattern: 'saved-campaigns*', service: 'campaigns', auth: 'user' },
  { pattern: 'followed-campaigns*', service: 'campaigns', auth: 'user' },
  { pattern: 'gallery*', service: 'campaigns', auth: 'optional' },

  // investments
  { pattern: 'investment/admin/*', service: 'investments', auth: 'admin' },
  // Distributions are repayments' (C7.9 distribution paths of my-investment/).
  { pattern: 'my-investment/get-distribution-*', service: 'repayments', auth: 'user' },
  { pattern: 'my-investment/get-future-distribution*', service: 'repayments', auth: 'user' },
  { pattern: 'my-investment/get-graph-by-transactions-for-distribution*', service: 'repayments', auth: 'user' },
  { pattern: 'my-investment/get-campaign-distribution-schedule-report*', service: 'repayments', auth: 'user' },
  { pattern: 'my-investment*', service: 'investments', auth: 'user' },
  { pattern: 'investment*', service: 'investments', auth: 'optional' },
  { pattern: 'process-investment*', service: 'investments', auth: 'user' },
  // A guardian's view of a child's investments (A2.12).
  { pattern: 'child-investments/*', service: 'investments', auth: 'user' },
  { pattern: 'contracts/*', service: 'investments', auth: 'optional' },

  // verification (one-time codes sent by SMS get the strict budget)
  { pattern: 'account-verification/verify-otp', service: 'verification', auth: 'user', rateLimit: strict },
  { pattern: 'account-verification/resend-otp', service: 'verification', auth: 'user', rateLimit: strict },
  { pattern: 'child-account-verification/verify-otp', service: 'verification', auth: 'user', rateLimit: strict },
  { pattern: 'child-account-verification/resend-otp', service: 'verification', auth: 'user', rateLimit: strict },
  { pattern: 'account-verification/admin/*', service: 'verification', auth: 'admin' },
  { pattern: 'account-verification*', service: 'verification', auth: 'user' },
  { pattern: 'child-account-verification/admin/*', service: 'verification', auth: 'admin' },
  { pattern: 'child-account-verification*', service: 'verification', auth: 'user' },
  { pattern: 'investor-profiles*', service: 'verification', auth: 'user' },
  // Signed, short-lived links to identity pictures (an <img> carries no token; the link is the permission).
  { pattern: 'investor-profile-documents/file/*', service: 'verification', auth: 'public' },
  { pattern: 'investor-profile-documents*', service: 'verification', auth: 'user' },
  { pattern: 'suitability-test*', service: 'verification', auth: 'optional' },
  { pattern: 'accreditation*', service: 'verification', auth: 'user' },

  // Each consuming service's parked events, for administrators (docs/adr/0024).
  ...EVENT_CONSUMING_SERVICES.map((service): RouteRule => ({ pattern: `admin/events/${service}/*`, service, auth: 'admin' })),
];

/** Paths outside /api/v1 that are forwarded too (the key set every verifier fetches). */
export const ROOT_ROUTES: readonly RouteRule[] = [{ pattern: '.well-known/jwks.json', service: 'identity', auth: 'public' }];
