import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestPlatform } from '@cf/testing';
import { launchBrowser, newPage } from './support/browser';
import {
  ARABIC,
  captchaImageSrc,
  chooseLanguage,
  createActiveAccount,
  field,
  htmlLangDir,
  openUserMenu,
  signedInHeader,
  signInThroughUi,
  texts,
  tr,
  waitForLanguage,
  type Account,
} from './support/journey';
import { captureCaptchaAnswers, startWebPlatform } from './support/web-platform';

/**
 * The shell's routing and header in a real browser: the sign-in guard and its return to the origin,
 * unknown and inexact paths, the header's items for visitors and signed-in users, the language
 * selector. One platform for the file; every test is its own visitor (browser context).
 */
let platform: TestPlatform;
let captcha: ReturnType<typeof captureCaptchaAnswers>;
let browser: Browser;
let account: Account;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [platform, browser] = await Promise.all([startWebPlatform('all'), launchBrowser()]);
  captcha = captureCaptchaAnswers(platform);
  account = await createActiveAccount(platform, 'routing', 'Khalid', 'Alharthy');
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function visitor(lang: 'ar' | 'en' = 'en'): Promise<Page> {
  const { context, page } = await newPage(browser, platform.gatewayUrl, { locale: lang });
  contexts.push(context);
  // A returning visitor who chose this language earlier (the shell keeps it in i18nextLng).
  if (lang !== 'ar') await context.addInitScript((l) => localStorage.getItem('i18nextLng') ?? localStorage.setItem('i18nextLng', l), lang);
  return page;
}

const en = (key: string) => tr('en', key);
const path = (page: Page) => new URL(page.url()).pathname;

/** The text of the page's main heading (the home page's hero when on home). */
async function mainHeading(page: Page): Promise<string> {
  const heading = page.locator('main h1').first();
  await heading.waitFor();
  return (await heading.innerText()).trim();
}

async function headerLinksFromApi(lang: 'ar' | 'en'): Promise<string[]> {
  const answer = await platform.api.request('GET', `/api/v1/menus?type=header&lng=${lang}`);
  const data = answer.body.data.data as { title: string }[];
  return data.map((l) => l.title);
}

describe('routing', () => {
  it('[A2.1] a protected route without a token goes to sign-in, and signing in returns to the route it came from', async () => {
    const page = await visitor('en');
    await page.goto('/settings/change-password');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: en('auth.login.title') }).waitFor();

    await signInThroughUi(page, 'en', captcha, account.email, account.password);
    await page.waitForURL('**/settings/change-password');
    await page.getByRole('heading', { level: 1, name: tr('en', 'settings:changePassword.title') }).waitFor();
    await signedInHeader(page, 'en', `${account.firstName} ${account.lastName}`).waitFor();
  });

  it('[A2.1] signing in from the sign-in page itself (no origin) lands on the dashboard (issue 36: not the marketing home)', async () => {
    const page = await visitor('en');
    await page.goto('/login');
    await signInThroughUi(page, 'en', captcha, account.email, account.password);
    await page.waitForURL('**/dashboard');
    await signedInHeader(page, 'en', `${account.firstName} ${account.lastName}`).waitFor();
  });

  it('[A2.1][C2.1] an unknown path shows home, and routes match exactly (a longer path is unknown)', async () => {
    const page = await visitor('en');
    await page.goto('/');
    const home = await mainHeading(page);

    for (const unknown of ['/no-such-page', '/login/extra', '/settings/change-password/extra']) {
      await page.goto(unknown);
      expect(await mainHeading(page)).toBe(home);
      // Shown in place: the address stays what the visitor typed.
      expect(path(page)).toBe(unknown);
      expect(await page.getByRole('textbox', { name: en('auth.email'), exact: true }).count()).toBe(0);
    }
  });

  it('[A2.1] a navigation scrolls back to the top', async () => {
    const page = await visitor('en');
    await page.goto('/');
    await page.locator('footer').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 200);
    await page
      .locator('footer')
      .getByRole('link', { name: en('nav.contactUs'), exact: true })
      .click();
    await page.waitForURL('**/contact-us');
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
  });

  it('[A2.14] signed out, the header has the admin-configured links, home, browse, contact us, about us, sign in and the language selector', async () => {
    const page = await visitor('en');
    await page.goto('/');
    const header = page.locator('header');
    await header.getByRole('link', { name: en('nav.signIn'), exact: true }).waitFor();
    const configured = await headerLinksFromApi('en');
    expect(configured.length).toBeGreaterThan(0);
    const nav = header.getByRole('navigation');
    await nav.getByRole('link', { name: configured[0], exact: true }).waitFor();
    const links = await texts(nav.getByRole('link'));
    expect(links).toEqual([...configured, en('nav.home'), en('nav.browse'), en('nav.contactUs'), en('nav.aboutUs')]);
    expect(await nav.getByRole('link', { name: en('nav.aboutUs'), exact: true }).getAttribute('href')).toBe('/content-page/about-us1-2');
    await header.getByRole('button', { name: `${en('language.label')}: English` }).waitFor();
    expect(await header.getByRole('button', { name: en('nav.notifications') }).count()).toBe(0);
    expect(await header.getByRole('button', { name: new RegExp(`^${en('nav.userMenu')}`) }).count()).toBe(0);

    // The logo links home.
    await page.goto('/faq');
    await header.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('[A2.14][A6.3] signed in, the header has browse, contact us, about us, the bell and the account menu (investments, wallet, settings, logout; no children registration)', async () => {
    const page = await visitor('en');
    await page.goto('/login');
    await signInThroughUi(page, 'en', captcha, account.email, account.password);
    await page.waitForURL('**/dashboard');
    const header = page.locator('header');
    await signedInHeader(page, 'en', `${account.firstName} ${account.lastName}`).waitFor();

    const nav = header.getByRole('navigation');
    const settings = await platform.api.request('GET', '/api/v1/site-setting/front?lng=en');
    const walletOn = settings.body.data.data.walletModule === 'yes';
    // [issue 36] an investor's way on: the dashboard, the portfolio and the wallet, then the site's pages.
    expect(await texts(nav.getByRole('link'))).toEqual([en('nav.dashboard'), en('nav.investments'), ...(walletOn ? [en('nav.wallet')] : []), en('nav.browse'), en('nav.contactUs'), en('nav.aboutUs')]);
    await header.getByRole('button', { name: en('nav.notifications') }).waitFor();
    expect(await header.getByRole('link', { name: en('nav.signIn'), exact: true }).count()).toBe(0);

    await openUserMenu(page, 'en', `${account.firstName} ${account.lastName}`);
    const items = await texts(page.getByRole('menuitem'));
    expect(items).toEqual([
      en('nav.dashboard'),
      en('nav.investments'),
      ...(walletOn ? [en('nav.wallet')] : []),
      en('nav.settings'),
      en('nav.logout'),
    ]);
    expect(items).not.toContain(en('nav.childrenRegistration'));
    await page.getByRole('menuitem', { name: en('nav.logout') }).click();
    await page.waitForURL('**/login');
    await header.getByRole('link', { name: en('nav.signIn'), exact: true }).waitFor();
  });

  it('[A2.14][A1.4][A4.2] the language selector switches the direction and the text, server texts included, and is remembered', async () => {
    const page = await visitor('ar');
    await page.goto('/login');
    await waitForLanguage(page, 'ar');
    await captchaImageSrc(page, 'ar');
    const header = page.locator('header');
    const arLinks = await headerLinksFromApi('ar');
    await header.getByRole('link', { name: arLinks[0], exact: true }).waitFor();
    expect(await header.innerText()).toMatch(ARABIC);
    await page.getByRole('heading', { name: tr('ar', 'auth.login.title') }).waitFor();
    // Something typed stays when the language changes (no reload).
    await field(page, tr('ar', 'auth.email')).fill('kept@example.om');

    await chooseLanguage(page, 'ar', 'en');
    expect(await htmlLangDir(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByRole('heading', { name: en('auth.login.title') }).waitFor();
    // The admin-configured links come again from the server in English (A4.2 refetch).
    const enLinks = await headerLinksFromApi('en');
    await header.getByRole('link', { name: enLinks[0], exact: true }).waitFor();
    expect(await header.innerText()).not.toMatch(ARABIC);
    expect(await field(page, en('auth.email')).inputValue()).toBe('kept@example.om');

    // French is the third language, left to right as well.
    await chooseLanguage(page, 'en', 'fr');
    await page.getByRole('heading', { name: tr('fr', 'auth.login.title') }).waitFor();

    // Remembered on the next visit.
    await page.reload();
    await waitForLanguage(page, 'fr');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');

    await chooseLanguage(page, 'fr', 'ar');
    await page.getByRole('heading', { name: tr('ar', 'auth.login.title') }).waitFor();
  });
});
