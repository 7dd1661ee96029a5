import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import type { TestPlatform } from '@cf/testing';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { ARABIC, omr, tr, type Lang } from './support/journey';
import { captureCaptchaAnswers, startWebPlatform } from './support/web-platform';
import { pageFor, planTour, visitSettled, type Tour } from './support/site-tour';

/**
 * How the site reads and looks, in Arabic and English (issue 11 items 8 and 10): the webfont pair is
 * served from the platform itself; the header keeps its links on one line or folds them behind the
 * menu button, never wrapping; the brand is never cut on a phone; amounts carry one currency label
 * per language and lists show round sums; English text written by an owner keeps its own direction
 * inside an Arabic page; nothing scrolls sideways on a phone; the hero has its picture; an unknown
 * campaign gets a real "not found" page while an unknown route shows home; a phone keeps the invest
 * action in reach.
 */
let platform: TestPlatform;
let browser: Browser;
let tour: Tour;
const contexts: BrowserContext[] = [];
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

beforeAll(async () => {
  [platform, browser] = await Promise.all([startWebPlatform('all', {}, { seedDemo: true }), launchBrowser()]);
  tour = await planTour(platform, captureCaptchaAnswers(platform));
}, 240_000); // the whole platform with the demo data: 40 s alone here, past 120 s once on the loaded CI machine

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await platform?.close();
});

async function visitor(lang: Lang, viewport = LAPTOP): Promise<Page> {
  const { context, page } = await newPage(browser, platform.gatewayUrl, { locale: lang, viewport });
  contexts.push(context);
  await context.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
  return page;
}

const liveSlug = () => decodeURIComponent(tour.stops.visitor.find((p) => p.startsWith('/campaign-detail-page/') && !p.endsWith('no-such-campaign'))!.split('/').pop()!);

describe.each<Exclude<Lang, 'fr'>>(['ar', 'en'])('look and language in %s', (lang) => {
  it('[A1.4] the text is set in the self-hosted IBM Plex pair, fetched from the platform only', async () => {
    const page = await visitor(lang);
    const fonts: Request[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request);
    });
    await visitSettled(page, '/');
    await page.evaluate(() => document.fonts.ready);
    const family = lang === 'ar' ? 'IBM Plex Sans Arabic' : 'IBM Plex Sans';
    const sample = lang === 'ar' ? 'استثمر' : 'Invest';
    expect(await page.evaluate(([f, s]) => document.fonts.check(`16px "${f}"`, s), [family, sample])).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(family);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(new URL(font.url()).origin).toBe(new URL(platform.gatewayUrl).origin);
      expect(font.url()).toMatch(/\.woff2$/);
    }
  });

  it('[A1.4] the home page travels compressed: every script and style sheet arrives brotli- or gzip-encoded, and what a first visit transfers stays within the bundle budgets of the shell and the one remote it shows', async () => {
    const page = await visitor(lang, PHONE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const kinds = new Map<string, { type: string; url: string; encoding: string | undefined }>();
    const bytes = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, { type: e.type, url: e.response.url, encoding: Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] }));
    cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength));
    const decoded = new Map<string, number>();
    cdp.on('Network.dataReceived', (e) => decoded.set(e.requestId, (decoded.get(e.requestId) ?? 0) + e.dataLength));
    await visitSettled(page, '/');
    const code = [...kinds].filter(([, k]) => k.type === 'Script' || k.type === 'Stylesheet');
    expect(code.length).toBeGreaterThan(5);
    // Under 1 KB a file is sent as it is (the build's threshold: compressing it gains nothing).
    expect(code.filter(([id, k]) => k.encoding !== 'br' && k.encoding !== 'gzip' && (decoded.get(id) ?? 0) >= 1024).map(([, k]) => k.url)).toEqual([]);
    const transferred = code.reduce((sum, [id]) => sum + (bytes.get(id) ?? 0), 0);
    // tools/bundle-budget, from the build: the shell's home set 350 KB and a remote 150 KB (gzip). The home
    // page shows the campaign remote's cards, so a first visit may transfer both (brotli, with headers).
    console.log(`home page (${lang}): ${code.length} scripts and style sheets, ${(transferred / 1024).toFixed(1)} KB transferred`);
    expect(transferred).toBeLessThanOrEqual((350 + 150) * 1024);
  });

  it('[A2.14] the header never wraps: links on one line at 1366 px, folded behind the menu button on a phone, the brand whole', async () => {
    const wide = await visitor(lang);
    await visitSettled(wide, '/');
    const header = wide.locator('header.shell-header');
    const links = wide.locator('#main-nav > ul.shell-nav__list > li');
    expect(await links.count()).toBeGreaterThan(4);
    const tops = await links.evaluateAll((items) => items.map((li) => Math.trunc(li.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await wide.getByRole('button', { name: tr(lang, 'nav.menu'), exact: true }).isVisible()).toBe(false);
    expect((await header.boundingBox())!.height).toBeLessThan(80);

    const phone = await visitor(lang, PHONE);
    await visitSettled(phone, '/');
    const toggle = phone.getByRole('button', { name: tr(lang, 'nav.menu'), exact: true });
    expect(await toggle.isVisible()).toBe(true);
    expect(await phone.locator('#main-nav > ul.shell-nav__list').isVisible()).toBe(false);
    await toggle.click();
    await phone.getByRole('navigation', { name: tr(lang, 'nav.mainMenu') }).getByRole('link', { name: tr(lang, 'nav.browse'), exact: true }).waitFor();
    // The brand is whole: its text fits its box (no ellipsis) and the box is on screen.
    const brand = phone.locator('.shell-logo__text');
    const fits = await brand.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);
    expect(fits).toBe(true);
    const box = (await brand.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, `look-header-phone-${lang}`);
  });

  it('[A1.4][C2.2] amounts: one currency label per language, round sums in lists without trailing zeros', async () => {
    const page = await visitor(lang);
    await visitSettled(page, '/browse-companies');
    const first = page.getByRole('article').first();
    const answer = await platform.api.request('GET', `/api/v1/campaigns/equities?limit=12&sortBy=active&lng=${lang}`);
    const docs = answer.body.data.data.docs as Array<{ campaignName: string; goal: number }>;
    const name = (await first.getByRole('heading').innerText()).trim();
    const shown = docs.find((d) => d.campaignName === name)!;
    const text = (await first.innerText()).replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(omr(shown.goal, lang));
    const body = await page.locator('main').innerText();
    if (lang === 'ar') {
      expect(body).not.toContain('OMR');
      expect(body).toContain('ر.ع.');
    } else {
      expect(body).not.toContain('ر.ع.');
    }
  });

  it('[A1.4] an owner’s English text inside an Arabic page keeps its direction and its full stop; no page scrolls sideways on a phone', async () => {
    const page = await visitor(lang, PHONE);
    await visitSettled(page, `/campaign-detail-page/${encodeURIComponent(liveSlug())}`);
    const about = page.locator('section.campaign-banner p[dir="auto"]').last();
    const aboutText = await about.innerText();
    const direction = await about.evaluate((el) => getComputedStyle(el).direction);
    expect(direction).toBe(ARABIC.test(aboutText.slice(0, 3)) ? 'rtl' : 'ltr');
  });

  it('[A1.4][A2.14] no page of the site tour scrolls sideways on a phone, whoever is signed in', async () => {
    const wide: string[] = [];
    for (const role of ['visitor', 'investor', 'owner', 'admin'] as const) {
      const { context, page } = await pageFor(browser, platform, tour, role, lang, { viewport: PHONE });
      contexts.push(context);
      for (const path of tour.stops[role]) {
        await visitSettled(page, path);
        // What sticks out, named by the first few elements wider than the screen (the report says where to look).
        const overflow = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const over = document.documentElement.scrollWidth - width;
          if (over <= 0) return null;
          const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
          const culprits = [...document.body.querySelectorAll('*')].filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > width + 1 || r.left < -1) && ![...el.children].some((c) => c.getBoundingClientRect().width >= r.width);
          });
          return `${over} px (${culprits.slice(0, 3).map(name).join(', ')})`;
        });
        if (overflow) wide.push(`${role} ${path}: ${overflow}`);
      }
    }
    expect(wide).toEqual([]);
  }, 180_000);

  it('[C2.4][C2.17] a phone keeps the invest action and the risk warning in reach while the page scrolls; a laptop shows them in the banner, then in the same panel once the banner has scrolled away', async () => {
    const phone = await visitor(lang, PHONE);
    await visitSettled(phone, `/campaign-detail-page/${encodeURIComponent(liveSlug())}`);
    const panel = phone.getByRole('complementary', { name: tr(lang, 'campaign:detail.investPanel') });
    await phone.mouse.wheel(0, 2000);
    await phone.waitForFunction(() => window.scrollY > 0);
    expect(await panel.isVisible()).toBe(true);
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    // Nothing lies over the Invest button: the element under its own centre is the button (or inside it).
    const invest = panel.getByRole('link', { name: tr(lang, 'campaign:detail.invest') });
    expect(await invest.evaluate((link) => {
      const r = link.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (hit === link || link.contains(hit));
    })).toBe(true);
    expect(await panel.getByRole('link', { name: tr(lang, 'campaign:detail.invest') }).getAttribute('href')).toMatch(/^\/invest\/[0-9a-f-]{36}$/);
    expect(await panel.getByRole('link', { name: tr(lang, 'campaign:risk.title') }).getAttribute('href')).toBe('/content-page/risk-warning');
    await screenshot(phone, `look-sticky-invest-${lang}`);

    // A laptop: the banner's own button first; once it has scrolled away, the panel comes up (issue 36).
    const wide = await visitor(lang);
    await visitSettled(wide, `/campaign-detail-page/${encodeURIComponent(liveSlug())}`);
    const widePanel = wide.getByRole('complementary', { name: tr(lang, 'campaign:detail.investPanel') });
    expect(await widePanel.isVisible()).toBe(false);
    await wide.mouse.wheel(0, 2000);
    await widePanel.waitFor({ state: 'visible' });
    const wideBox = (await widePanel.boundingBox())!;
    expect(Math.round(wideBox.y + wideBox.height)).toBe(LAPTOP.height);
    await screenshot(wide, `look-sticky-invest-laptop-${lang}`);
  });

  it('[A2.1][C2.4] an unknown campaign is a real not-found page with the ways on; an unknown route still shows home with its illustrated hero', async () => {
    const page = await visitor(lang);
    await visitSettled(page, '/campaign-detail-page/no-such-campaign');
    await page.getByRole('heading', { level: 1, name: tr(lang, 'campaign:detail.notFound.title'), exact: true }).waitFor();
    expect(await page.title()).toBe(tr(lang, 'campaign:detail.notFound.title'));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await screenshot(page, `look-not-found-${lang}`);
    await page.getByRole('link', { name: tr(lang, 'campaign:detail.notFound.browse'), exact: true }).click();
    await page.waitForURL(/\/browse-companies$/);

    await visitSettled(page, '/no/such/route');
    const hero = page.locator('.pp-hero');
    await hero.waitFor();
    const art = hero.locator('img.pp-hero__art');
    expect(await art.isVisible()).toBe(true);
    expect(await art.getAttribute('alt')).toBe('');
    expect(await art.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });
});
