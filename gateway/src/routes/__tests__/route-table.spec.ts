import { UPSTREAM_NAMES } from '../../config/env';
import { isSuspiciousPath, RouteMatcher } from '../route-matcher';
import { ROUTE_TABLE, type RouteRule } from '../route-table';

const matcher = new RouteMatcher(ROUTE_TABLE);
const owner = (path: string, method = 'GET') => matcher.match(path, method)?.rule.service ?? null;
const auth = (path: string, method = 'GET') => matcher.match(path, method)?.auth ?? null;

describe('route table', () => {
  it.each([
    ['[A7.2]', ['users/signup', 'users/login', 'users/social-login'], 'identity'],
    ['[A7.3]', ['users/updateMyPassword', 'users/me', 'users/updateMe', 'users/forgotPassword', 'users/resetPassword/abc123'], 'identity'],
    ['[A7.4]', ['users/activeAccount/0190-abc', 'users/resendUserActivationLink', 'users/send-invites', 'users/current-user-newsletter-subscribe'], 'identity'],
    ['[A7.5]', ['users/validateSignupTwoFactorUser', 'users/validateLoginTwoFactorUser', 'users/regenerate-qr-code', 'users/switch-to-two-factor-auth', 'users/resend-login-otp', 'users/resend-otp', 'users/verify-otp', 'users/change-number'], 'identity'],
    ['[A7.6]', ['users/apply-manual-kyc'], 'verification'],
    ['[A7.6]', ['users/profile-network/', 'users/profile-network/salim'], 'identity'],
    ['[A7.6]', ['users/get-user-campaigns/salim'], 'campaigns'],
    ['[A7.6]', ['users/get-user-investments/salim'], 'investments'],
    ['[C2.29]', ['users/get-investment-received-pending-investments', 'investment/admin/list', 'my-investment/get-dashbord-amounts', 'process-investment/abc'], 'investments'],
    ['[A7.7]', ['email-preferences', 'email-preferences/42', 'recaptcha/front', 'newsletter/subscribe', '.well-known/jwks.json'], 'identity'],
    ['[A7.7]', ['investor-profiles', 'investor-profiles/7', 'investor-profile-documents/', 'accreditation/contract'], 'verification'],
    ['[A3.11]', ['user-bank-accounts', 'user-bank-accounts/7'], 'wallet'],
    ['[A7.7]', ['user-notifications', 'user-notifications/5', 'user-activity/', 'contact-us', 'dev/mailbox', 'dev/sms/3'], 'notifications'],
    [
      '[A7.8]',
      [
        'site-setting/front', 'sliders/front-sliders', 'languages/front', 'menus/', 'types/front', 'categories/front', 'manage-options/company-industry',
        'manage-options/countries', 'content-page/pages/about-us1-2', 'content-page/faqs/front/', 'content-page/home-page-section/front',
        'content-page/pages/custom-image-upload/front', 'deal-types/front', 'meta-setting/front', 'front-faqs/front', 'revenue-setting/front',
        'campaign-setting/front', 'currencies/front', 'usertypes/', 'social-signup/', 'social-signup/google', 'testimonials/front', 'banks',
        'countries', 'countries/12/front', 'sources-of-income-type/sub-type/', 'employment-status', 'employment-category',
        'employment-category/occupation/', 'child-account-setting/front', 'payment-gateway/', 'payment-gateway/ach/front',
      ],
      'site',
    ],
    ['[A7.8]', ['suitability-test'], 'verification'],
    ['[A7.9]', ['account-verification', 'account-verification/complete-verification', 'account-verification/resend-otp', 'account-verification/verify-otp', 'account-verification/generate-dynamic-contract-data', 'account-verification/re-sign-verification', 'account-verification-remark/', 'child-account-verification/', 'child-account-verification/resend-otp', 'child-account-verification/get-other-guardian-ekyc-data'], 'verification'],
    ['[A7.10]', ['wallet/add-wallet-topup', 'wallet/update-wallet-topup/9', 'wallet/get-user-wallet-detail', 'wallet/get-child-wallet-transaction-list/4', 'equity/payment-gateway/wallet-checkout-session', 'equity/ach-payment/wallet-process-payment', 'equity/paymob-payment/get-wallet-checkout-url', 'transactions/'], 'wallet'],
    ['[A7.11]', ['equity/ach-payment/get-connection-url', 'equity/ach-payment/disconnect-ach-account/', 'equity/ach-payment/process-payment', 'equity/paypal-payment/webhook', 'repayment/get-ach-status'], 'wallet'],
    ['[C7.7]', ['equity/paypal-payment/checkout-session', 'equity/paypal-payment/process-payment'], 'investments'],
    ['[C7.2]', ['campaigns/equities', 'equities/0190', 'equities/front', 'equities/solar-farm/front', 'equities/get-signed-url/front', 'equities/become-early-bird'], 'campaigns'],
    ['[C7.3]', ['campaign/fundraising-detail/', 'campaign/campaign-terms/', 'campaign/campaign-story/', 'campaign/extras-info/', 'campaign/payment-detail/', 'equity/company-profile/', 'equity/team-members/resend-email/', 'equity/extras-images/', 'extras-document/', 'extras-videos/', 'equity/campaign-faqs/', 'equity/updates/', 'equity/lead-investors/'], 'campaigns'],
    ['[C7.4][C4.3]', ['request-payout'], 'investments'],
    ['[C7.4]', ['repayment/get-repayment', 'repayment/create-repayment', 'repayment/totalReservations/7', 'repayment/check-and-process-wallet-investment/3', 'equity/repayment-schedule', 'equity/repayment-schedule/12'], 'repayments'],
    ['[C7.5]', ['saved-campaigns/', 'saved-campaigns/5', 'saved-campaigns/get-users/9'], 'campaigns'],
    ['[C4.16]', ['followed-campaigns'], 'campaigns'],
    ['[C7.6]', ['investment/0190', 'investment/get-investment-process-reciept', 'process-investment/', 'process-investment/campaign-investors', 'equity/payment-gateway/checkout-session', 'equity/payment-gateway/check-payment-session/0190'], 'investments'],
    ['[C7.8]', ['contracts/generate-pdf', 'contracts/get-investor-contract', 'contracts/delete-pdf'], 'investments'],
    ['[A2.12]', ['child-investments/abc'], 'investments'],
    ['[C7.9]', ['my-investment/', 'my-investment/dashboard/', 'my-investment/get-dashbord-amounts', 'my-investment/get-re-sign-contract-list'], 'investments'],
    [
      '[C7.9]',
      ['my-investment/get-campaign-distribution-schedule-report', 'my-investment/get-distribution-schedule-list', 'my-investment/get-distribution-chart-data', 'my-investment/get-future-distribution', 'my-investment/get-graph-by-transactions-for-distribution'],
      'repayments',
    ],
    ['[C7.10]', ['equity/comments/0190', 'equity/comments/parent-comments/5', 'gallery/0190'], 'campaigns'],
  ])('%s routes each path to its owner', (_id, paths, service) => {
    for (const path of paths as string[]) expect([path, owner(path)]).toEqual([path, service]);
  });

  it('[issue 34] sends each service\'s parked events to that service, for administrators only', () => {
    for (const service of ['identity', 'notifications', 'wallet', 'investments', 'repayments']) {
      expect(owner(`admin/events/${service}/parked`)).toBe(service);
      expect(auth(`admin/events/${service}/parked`)).toBe('admin');
      expect(auth(`admin/events/${service}/parked/0190/replay`, 'POST')).toBe('admin');
    }
    expect(owner('admin/events/nobody/parked')).toBeNull();
  });

  it('answers no owner for paths nobody serves', () => {
    for (const path of ['', 'nothing', 'user', 'usersx', 'wallets', 'equityx/1', 'campaignx', 'admin/users']) expect([path, owner(path)]).toEqual([path, null]);
  });

  it('requires a user on user-only areas and an admin for site configuration writes', () => {
    expect(auth('users/me')).toBe('user');
    expect(auth('users')).toBe('admin');
    expect(auth('users/')).toBe('admin');
    expect(auth('wallet/get-user-wallet-detail')).toBe('user');
    expect(auth('my-investment/dashboard/')).toBe('user');
    expect(auth('users/login', 'POST')).toBe('public');
    expect(auth('users/some-slug')).toBe('optional');
    expect(auth('languages/front')).toBe('optional');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(auth('languages/3', method)).toBe('admin');
  });

  it('gives credential and one-time-code paths the strict rate limit', () => {
    for (const path of ['users/login', 'users/signup', 'users/forgotPassword', 'users/resetPassword/t0k3n', 'users/verify-otp', 'users/validateLoginTwoFactorUser', 'account-verification/verify-otp']) {
      expect([path, matcher.match(path, 'POST')?.rule.rateLimit]).toEqual([path, 'auth-strict']);
    }
    expect(matcher.match('users/me', 'GET')?.rule.rateLimit).toBeUndefined();
  });

  it('only names known services, and no rule hides a later one completely', () => {
    for (const rule of ROUTE_TABLE) expect(UPSTREAM_NAMES).toContain(rule.service);
    // A rule is dead if an earlier rule (for the same methods) matches its own pattern text.
    ROUTE_TABLE.forEach((rule, index) => {
      const sample = rule.pattern.endsWith('*') ? `${rule.pattern.slice(0, -1)}x` : rule.pattern;
      const first = new RouteMatcher(ROUTE_TABLE.slice(0, index + 1) as RouteRule[]).match(sample, rule.methods?.[0] ?? 'GET');
      expect([rule.pattern, first?.rule.pattern]).toEqual([rule.pattern, rule.pattern]);
    });
  });

  it('matches exact, segment and prefix patterns as documented', () => {
    const m = new RouteMatcher([
      { pattern: 'a/exact', service: 'site', auth: 'public' },
      { pattern: 'seg/*', service: 'site', auth: 'public' },
      { pattern: 'pre*', service: 'site', auth: 'public', methods: ['GET'] },
    ]);
    expect(m.match('a/exact', 'GET')).not.toBeNull();
    expect(m.match('a/exact/', 'GET')).not.toBeNull();
    expect(m.match('a/exactly', 'GET')).toBeNull();
    expect(m.match('seg', 'GET')).not.toBeNull();
    expect(m.match('seg/x/y', 'GET')).not.toBeNull();
    expect(m.match('segment', 'GET')).toBeNull();
    expect(m.match('prefix-anything', 'GET')).not.toBeNull();
    expect(m.match('prefix-anything', 'POST')).toBeNull();
  });

  it('takes the access of the most specific contract where two match a path (static segments beat parameters), whatever their order', () => {
    const byId = { method: 'GET', path: 'investment/:id/:campaignId', access: 'user', context: 'investments', summary: 'one investment' } as const;
    const queue = { method: 'GET', path: 'investment/admin/contracts', access: 'admin', context: 'investments', summary: 'the review queue' } as const;
    for (const contracts of [
      [byId, queue],
      [queue, byId],
    ]) {
      const withContracts = new RouteMatcher([{ pattern: 'investment*', service: 'investments', auth: 'optional' }], contracts);
      expect(withContracts.match('investment/admin/contracts', 'GET')?.auth).toBe('admin');
      expect(withContracts.match('investment/0190-abc/0190-def', 'GET')?.auth).toBe('user');
    }
  });

  it('flags paths that a service could read differently from the gateway', () => {
    for (const path of ['users/../wallet', '../x', 'users/./me', 'users//me', 'users%2F..', 'users%2e%2e/x', 'a\\b', 'x%00']) expect([path, isSuspiciousPath(path)]).toEqual([path, true]);
    for (const path of ['users/me', '.well-known/jwks.json', 'content-page/pages/about-us1-2', 'users/resetPassword/a.b.c']) expect([path, isSuspiciousPath(path)]).toEqual([path, false]);
  });
});
