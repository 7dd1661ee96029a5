import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestPlatform } from '@cf/testing';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { htmlLangDir, tr, type Lang } from '../support/journey';
import { startWebPlatform } from '../support/web-platform';
import { byLabel, ct, rememberLanguage } from './campaign-steps';

/**
 * A visitor on the demo platform (`npm start`'s campaigns), in Arabic and in English: the home page
 * lists live, closing-soon and funded campaigns from the API; a campaign's invest action says before
 * the click that investing is not open yet, beside the risk warning; browse keeps its search, funding
 * model and category in the address, so a list can be shared and Back returns to it.
 */

let platform: TestPlatform;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [platform, browser] = await Promise.all([startWebPlatform({}, { seedDemo: true }), launchBrowser()]);
}, 120_000);

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
async function browse(sortBy: string, lang: Lang): Promise<Array<{ campaignName: string; displayLabel?: string }>> {
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
    expect(await page.getByText(tr(lang, 'campaign:coming.title')).count()).toBe(0);
    expect(await htmlLangDir(page)).toEqual({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
    await screenshot(page, `home-campaigns-${lang}`);

    await closing.getByRole('link', { name: t('home.seeOpen'), exact: true }).click();
    await page.waitForURL(/\/browse-companies\?show=active$/);
    await page.getByRole('button', { name: t('browse.sorts.active'), exact: true, pressed: true }).waitFor();
  });

  it('[C2.4] on a live campaign, "Invest" says before the click that investing is not open yet, beside the risk warning', async () => {
    const page = await visitor(lang);
    const [first] = await browse('active', lang);
    await page.goto('/browse-companies?show=active');
    await page.getByRole('article', { name: first.campaignName, exact: true }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: first.campaignName }).waitFor();
    const invest = page.getByRole('button', { name: t('detail.invest'), exact: true });
    expect(await invest.isDisabled()).toBe(true);
    const noteId = await invest.getAttribute('aria-describedby');
    expect(await page.locator(`#${noteId}`).innerText()).toBe(t('detail.investingSoon'));
    await page.getByText(t('risk.body')).waitFor();
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
});
