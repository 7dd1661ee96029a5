import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestPlatform } from '@cf/testing';
import { launchBrowser, newPage, screenshot } from './support/browser';
import {
  apiLogin,
  DEMO_ADMIN,
  htmlLangDir,
  seedDemoAccounts,
  signedInHeader,
  signInThroughUi,
  SPEC_TEXT,
  tr,
  waitForLanguage,
} from './support/journey';
import { captureCaptchaAnswers, SHELL_SERVICES, startWebPlatform } from './support/web-platform';

/**
 * Maintenance mode (A2.1, A1.5): an administrator switches `maintainanceMode` on through the site
 * service's API; visitors then see the maintenance page and nothing else, in their language; sign-in
 * stays open for administrators; switched off, the site is back.
 */
let platform: TestPlatform;
let captcha: ReturnType<typeof captureCaptchaAnswers>;
let browser: Browser;
let adminToken: string;
const contexts: BrowserContext[] = [];

async function setMaintenance(on: boolean): Promise<void> {
  const answer = await platform.api.request('PATCH', '/api/v1/site-setting?lng=en', {
    token: adminToken,
    body: { maintainanceMode: on ? 'yes' : 'no' },
  });
  if (answer.status !== 200) throw new Error(`PATCH site-setting answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const front = await platform.api.request('GET', '/api/v1/site-setting/front?lng=en');
  expect(front.body.data.data.maintainanceMode).toBe(on ? 'yes' : 'no');
}

async function visitor(lang: 'ar' | 'en'): Promise<Page> {
  const { context, page } = await newPage(browser, platform.gatewayUrl, { locale: lang });
  contexts.push(context);
  // A visitor who chose English on an earlier visit (the shell keeps it in i18nextLng); Arabic is the default.
  if (lang === 'en') await context.addInitScript(() => localStorage.getItem('i18nextLng') ?? localStorage.setItem('i18nextLng', 'en'));
  return page;
}

/** Every line of text the page shows, in order. */
async function visibleLines(page: Page): Promise<string[]> {
  return (await page.locator('body').innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

beforeAll(async () => {
  [platform, browser] = await Promise.all([startWebPlatform(SHELL_SERVICES), launchBrowser()]);
  captcha = captureCaptchaAnswers(platform);
  await seedDemoAccounts(platform);
  ({ token: adminToken } = await apiLogin(platform, captcha, DEMO_ADMIN.email, DEMO_ADMIN.password));
});

afterAll(async () => {
  if (adminToken) await setMaintenance(false).catch(() => undefined);
  await browser?.close();
  await platform?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

describe('maintenance mode', () => {
  beforeAll(async () => {
    await setMaintenance(true);
  });

  it.each(['ar', 'en'] as const)('[A2.1][A1.5] while it is on, a visitor sees exactly the three lines (%s), on any page', async (lang) => {
    const page = await visitor(lang);
    const siteName = (await platform.api.request('GET', `/api/v1/meta-setting/front?lng=${lang}`)).body.data.data.siteName as string;
    for (const path of ['/', '/browse-companies', '/faq', '/settings/change-password']) {
      await page.goto(path);
      await waitForLanguage(page, lang);
      const maintenance = page.locator('main.shell-maintenance');
      await maintenance.getByText(SPEC_TEXT.maintenance[lang][2], { exact: true }).waitFor();
      // Only the site's name (or logo) and the three lines: no header, navigation, footer or page.
      expect((await visibleLines(page)).filter((line) => line !== siteName)).toEqual([...SPEC_TEXT.maintenance[lang]]);
      expect(await page.locator('header, footer, nav').count()).toBe(0);
      expect(await htmlLangDir(page)).toEqual({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
      // The address is left as typed: the page comes back there once maintenance ends.
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await screenshot(page, `${lang}-maintenance`);
  });

  it('[A2.1] sign-in stays open during maintenance, and a signed-in administrator sees the site', async () => {
    const page = await visitor('en');
    await page.goto('/login');
    await signInThroughUi(page, 'en', captcha, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.waitForURL('**/dashboard');
    await signedInHeader(page, 'en', 'Salim Al Busaidi').waitFor();
    await page.locator('footer').waitFor();
    expect(await page.locator('main.shell-maintenance').count()).toBe(0);
  });

  it('[A2.1] once an administrator switches it off, visitors see the site again', async () => {
    const page = await visitor('en');
    await page.goto('/');
    await page.locator('main.shell-maintenance').waitFor();

    await setMaintenance(false);
    await page.reload();
    await page
      .locator('header')
      .getByRole('link', { name: tr('en', 'nav.signIn'), exact: true })
      .waitFor();
    await page.locator('footer').waitFor();
    expect(await page.locator('main.shell-maintenance').count()).toBe(0);
    for (const line of SPEC_TEXT.maintenance.en) expect(await page.getByText(line, { exact: true }).count()).toBe(0);
  });
});
