import { matchPath } from 'react-router';
import { MAINTENANCE_ALLOWED, ROUTES, routeShowsSidebar } from './route-table';

const SPEC_PATHS = {
  'A2.3': [
    '/',
    '/home',
    '/login',
    '/signup',
    '/logout',
    '/forgot-password',
    '/reset-password',
    '/browse-companies',
    '/browse-succeess-campaign',
    '/raise-capital',
    '/faq',
    '/content-page/:contentpage',
    '/project-guidelines',
    '/campaign-detail-page/:slug',
    '/terms',
    '/contact-us',
    '/help-center',
    '/help-center/question-list',
    '/help-center/single-question',
    '/resend-email-verification',
    '/users/activate-account/:id',
    '/activate-account/:userId/:token/:authType',
  ],
  'A2.4': [
    '/dashboard',
    '/atmos-home',
    '/profile',
    '/profile/:slug',
    '/edit-profile',
    '/inbox',
    '/notifications',
    '/invite',
    '/investments',
    '/distribution-schedule/:campaignId?',
    '/saved-campaign',
    '/user-kyc',
  ],
  'A2.5': [
    '/settings/profile',
    '/settings/two-factor-authentication',
    '/settings/email-preferences',
    '/settings/change-password',
    '/settings/outside-links',
    '/settings/investment-account',
    '/settings/payment-options',
    '/settings/ach-account-list',
    '/settings/wallet',
  ],
  'A2.6': [
    '/invest/:id',
    '/payment/:id',
    '/receipt/:id',
    '/payment-receipt/:id',
    '/receipt-fail',
    '/paymob-payment-confirmation',
    '/stripe-account-connect',
  ],
  'A2.7': ['/topup-payment/:id', '/topup-receipt/:id', '/topup-fail', '/wallet-payment/:id'],
  'A2.8': [
    '/create-campaign/choose-type',
    ...['company-info', 'fundraising-detail', 'story', 'faqs', 'extras', 'funding', 'thank-you'].map((s) => `/create-campaign/${s}/:id`),
  ],
  'A2.9': [
    '/campaign-dashboard/:id',
    '/campaign-dashboard/repayment/:id',
    '/campaign-dashboard/payment/:id',
    '/campaign-dashboard/receipt/:id',
  ],
  'A2.10': ['/auth-user-verification', '/login-user-verification', '/user-two-factor-authentication-setup'],
  'A2.11': [
    '/account-kyc-verification',
    '/account-verification-personal-detail',
    '/account-verification-declarations',
    '/account-verification-suitability-test',
    '/account-verification-scan-and-verify',
    '/otp-verification',
    '/re-sign-account-consent-agreement',
    '/request-remark-verification-documents',
  ],
  'A2.12': [
    '/children-registration',
    '/children-registration/:id',
    '/children-list',
    '/child-investments/:id',
    '/re-sign-child-registration-agreement/:id',
  ],
};

const find = (path: string) => ROUTES.find((r) => r.path === path);

describe('route table', () => {
  it.each(Object.entries(SPEC_PATHS))('[%s] has every path of the specification', (_, paths) => {
    for (const path of paths) expect([path, find(path) !== undefined]).toEqual([path, true]);
  });

  it('has no duplicate patterns and every route names who renders it', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTES) expect(Boolean(r.shell) !== Boolean(r.remote)).toBe(true);
  });

  it('[A2.1] matches exactly: a longer path does not match a shorter pattern', () => {
    const matches = (url: string) => ROUTES.filter((r) => matchPath({ path: r.path, end: true }, url)).map((r) => r.path);
    expect(matches('/login')).toEqual(['/login']);
    expect(matches('/login/extra')).toEqual([]);
    expect(matches('/settings/change-password/x')).toEqual([]);
    expect(matches('/distribution-schedule')).toEqual(['/distribution-schedule/:campaignId?']);
    expect(matches('/distribution-schedule/42')).toEqual(['/distribution-schedule/:campaignId?']);
  });

  it('[A6.3] user, settings, investing, wallet, creation, owner, verification and children pages need a token', () => {
    for (const id of ['A2.5', 'A2.6', 'A2.7', 'A2.8', 'A2.9', 'A2.11', 'A2.12'] as const) {
      for (const path of SPEC_PATHS[id]) expect([path, find(path)?.access]).toEqual([path, 'protected']);
    }
    for (const path of ['/dashboard', '/investments', '/edit-profile', '/home']) expect(find(path)?.access).toBe('protected');
  });

  it('[A2.3][A2.10] public and two-factor pages are open to visitors', () => {
    for (const path of [...SPEC_PATHS['A2.3'].filter((p) => p !== '/home'), ...SPEC_PATHS['A2.10']])
      expect([path, find(path)?.access]).toEqual([path, 'public']);
  });

  it('[A2.16] the settings sidebar shows on its listed paths only', () => {
    for (const path of [
      '/investments',
      '/settings/wallet',
      '/settings/profile',
      '/edit-profile',
      '/settings/two-factor-authentication',
      '/saved-campaign',
      '/settings/email-preferences',
      '/settings/change-password',
      '/children-registration',
      '/user-kyc',
      '/settings/investment-account',
      '/settings/payment-options',
      '/child-investments/:id',
      '/topup-payment/:id',
      // The pages the sidebar itself links to carry it too, so it is the same on every account page.
      '/dashboard',
      '/notifications',
    ]) {
      expect([path, routeShowsSidebar(path)]).toEqual([path, true]);
    }
    for (const path of ['/', '/login', '/browse-companies', '/campaign-detail-page/:slug']) expect([path, routeShowsSidebar(path)]).toEqual([path, false]);
  });

  it('keeps sign-in reachable in maintenance mode so an administrator can switch it off', () => {
    expect(MAINTENANCE_ALLOWED.has('/login')).toBe(true);
    expect(MAINTENANCE_ALLOWED.has('/')).toBe(false);
  });

  it('administration pages are for admins', () => {
    expect(find('/admin')?.access).toBe('admin');
  });
});
