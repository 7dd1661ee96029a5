import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser (see DESIGN.md §6). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR = join(process.cwd(), 'test-artifacts', 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
      // A camera without a camera: the live-photo step (A5.10) gets Chromium's test pattern, without a permission prompt.
      '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
}

/**
 * Contexts opened inside a test are closed when it ends. An open page goes on working while later tests
 * run (the bell's 15 s poll, a payment's one-second countdown, a signature pad's clock): a journey file
 * ended with dozens of them open, each costing its renderer and the platform CPU on a two-core machine.
 * Contexts opened in a `beforeAll` (shared by a block's tests) stay open until the file closes them.
 */
const openedInTest = new Set<BrowserContext>();
let inTest = false;
// Outside jest (`npm run screens:web` imports this file too) there are no tests to end.
if (typeof afterEach === 'function') {
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    for (const context of openedInTest) await context.close().catch(() => undefined);
    openedInTest.clear();
  });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: { locale?: string; viewport?: { width: number; height: number }; bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP only for tests that inject a checker (axe-core) the site's CSP rightly refuses.
  const context = await browser.newContext({
    baseURL,
    locale: options.locale ?? 'ar',
    viewport: options.viewport ?? { width: 1280, height: 860 },
    bypassCSP: options.bypassCSP ?? false,
  });
  watch(context);
  if (inTest) openedInTest.add(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return { context, page };
}

/** What a failing test's open pages showed, kept per context: the slow, refused and failed calls. */
interface Watched {
  calls: string[];
}
const watched = new Map<BrowserContext, Watched>();

/**
 * Records each context's calls that failed, were refused (4xx, 5xx) or took longer than a second, so that a test
 * failing on a busy CI machine says what the page was waiting for (the environment asks
 * `describeOpenPages` when a test fails: libs/testing/jest-environment.js).
 */
function watch(context: BrowserContext): void {
  const state: Watched = { calls: [] };
  watched.set(context, state);
  context.on('close', () => watched.delete(context));
  const note = (line: string) => {
    state.calls.push(line);
    if (state.calls.length > 8) state.calls.shift();
  };
  context.on('requestfinished', (request) => {
    const timing = request.timing();
    const ms = Math.round(timing.responseEnd);
    if (ms > 1000) note(`${request.method()} ${new URL(request.url()).pathname} took ${ms} ms`);
  });
  context.on('response', (response) => {
    if (response.status() >= 400) note(`${response.request().method()} ${new URL(response.url()).pathname} answered ${response.status()}`);
  });
  context.on('requestfailed', (request) => note(`${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText ?? ''}`));
}

/** For a failing test: each open page's address, headings, dialogs and alerts, its slow calls, and a screenshot. */
async function describeOpenPages(testName: string): Promise<string> {
  const lines: string[] = [];
  let n = 0;
  for (const [context, state] of watched) {
    for (const page of context.pages()) {
      if (page.isClosed()) continue;
      n += 1;
      const shown = await page
        .evaluate(() => {
          const texts = (selector: string) => [...document.querySelectorAll(selector)].map((el) => (el as HTMLElement).innerText.trim().replace(/\s+/g, ' ').slice(0, 160)).filter(Boolean);
          return { headings: texts('h1, h2').slice(0, 4), dialogs: texts('[role=dialog]'), alerts: texts('[role=alert], [role=status]').slice(0, 4), loading: document.querySelectorAll('[aria-busy=true]').length };
        })
        .catch((error: Error) => ({ error: error.message }));
      const file = await screenshot(page, `failed-${testName.replace(/[^\w-]+/g, '-').slice(0, 80)}-${n}`, { fullPage: false }).catch(() => 'none');
      lines.push(`page ${n}: ${page.url()} shows ${JSON.stringify(shown)}; slow or failed calls: ${JSON.stringify(state.calls)}; screenshot ${file}`);
    }
  }
  return lines.join('\n');
}
(globalThis as { __cfDescribeOpenPages?: (name: string) => Promise<string> }).__cfDescribeOpenPages = describeOpenPages;

/**
 * Screenshots of the main screens are kept as test artifacts (CI keeps test-artifacts/). `fullPage:
 * false` for pages many screens tall (the expanded events catalogue): rendering all of it took longer
 * than the action timeout on a busy two-core machine.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  return file;
}
