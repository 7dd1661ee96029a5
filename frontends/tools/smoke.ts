/**
 * Smoke check of the built front end in real Chromium (Debian's /usr/bin/chromium via playwright-core;
 * no browser download): the shell renders in Arabic (RTL) and English, the login page screenshots are
 * written to tmp/web-smoke/, a protected remote route sends a visitor to sign-in, a failing remote
 * shows the error panel inside the layout, and the JS/CSS a home-page visit downloads is listed.
 *
 * Usage (after build:web): smoke.ts  — API_TARGET=http://127.0.0.1:8080 to talk to a running gateway.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { startStaticServer } from './serve-static';
import { WORKSPACE_ROOT } from './webpack-common';

const PORT = 4310;
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = path.join(WORKSPACE_ROOT, 'tmp', 'web-smoke');
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function check(condition: unknown, message: string): void {
  if (!condition) throw new Error(`smoke: ${message}`);
  console.log(`ok  ${message}`);
}

async function htmlDir(page: Page): Promise<[string | null, string | null]> {
  return page.evaluate(
    () => [document.documentElement.getAttribute('lang'), document.documentElement.getAttribute('dir')] as [string | null, string | null],
  );
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await startStaticServer({ port: PORT, apiTarget: process.env.API_TARGET });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ARGS });
  try {
    // 1. Home page: what it downloads.
    const home = await browser.newPage();
    const assets: string[] = [];
    home.on('response', (r) => {
      const url = new URL(r.url());
      if (url.origin === BASE && /\.(js|css)$/.test(url.pathname)) assets.push(url.pathname);
    });
    const errors: string[] = [];
    home.on('pageerror', (e) => errors.push(e.message));
    await home.goto(`${BASE}/`, { waitUntil: 'networkidle' });
    const heading = home.getByRole('heading', { level: 1 }).first();
    await heading.waitFor();
    const headingText = (await heading.textContent()) ?? '';
    check(headingText.length > 0 && !/^[a-z]+(\.[a-zA-Z]+)+$/.test(headingText), `home heading is translated ("${headingText}")`);
    const gz = assets.reduce((sum, p) => sum + gzipSync(readFileSync(path.join(WORKSPACE_ROOT, 'dist', 'web', p)), { level: 9 }).length, 0);
    console.log(`home page downloaded ${assets.length} JS/CSS files, ${(gz / 1024).toFixed(1)} KB gzipped`);
    check(errors.length === 0, `no page errors on home (${errors.join('; ')})`);
    await home.close();

    // 2. Login in Arabic (default) and English.
    for (const lng of ['ar', 'en'] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lng === 'ar' ? 'ar-OM' : 'en-GB' });
      if (lng !== 'ar') await context.addInitScript((l) => localStorage.setItem('i18nextLng', l), lng);
      const page = await context.newPage();
      await page.goto(`${BASE}/login`, { waitUntil: 'networkidle' });
      await page.locator('form').waitFor();
      const [lang, dir] = await htmlDir(page);
      check(lang === lng && dir === (lng === 'ar' ? 'rtl' : 'ltr'), `/login renders with <html lang="${lang}" dir="${dir}">`);
      // Submitting empty shows the inline messages.
      await page
        .getByRole('button', { name: lng === 'ar' ? 'تسجيل الدخول' : 'Sign in', exact: true })
        .last()
        .click();
      const invalid = await page.locator('[aria-invalid="true"]').count();
      check(invalid >= 2, `empty sign-in marks ${invalid} fields invalid (${lng})`);
      await page.screenshot({ path: path.join(OUT, `login-${lng}.png`), fullPage: true });
      await context.close();
    }

    // 3. A protected remote route sends a visitor to sign-in.
    const guard = await browser.newPage();
    await guard.goto(`${BASE}/settings/change-password`, { waitUntil: 'networkidle' });
    await guard.waitForURL(/\/login$/, { timeout: 10_000 }).catch(() => undefined);
    check(new URL(guard.url()).pathname === '/login', 'signed-out /settings/change-password redirects to /login');
    await guard.close();

    // 4. With a (fake) session, the settings remote loads inside the layout; when it is broken, the error panel shows.
    const session = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await session.addInitScript(() => {
      localStorage.setItem('i18nextLng', 'en');
      localStorage.setItem('token', 'smoke-token');
      localStorage.setItem('expirationDate', String(Date.now() + 3_600_000));
      localStorage.setItem('displayData', JSON.stringify({ id: 'u1', email: 'smoke@example.com', slug: 'smoke', firstName: 'Smoke' }));
    });
    const ok = await session.newPage();
    await ok.goto(`${BASE}/settings/change-password`, { waitUntil: 'networkidle' });
    await ok.getByRole('heading', { name: 'Change password', level: 1 }).waitFor({ timeout: 10_000 });
    check(true, 'the settings remote renders /settings/change-password inside the shell');
    await ok.screenshot({ path: path.join(OUT, 'settings-change-password-en.png'), fullPage: true });
    await ok.close();
    const broken = await session.newPage();
    await broken.route('**/remotes/settings/remoteEntry.js', (route) => route.fulfill({ status: 500, body: 'broken' }));
    await broken.goto(`${BASE}/settings/change-password`, { waitUntil: 'networkidle' });
    await broken.getByText('This section could not be loaded').waitFor({ timeout: 15_000 });
    check(await broken.locator('header').first().isVisible(), 'a failing remote shows the error panel while the header stays');
    await broken.screenshot({ path: path.join(OUT, 'remote-failure-en.png'), fullPage: true });
    await broken.unroute('**/remotes/settings/remoteEntry.js');
    await broken.getByRole('button', { name: 'Try again' }).click();
    await broken.getByRole('heading', { name: 'Change password', level: 1 }).waitFor({ timeout: 15_000 });
    check(true, 'retry after the remote is back loads the page');
    const hanging = await session.newPage();
    await hanging.route('**/remotes/settings/remoteEntry.js', () => new Promise(() => undefined));
    const started = Date.now();
    await hanging.goto(`${BASE}/settings/change-password`, { waitUntil: 'domcontentloaded' });
    await hanging.locator('header').first().waitFor();
    const painted = Date.now() - started;
    await hanging.getByText('This section could not be loaded').waitFor({ timeout: 15_000 });
    check(
      painted < 5000,
      `a hanging remote does not block the shell (header after ${painted} ms, error panel after ${Date.now() - started} ms)`,
    );
    await hanging.close();
    await session.close();
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`screenshots in ${path.relative(WORKSPACE_ROOT, OUT)}/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
