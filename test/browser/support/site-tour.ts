import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestPlatform } from '@cf/testing';
import { newPage } from './browser';
import { apiLogin, storeSession, type Lang } from './journey';

/**
 * Every screen a person reaches on the demo platform (`startWebPlatform('all', {}, { seedDemo: true })`), by
 * who reaches it: a visitor, the demo investor, the demo owner and the administrator. The
 * accessibility scan and the French walk-through both go through this one list, so a new screen
 * added here is checked by both.
 */
export type Role = 'visitor' | 'investor' | 'owner' | 'admin';

export const DEMO_LOGINS: Record<Exclude<Role, 'visitor'>, { email: string; password: string }> = {
  investor: { email: 'investor1@demo.om', password: 'Investor#2026pass' },
  owner: { email: 'owner@demo.om', password: 'Owner#2026pass' },
  admin: { email: 'admin@demo.om', password: 'Admin#2026pass' },
};

export interface Tour {
  stops: Record<Role, string[]>;
  sessions: Record<Exclude<Role, 'visitor'>, { token: string; user: Record<string, unknown> }>;
}

export async function planTour(platform: TestPlatform, captcha: { last(): string }): Promise<Tour> {
  const sessions = {
    investor: await apiLogin(platform, captcha, DEMO_LOGINS.investor.email, DEMO_LOGINS.investor.password),
    owner: await apiLogin(platform, captcha, DEMO_LOGINS.owner.email, DEMO_LOGINS.owner.password),
    admin: await apiLogin(platform, captcha, DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password),
  };
  const open = await platform.api.request('GET', '/api/v1/campaigns/equities?limit=1&sortBy=active&lng=en');
  const slug = (open.body.data.data.docs as Array<{ slug: string }>)[0].slug;
  const mine = await platform.api.request('GET', '/api/v1/campaigns/my-campaigns?limit=1&lng=en', { token: sessions.owner.token });
  const ownCampaignId = (mine.body.data.data.docs as Array<{ id: string }>)[0].id;
  const ownerSlug = String(sessions.owner.user.slug ?? '');
  return {
    sessions,
    stops: {
      visitor: [
        '/',
        '/browse-companies',
        '/browse-succeess-campaign',
        `/campaign-detail-page/${encodeURIComponent(slug)}`,
        '/campaign-detail-page/no-such-campaign',
        '/login',
        '/signup',
        '/forgot-password',
        '/resend-email-verification',
        '/raise-capital',
        '/faq',
        '/contact-us',
        '/help-center',
        '/terms',
        '/content-page/risk-warning',
        `/profile/${encodeURIComponent(ownerSlug)}`,
      ],
      investor: [
        '/dashboard',
        '/saved-campaign',
        '/notifications',
        '/edit-profile',
        '/settings/change-password',
        '/settings/two-factor-authentication',
        '/settings/email-preferences',
        '/settings/wallet',
        '/settings/payment-options',
        '/account-kyc-verification',
        '/account-verification-suitability-test',
        '/settings/investment-account',
      ],
      owner: [
        '/dashboard',
        '/create-campaign/choose-type',
        `/campaign-dashboard/${encodeURIComponent(ownCampaignId)}`,
        // Not verified: the wizard's forms themselves (the demo investor's are locked, accepted).
        '/account-verification-personal-detail',
        '/account-verification-declarations',
        '/account-verification-suitability-test',
        '/account-verification-scan-and-verify',
      ],
      admin: ['/admin', '/admin/site-settings', '/admin?section=verifications'],
    },
  };
}

/** A page in `lang` for `role` (its session stored as the shell stores it). */
export async function pageFor(
  browser: Browser,
  platform: TestPlatform,
  tour: Tour,
  role: Role,
  lang: Lang,
  options: { bypassCSP?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, platform.gatewayUrl, { locale: lang, ...options });
  if (role === 'visitor') await opened.context.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
  else await storeSession(opened.context, tour.sessions[role].token, tour.sessions[role].user, lang);
  return opened;
}

/** Opens a path and waits until it has settled: no request in flight, no spinner or skeleton showing. */
export async function visitSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.cf-spinner, .cf-skeleton, [aria-busy="true"]'), undefined, { timeout: 10_000 });
}
