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
      admin: ['/admin', '/admin/site-settings', '/admin?section=verifications', '/admin?section=option-lists'],
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

/** Requests a page has in flight, and when the last one started or ended (kept per page). */
const traffic = new WeakMap<Page, { inFlight: Set<unknown>; lastChange: number }>();

function trafficOf(page: Page): { inFlight: Set<unknown>; lastChange: number } {
  let found = traffic.get(page);
  if (!found) {
    const state = { inFlight: new Set<unknown>(), lastChange: Date.now() };
    page.on('request', (request) => {
      state.inFlight.add(request);
      state.lastChange = Date.now();
    });
    const done = (request: unknown) => {
      state.inFlight.delete(request);
      state.lastChange = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    traffic.set(page, state);
    found = state;
  }
  return found;
}

/** Whether the page already runs the platform's web app (a tour's first visit loads it). */
async function isShellLoaded(page: Page): Promise<boolean> {
  if (!/^https?:/.test(page.url())) return false;
  return page.evaluate(() => Boolean(document.querySelector('#root > *'))).catch(() => false);
}

/** How long the network must have been quiet (Playwright's 'networkidle' waits 500 ms on every visit). */
const QUIET_MS = 150;

/**
 * Opens a path and waits until it has settled: no request in flight for QUIET_MS (a remote's code,
 * then its data, come one after the other), and no spinner or skeleton showing.
 */
export async function visitSettled(page: Page, path: string): Promise<void> {
  const network = trafficOf(page);
  if (await isShellLoaded(page)) {
    // The app is up: move within it as a link does (the router renders the route), instead of loading
    // and starting the shell and its remotes again for each of the tour's ~60 pages.
    await page.evaluate((to) => {
      window.scrollTo(0, 0);
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, path);
    // Quiet is measured from the move: the new route's code and data requests start as it renders.
    network.lastChange = Date.now();
  } else await page.goto(path);
  const until = Date.now() + 15_000;
  for (;;) {
    if (network.inFlight.size === 0 && Date.now() - network.lastChange >= QUIET_MS) {
      const busy = await page.evaluate(() => Boolean(document.querySelector('.cf-spinner, .cf-skeleton, [aria-busy="true"]')));
      // A render may have started a request while we looked: quiet again, then done.
      if (!busy && network.inFlight.size === 0 && Date.now() - network.lastChange >= QUIET_MS) return;
    }
    if (Date.now() > until) throw new Error(`${path} did not settle within 15 s: ${network.inFlight.size} request(s) in flight${network.inFlight.size ? ` (${[...network.inFlight].map((r) => (r as { url(): string }).url()).slice(0, 3).join(', ')})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
