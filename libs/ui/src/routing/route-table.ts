import type { ComponentType } from 'react';

/**
 * Every route of the specification (A2.2-A2.12, C2), matched exactly: the one typed route list of the
 * shell and the remotes. Each row says which app renders the page: the shell itself (a key of
 * SHELL_PAGES) or a remote, whose `./routes` module maps the same pattern to a component
 * (`RemotePages<'wallet'>` refuses a pattern the table does not give that remote). A path not listed
 * here shows home (A2.1).
 */
export type RemoteName = 'campaign' | 'wallet' | 'settings' | 'admin';
export type Access = 'public' | 'protected' | 'admin';

export type ShellPage =
  | 'home'
  | 'login'
  | 'signup'
  | 'logout'
  | 'forgot-password'
  | 'reset-password'
  | 'resend-email-verification'
  | 'activate-account'
  | 'child-handover'
  | 'login-verification'
  | 'two-factor-setup'
  | 'content-page'
  | 'faq'
  | 'contact-us'
  | 'help-center'
  | 'help-question-list'
  | 'help-single-question'
  | 'raise-capital'
  | 'coming-soon';

export interface RouteDef {
  path: string;
  access: Access;
  /** Either a shell page or a remote renders it. */
  shell?: ShellPage;
  remote?: RemoteName;
  /** A2.16: the settings sidebar shows on this path (except in webview). */
  sidebar?: boolean;
  /** Content-page slug for the fixed content routes. */
  slug?: string;
}

const shell = <P extends string>(path: P, page: ShellPage, access: Access = 'public', extra: Partial<RouteDef> = {}) => ({
  ...extra,
  path,
  shell: page,
  access,
});
const remote = <P extends string, R extends RemoteName>(path: P, name: R, access: Access = 'protected', extra: Partial<RouteDef> = {}) => ({
  ...extra,
  path,
  remote: name,
  access,
});
const sidebar = { sidebar: true };
const WIZARD_STEPS = ['company-info', 'fundraising-detail', 'story', 'faqs', 'extras', 'funding', 'thank-you'] as const;

const TABLE = [
  // A2.3 public
  shell('/', 'home'),
  shell('/home', 'home', 'protected'),
  shell('/login', 'login'),
  shell('/signup', 'signup'),
  shell('/logout', 'logout'),
  shell('/forgot-password', 'forgot-password'),
  shell('/reset-password', 'reset-password'),
  // ADR 0026: a child who turned 18 takes the account over from the e-mailed invitation.
  shell('/child-handover/:token', 'child-handover'),
  remote('/browse-companies', 'campaign', 'public'),
  remote('/browse-succeess-campaign', 'campaign', 'public'),
  shell('/raise-capital', 'raise-capital'),
  shell('/faq', 'faq'),
  shell('/content-page/:contentpage', 'content-page'),
  shell('/project-guidelines', 'content-page', 'public', { slug: 'project-guidelines' }),
  remote('/campaign-detail-page/:slug', 'campaign', 'public'),
  shell('/terms', 'content-page', 'public', { slug: 'terms' }),
  shell('/contact-us', 'contact-us'),
  shell('/help-center', 'help-center'),
  shell('/help-center/question-list', 'help-question-list'),
  shell('/help-center/single-question', 'help-single-question'),
  shell('/resend-email-verification', 'resend-email-verification'),
  shell('/users/activate-account/:id', 'activate-account'),
  shell('/activate-account/:userId/:token/:authType', 'activate-account'),
  // A2.4 user
  remote('/dashboard', 'campaign', 'protected', sidebar),
  remote('/atmos-home', 'campaign'),
  remote('/profile', 'settings'),
  remote('/profile/:slug', 'settings', 'public'),
  remote('/edit-profile', 'settings', 'protected', sidebar),
  remote('/inbox', 'settings', 'protected', sidebar),
  remote('/notifications', 'settings', 'protected', sidebar),
  remote('/invite', 'settings'),
  remote('/investments', 'campaign', 'protected', sidebar),
  remote('/distribution-schedule/:campaignId?', 'campaign'),
  remote('/saved-campaign', 'campaign', 'protected', sidebar),
  remote('/user-kyc', 'settings', 'protected', sidebar),
  // A2.5 settings
  remote('/settings/profile', 'settings', 'protected', sidebar),
  remote('/settings/two-factor-authentication', 'settings', 'protected', sidebar),
  remote('/settings/email-preferences', 'settings', 'protected', sidebar),
  remote('/settings/change-password', 'settings', 'protected', sidebar),
  remote('/settings/outside-links', 'settings'),
  remote('/settings/investment-account', 'settings', 'protected', sidebar),
  remote('/settings/payment-options', 'wallet', 'protected', sidebar),
  remote('/settings/ach-account-list', 'wallet'),
  remote('/settings/wallet', 'wallet', 'protected', sidebar),
  // Development only: the notifications service's mailbox (the page says so when the route is off).
  // Public, so an activation e-mail can be read before the first sign-in.
  remote('/settings/dev-mailbox', 'settings', 'public', sidebar),
  // A2.6 investing
  remote('/invest/:id', 'campaign'),
  remote('/payment/:id', 'campaign'),
  remote('/receipt/:id', 'campaign'),
  remote('/payment-receipt/:id', 'campaign'),
  remote('/receipt-fail', 'campaign'),
  remote('/paymob-payment-confirmation', 'wallet'),
  remote('/stripe-account-connect', 'wallet'),
  // A2.7 wallet
  remote('/topup-payment/:id', 'wallet', 'protected', sidebar),
  remote('/topup-receipt/:id', 'wallet'),
  remote('/topup-fail', 'wallet'),
  remote('/wallet-payment/:id', 'wallet'),
  // A2.8 campaign creation
  remote('/create-campaign/choose-type', 'campaign'),
  ...WIZARD_STEPS.map((step) => remote(`/create-campaign/${step}/:id` as const, 'campaign')),
  // A2.9 owner dashboard
  remote('/campaign-dashboard/:id', 'campaign'),
  remote('/campaign-dashboard/repayment/:id', 'campaign'),
  remote('/campaign-dashboard/payment/:id', 'campaign'),
  remote('/campaign-dashboard/receipt/:id', 'campaign'),
  // A2.10 two-factor (reached before a token exists, so public)
  shell('/auth-user-verification', 'login-verification'),
  shell('/login-user-verification', 'login-verification'),
  shell('/user-two-factor-authentication-setup', 'two-factor-setup'),
  // A2.11 account verification
  remote('/account-kyc-verification', 'settings', 'protected', sidebar),
  remote('/account-verification-personal-detail', 'settings', 'protected', sidebar),
  remote('/account-verification-declarations', 'settings', 'protected', sidebar),
  remote('/account-verification-suitability-test', 'settings', 'protected', sidebar),
  remote('/account-verification-scan-and-verify', 'settings', 'protected', sidebar),
  remote('/otp-verification', 'settings', 'protected', sidebar),
  remote('/re-sign-account-consent-agreement', 'settings', 'protected', sidebar),
  remote('/request-remark-verification-documents', 'settings', 'protected', sidebar),
  // A2.12 children
  remote('/children-registration', 'settings', 'protected', sidebar),
  remote('/children-registration/:id', 'settings', 'protected', sidebar),
  remote('/children-list', 'settings', 'protected', sidebar),
  remote('/child-investments/:id', 'campaign', 'protected', sidebar),
  remote('/re-sign-child-registration-agreement/:id', 'settings', 'protected', sidebar),
  // Administration (A6.5), admins only
  remote('/admin', 'admin', 'admin'),
  remote('/admin/site-settings', 'admin', 'admin'),
];

export const ROUTES: readonly RouteDef[] = TABLE;

/** Every route pattern of the table. */
export type RoutePath = (typeof TABLE)[number]['path'];
/** The patterns the table gives to one remote. */
export type RemotePath<R extends RemoteName> = Extract<(typeof TABLE)[number], { remote: R }>['path'];
/** A remote's `pages`: only its own patterns (a renamed or foreign path fails the type check). */
export type RemotePages<R extends RemoteName> = Partial<Record<RemotePath<R>, ComponentType>>;

/** A link to a route of the table, its `:params` filled in (an optional `:param?` may be left out). */
export function routeTo(path: RoutePath, params: Record<string, string> = {}): string {
  return path
    .replace(/\/:(\w+)\?/g, (_, name: string) => (params[name] ? `/${encodeURIComponent(params[name])}` : ''))
    .replace(/:(\w+)/g, (_, name: string) => {
      if (params[name] === undefined) throw new Error(`routeTo(${path}): missing :${name}`);
      return encodeURIComponent(params[name]);
    });
}

/** Paths still reachable in maintenance mode, so an administrator can sign in and switch it off. */
export const MAINTENANCE_ALLOWED = new Set(['/login', '/login-user-verification', '/auth-user-verification', '/logout']);

/** A2.16 the sidebar patterns, for a path already matched against the table. */
export function routeShowsSidebar(pattern: string): boolean {
  return ROUTES.some((r) => r.path === pattern && r.sidebar === true);
}
