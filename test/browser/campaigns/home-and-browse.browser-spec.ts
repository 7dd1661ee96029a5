import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestPlatform } from '@cf/testing';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { apiLogin, htmlLangDir, storeSession, tr, type Lang } from '../support/journey';
import { captureCaptchaAnswers, startWebPlatform } from '../support/web-platform';
import { byLabel, ct, rememberLanguage } from './campaign-steps';

/**
 * A visitor on the demo platform (`npm start`'s campaigns), in Arabic and in English: the home page
 * lists live, closing-soon and funded campaigns from the API; a campaign's invest action says before
 * the click that investing is not open yet, beside the risk warning; browse keeps its search, funding
 * model and category in the address, so a list can be shared and Back returns to it. The demo
 * investor's dashboard and wallet chart; the demo owner's dashboard.
 */

let platform: TestPlatform;
let browser: Browser;
let captcha: ReturnType<typeof captureCaptchaAnswers>;
const contexts: BrowserContext[] = [];
const DEMO_INVESTOR = { email: 'investor1@demo.om', password: 'Investor#2026pass' };
const DEMO_OWNER = { email: 'owner@demo.om', password: 'Owner#2026pass' };

beforeAll(async () => {
  [platform, browser] = await Promise.all([startWebPlatform('all', {}, { seedDemo: true }), launchBrowser()]);
  captcha = captureCaptchaAnswers(platform);
}, 240_000); // the whole platform with the demo data: 40 s alone here, past 120 s once on the loaded CI machine

async function signedIn(account: { email: string; password: string }, lang: Lang): Promise<{ page: Page; token: string }> {
  const login = await apiLogin(platform, captcha, account.email, account.password);
  const { context, page } = await newPage(browser, platform.gatewayUrl, { locale: lang });
  contexts.push(context);
  await storeSession(context, login.token, login.user, lang);
  return { page, token: login.token };
}

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await platform?.close();
});

async function visitor(lang: Lang): Promise<Page> {
  const { context, page } = await newPage(browser, platform.gatewayUrl, { locale: lang });
  contexts.push(context);
  await rememberLanguage(context, lang);
  return page;
}

/** The public browse answer for a category, straight from the API (what the page must agree with). */
async function browse(sortBy: string, lang: Lang): Promise<Array<{ id: string; campaignName: string; displayLabel?: string }>> {
  const answer = await platform.api.request('GET', `/api/v1/campaigns/equities?limit=12&sortBy=${sortBy}&lng=${lang}`);
  expect(answer.status).toBe(200);
  return answer.body.data.data.docs;
}

describe.each<Exclude<Lang, 'fr'>>(['ar', 'en'])('home and browse in %s', (lang) => {
  const t = (key: string, params?: Record<string, string>) => ct(lang, key, params);

  it('[A2.3][C4.1] the home page shows live, closing-soon and funded campaigns from the API, no "coming soon"', async () => {
    const page = await visitor(lang);
    await page.goto('/');
    const open = await browse('active', lang);
    const funded = await browse('funded', lang);
    const closingName = open.find((c) => c.displayLabel === 'closing-soon')!.campaignName;
    const liveName = open.find((c) => c.displayLabel !== 'closing-soon')!.campaignName;

    const live = page.getByRole('region', { name: t('home.live'), exact: true });
    const closing = page.getByRole('region', { name: t('home.closing'), exact: true });
    const fundedRow = page.getByRole('region', { name: t('home.funded'), exact: true });
    await live.getByRole('article', { name: liveName, exact: true }).waitFor();
    await closing.getByRole('article', { name: closingName, exact: true }).waitFor();
    await fundedRow.getByRole('article', { name: funded[0].campaignName, exact: true }).waitFor();
    expect(await closing.getByText(t('labels.closingSoon'), { exact: true }).count()).toBeGreaterThan(0);
    expect(await fundedRow.getByText(t('labels.funded'), { exact: true }).count()).toBeGreaterThan(0);
    expect(await htmlLangDir(page)).toEqual({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
    await screenshot(page, `home-campaigns-${lang}`);

    await closing.getByRole('link', { name: t('home.seeOpen'), exact: true }).click();
    await page.waitForURL(/\/browse-companies\?show=active$/);
    await page.getByRole('button', { name: t('browse.sorts.active'), exact: true, pressed: true }).waitFor();
  });

  it('[C2.4][C2.17] on a live campaign, "Invest" leads to the invest flow, described by the risk warning', async () => {
    const page = await visitor(lang);
    const [first] = await browse('active', lang);
    await page.goto('/browse-companies?show=active');
    await page.getByRole('article', { name: first.campaignName, exact: true }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: first.campaignName }).waitFor();
    const invest = page.getByRole('link', { name: t('detail.invest'), exact: true }).first();
    expect(await invest.getAttribute('href')).toBe(`/invest/${first.id}`);
    const noteId = await invest.getAttribute('aria-describedby');
    expect(await page.locator(`#${noteId}`).innerText()).toContain(t('risk.body'));
    expect(await page.getByRole('link', { name: t('risk.more') }).getAttribute('href')).toBe('/content-page/risk-warning');
    await screenshot(page, `campaign-detail-invest-${lang}`);
  });

  it('[C2.2] browse keeps search, funding model and category in the address: a shared link opens the same list and Back returns to the previous one', async () => {
    const page = await visitor(lang);
    await page.goto('/browse-companies');
    await page.getByRole('heading', { level: 1, name: t('browse.title') }).waitFor();
    await page.getByRole('button', { name: t('browse.sorts.funded'), exact: true }).click();
    await page.waitForURL(/show=funded/);
    await byLabel(page, t('browse.fundingModel')).selectOption('flexible');
    await page.waitForURL(/model=flexible/);
    const filtered = new URL(page.url());
    expect(Object.fromEntries(filtered.searchParams)).toEqual({ show: 'funded', model: 'flexible' });

    // Back: the category alone again, the select shows every model.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('model'));
    expect(await byLabel(page, t('browse.fundingModel')).inputValue()).toBe('');
    await page.getByRole('button', { name: t('browse.sorts.funded'), exact: true, pressed: true }).waitFor();

    // The shared link in a new tab opens the same list.
    const shared = await visitor(lang);
    await shared.goto(`${filtered.pathname}${filtered.search}`);
    expect(await byLabel(shared, t('browse.fundingModel')).inputValue()).toBe('flexible');
    await shared.getByRole('button', { name: t('browse.sorts.funded'), exact: true, pressed: true }).waitFor();

    // Typing a search replaces the address entry (one Back leaves the search, not one per letter).
    await shared.getByRole('searchbox', { name: t('browse.search') }).fill('zzz-no-such-campaign');
    await shared.waitForURL(/q=zzz-no-such-campaign/);
    await shared.getByText(tr(lang, 'common.noResults'), { exact: true }).waitFor();
    await screenshot(shared, `browse-url-state-${lang}`);
  });

  it('[A2.4][A2.16][C2.24] an investor\'s dashboard: portfolio, wallet balance, verification, saved and followed campaigns; the sidebar lists each page once', async () => {
    const { page, token } = await signedIn(DEMO_INVESTOR, lang);
    const wallet = (await platform.api.request('GET', '/api/v1/wallet/get-user-wallet-detail?currencyId=OMR&lng=en', { token })).body.data.data;
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: t('investorDashboard.title') }).waitFor();
    for (const title of ['portfolio', 'wallet', 'verification']) await page.locator('main').getByRole('heading', { level: 2, name: t(`investorDashboard.${title}`), exact: true }).waitFor();
    const card = (title: string) => page.locator('main section', { has: page.getByRole('heading', { level: 2, name: t(`investorDashboard.${title}`), exact: true }) });
    const available = card('wallet').locator('.campaign-figures__big');
    await available.waitFor();
    // The portfolio comes from investments: the demo investor's total and the way to /investments.
    await card('portfolio').getByText(t('portfolio.totalInvested')).waitFor();
    expect(await card('portfolio').getByRole('link', { name: t('investorDashboard.openPortfolio') }).getAttribute('href')).toBe('/investments');
    // Whole rials without decimals, an amount with baisa with all three (issue 36).
    const digits = wallet.available % 1000 === 0 ? 0 : 3;
    expect((await available.innerText()).replace(/[^0-9\u0660-\u0669]/g, '')).toBe(
      new Intl.NumberFormat(lang === 'ar' ? 'ar-OM' : 'en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(wallet.available / 1000).replace(/[^0-9\u0660-\u0669]/g, ''),
    );
    // The saved and followed rows show what the API lists for this investor (or say there is none).
    for (const [path, row, empty] of [
      ['saved-campaigns', 'saved', 'noSaved'],
      ['followed-campaigns', 'followed', 'noFollowed'],
    ] as const) {
      const listed = (await platform.api.request('GET', `/api/v1/${path}?limit=3&lng=${lang}`, { token })).body.data.data.docs as Array<{ campaignName: string }>;
      const region = page.getByRole('region', { name: t(`investorDashboard.${row}`), exact: true });
      if (listed.length > 0) await region.getByRole('article', { name: listed[0].campaignName, exact: true }).waitFor();
      else await region.getByText(t(`investorDashboard.${empty}`)).waitFor();
    }
    expect(await page.getByRole('heading', { name: t('myCampaigns.title') }).count()).toBe(0);
    const sidebar = page.getByRole('navigation', { name: tr(lang, 'nav.settings') });
    const targets = await sidebar.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(targets).size).toBe(targets.length);
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await screenshot(page, `investor-dashboard-${lang}`);
  });

  it('[A2.22] the demo wallet\'s 90-day chart steps on the days its money moved (84, 61, 33, 17 and 6 days ago, and today: the demo story\'s investments)', async () => {
    const { page } = await signedIn(DEMO_INVESTOR, lang);
    await page.goto('/settings/wallet');
    const chart = page.locator('.wallet-chart');
    await chart.locator('summary').click();
    const rows = chart.locator('tbody tr');
    await rows.first().waitFor();
    const balances = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''));
    expect(balances).toHaveLength(90);
    const changedDaysAgo = balances.flatMap((b, i) => (i > 0 && b !== balances[i - 1] ? [89 - i] : []));
    expect(changedDaysAgo).toEqual([84, 61, 33, 17, 6, 0]);
    await screenshot(page, `wallet-chart-demo-${lang}`);
  });

  it('[A6.2][C2.29] a campaign owner\'s dashboard is their campaigns, not the investor dashboard', async () => {
    const { page } = await signedIn(DEMO_OWNER, lang);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: t('myCampaigns.title') }).waitFor();
    expect(await page.getByRole('heading', { name: t('investorDashboard.title') }).count()).toBe(0);
  });

  it('[A2.14] the language menu hangs from the trigger\'s inline end (its left edge in Arabic, its right edge in English); hints use the language\'s digits', async () => {
    const page = await visitor(lang);
    await page.goto('/signup');
    const trigger = page.locator('header').getByRole('button', { name: new RegExp(tr(lang, 'language.label')) });
    await trigger.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const [t0, m0] = [await trigger.boundingBox(), await menu.boundingBox()];
    if (lang === 'ar') expect(Math.abs(m0!.x - t0!.x)).toBeLessThan(2);
    else expect(Math.abs(m0!.x + m0!.width - (t0!.x + t0!.width))).toBeLessThan(2);
    await screenshot(page, `language-menu-${lang}`);
    await page.keyboard.press('Escape');
    const hint = tr(lang, 'auth.phoneHint');
    await page.getByText(hint).waitFor();
    if (lang === 'ar') expect(hint).not.toMatch(/[0-9]/);
  });
});
