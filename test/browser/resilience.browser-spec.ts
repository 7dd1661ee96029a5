import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestPlatform } from '@cf/testing';
import { launchBrowser, newPage, screenshot } from './support/browser';
import {
  apiLogin,
  chooseLanguage,
  createActiveAccount,
  installTimeline,
  readTimeline,
  storeSession,
  tr,
  type Account,
} from './support/journey';
import { captureCaptchaAnswers, SHELL_SERVICES, startWebPlatform } from './support/web-platform';

/**
 * A remote that is down must not take the site down (front-end foundation; DESIGN §8): the shell
 * paints at once, the remote's place shows the translated error panel within the shell's timeout, and the header,
 * footer and the shell's own routes keep working. The settings remote is pointed, through the
 * runtime manifest `/remotes.json` (as a deploy would), at (a) a port that refuses connections and
 * (b) a server that accepts and never answers. Its origins are allowed by the gateway's CSP
 * (CSP_EXTRA_ORIGINS) as a CDN-hosted remote's would be, so the browser really tries them.
 */
/**
 * What the shell promises about a failing remote, measured inside the page so that a loaded machine's
 * slow downloads (the gateway answered 1.2 s late in one CI run) do not count against it: the header
 * is painted before the remote could have timed out, and the error panel is there no later than the
 * shell's timeout for the remote's script (`REMOTE_SCRIPT_TIMEOUT_MS`, 5 s) after the shell asked for
 * it, plus the time to render it. A wall-clock bound from the navigation's start measured the
 * machine, not the shell: it failed at 5.14 s for 5 s once while every call took over a second.
 */
const REMOTE_SCRIPT_TIMEOUT_MS = 5000;
const RENDER_SLACK_MS = 1500;

let platform: TestPlatform;
let browser: Browser;
let account: Account;
let session: { token: string; user: Record<string, unknown> };
let hanging: Server;
const hangingSockets = new Set<Socket>();
let refusedOrigin: string;
let hangingOrigin: string;
const hangingRequests: string[] = [];
const contexts: BrowserContext[] = [];

async function freePort(): Promise<number> {
  const probe = createHttpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  // (a) nothing listens there any more: connections are refused.
  refusedOrigin = `http://127.0.0.1:${await freePort()}`;
  // (b) accepts the connection, reads the request, never answers.
  hanging = createHttpServer((request) => {
    hangingRequests.push(request.url ?? '');
  });
  hanging.on('connection', (socket) => {
    hangingSockets.add(socket);
    socket.on('close', () => hangingSockets.delete(socket));
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  hangingOrigin = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;

  [platform, browser] = await Promise.all([startWebPlatform(SHELL_SERVICES, { CSP_EXTRA_ORIGINS: `${refusedOrigin},${hangingOrigin}` }), launchBrowser()]);
  const captcha = captureCaptchaAnswers(platform);
  account = await createActiveAccount(platform, 'resilience', 'Maryam', 'Alrawahi');
  session = await apiLogin(platform, captcha, account.email, account.password);
});

afterAll(async () => {
  await browser?.close();
  for (const socket of hangingSockets) socket.destroy();
  await new Promise((resolve) => (hanging ? hanging.close(resolve) : resolve(undefined)));
  await platform?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A signed-in visitor whose shell reads a manifest pointing the settings remote at `entry`. */
async function visitorWithSettingsAt(entry: string): Promise<Page> {
  const { context, page } = await newPage(browser, platform.gatewayUrl, { locale: 'en' });
  contexts.push(context);
  await storeSession(context, session.token, session.user, 'en');
  await installTimeline(context, {
    header: 'header.shell-header',
    footer: 'footer',
    errorPanel: '.shell-remote-error',
    // The shell asks for the remote by adding its entry script to the page.
    remoteAsked: 'script[src*="remoteEntry.js"]',
  });
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ json: { settings: entry, admin: '/remotes/admin/remoteEntry.js' }, headers: { 'cache-control': 'no-cache' } }),
  );
  return page;
}

const en = (key: string) => tr('en', key);

describe.each([
  ['refuses connections', () => `${refusedOrigin}/remoteEntry.js`],
  ['accepts connections and never answers', () => `${hangingOrigin}/remoteEntry.js`],
])('when the settings remote %s', (label, entry) => {
  it('the shell paints its header before the remote could time out and the translated error panel shows within its 5 s timeout of asking for the remote', async () => {
    const page = await visitorWithSettingsAt(entry());
    // The subject is a failing remote, not the shell's first download: the visitor has the shell
    // cached (a first visit's cold parse of the shared bundle alone took 1.7-2.4 s on the 2-core CI
    // machine, which the bundle budget tracks instead, docs/benchmarks.md).
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.goto('/settings/change-password', { waitUntil: 'commit' });
    const panel = page.locator('.shell-remote-error');
    await panel.waitFor({ timeout: 15000 });
    await panel.getByText(en('remote.failedTitle')).waitFor();
    await panel.getByRole('button', { name: en('common.retry') }).waitFor();

    const timeline = await readTimeline(page);
    const at = (name: string) => timeline.find((e) => e.name === name && e.event === 'shown')?.at ?? Infinity;
    const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    // Measured from the start of the navigation (performance.now() origin).
    if (process.env.JOURNEY_TIMINGS) console.log(label, { header: at('header'), paint, remoteAsked: at('remoteAsked'), errorPanel: at('errorPanel') });
    expect(at('remoteAsked')).toBeLessThan(Infinity);
    // The shell did not wait for the remote: header and first paint come before it could time out.
    expect(at('header')).toBeLessThan(at('remoteAsked') + REMOTE_SCRIPT_TIMEOUT_MS);
    expect(paint).not.toBeNull();
    expect(paint!).toBeLessThan(at('remoteAsked') + REMOTE_SCRIPT_TIMEOUT_MS);
    // The panel comes from the shell's own timeout, not the browser's (which would be minutes).
    expect(at('errorPanel') - at('remoteAsked')).toBeLessThan(REMOTE_SCRIPT_TIMEOUT_MS + RENDER_SLACK_MS);
    // The panel sits inside the layout: header and footer are there with it.
    expect(at('footer')).toBeLessThanOrEqual(at('errorPanel'));
    // The browser did reach the hanging server (not refused by the page's CSP or anything else).
    if (entry().startsWith(hangingOrigin)) expect(hangingRequests).toContain('/remoteEntry.js');
    await screenshot(page, `en-remote-${label.startsWith('refuses') ? 'refused' : 'hanging'}`);
  });

  it('the header, footer, language selector and the shell’s other routes keep working, and "Try again" fails again quickly', async () => {
    const page = await visitorWithSettingsAt(entry());
    await page.goto('/settings/change-password');
    const panel = page.locator('.shell-remote-error');
    await panel.waitFor({ timeout: 15000 });

    // The header's navigation.
    await page
      .locator('header')
      .getByRole('link', { name: en('nav.contactUs'), exact: true })
      .click();
    await page.waitForURL('**/contact-us');
    await page.locator('main h1').first().waitFor();
    expect(await panel.count()).toBe(0);
    // The footer's links.
    await page
      .locator('footer')
      .getByRole('link', { name: en('nav.faq'), exact: true })
      .click();
    await page.waitForURL('**/faq');
    await page.locator('main h1').first().waitFor();
    // The language selector.
    await chooseLanguage(page, 'en', 'ar');
    await chooseLanguage(page, 'ar', 'en');
    // The settings sidebar (shell) stays usable next to the failed remote, and retry fails within the budget again.
    await page.goBack();
    await page.goBack();
    await page.waitForURL('**/settings/change-password');
    await panel.waitFor({ timeout: 15000 });
    await panel.getByRole('button', { name: en('common.retry') }).click();
    // The retry really loads again (the panel goes, the loader shows) and fails within the budget.
    await panel.waitFor({ state: 'detached', timeout: 5000 });
    await panel.waitFor({ timeout: 15000 });
    const panelEvents = (await readTimeline(page)).filter((e) => e.name === 'errorPanel');
    const [hiddenAt, shownAgainAt] = [panelEvents.at(-2)!, panelEvents.at(-1)!];
    expect([hiddenAt.event, shownAgainAt.event]).toEqual(['hidden', 'shown']);
    expect(shownAgainAt.at - hiddenAt.at).toBeLessThan(REMOTE_SCRIPT_TIMEOUT_MS + RENDER_SLACK_MS);
    await page
      .locator('aside')
      .getByRole('link', { name: en('nav.security'), exact: true })
      .click();
    await page.waitForURL('**/settings/two-factor-authentication');
    await panel.waitFor({ timeout: 15000 });
  });
});

it('once the remote is back, "Try again" loads it in place', async () => {
  const page = await visitorWithSettingsAt(`${refusedOrigin}/remoteEntry.js`);
  await page.goto('/settings/change-password');
  const panel = page.locator('.shell-remote-error');
  await panel.waitFor({ timeout: 15000 });
  // The deploy is fixed: the manifest points at the real remote again.
  await page.unroute('**/remotes.json');
  await panel.getByRole('button', { name: en('common.retry') }).click();
  await page.getByRole('heading', { level: 1, name: tr('en', 'settings:changePassword.title') }).waitFor();
  expect(await panel.count()).toBe(0);
});
