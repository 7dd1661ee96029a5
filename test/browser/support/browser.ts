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
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return { context, page };
}

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
