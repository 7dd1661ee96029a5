/**
 * `npm run screens:web` (after `npm run build:web`): screenshots of the screens a newcomer judges the
 * platform by (home, browse, a campaign, the wallet, the investor dashboard), in Arabic and English,
 * on a laptop and a phone, taken from the demo platform and written to docs/screens/ with an index
 * (docs/screens/README.md). Run it after a visible change and commit what changed.
 *
 * Full-page JPEGs keep the folder small; the browser, the platform and the sessions are the browser
 * tests' own (test/browser/support), so the pictures show exactly what those tests see.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { TestPlatform } from '@cf/testing';
import { launchBrowser } from '../support/browser';
import type { Lang } from '../support/journey';
import { captureCaptchaAnswers, startWebPlatform } from '../support/web-platform';
import { pageFor, planTour, visitSettled, type Role, type Tour } from '../support/site-tour';

const OUT = path.resolve(__dirname, '..', '..', '..', 'docs', 'screens');
const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 390, height: 844 },
} as const;
const LANGUAGES: Array<Exclude<Lang, 'fr'>> = ['ar', 'en'];

interface Screen {
  name: string;
  title: string;
  role: Role;
  path(tour: Tour): string;
}

const SCREENS: Screen[] = [
  { name: 'home', title: 'Home', role: 'visitor', path: () => '/' },
  { name: 'browse', title: 'Browse campaigns', role: 'visitor', path: () => '/browse-companies' },
  {
    name: 'campaign',
    title: 'A live campaign',
    role: 'visitor',
    path: (tour) => tour.stops.visitor.find((p) => p.startsWith('/campaign-detail-page/') && !p.endsWith('/no-such-campaign'))!,
  },
  { name: 'wallet', title: 'Wallet (demo investor)', role: 'investor', path: () => '/settings/wallet' },
  { name: 'investor-dashboard', title: 'Investor dashboard (demo investor)', role: 'investor', path: () => '/dashboard' },
  { name: 'owner-dashboard', title: 'Owner dashboard (demo owner)', role: 'owner', path: () => '/dashboard' },
  { name: 'admin-queues', title: 'Administration: what waits (demo admin)', role: 'admin', path: () => '/admin' },
];

async function capture(browser: Browser, platform: TestPlatform, tour: Tour): Promise<string[]> {
  const rows: string[] = [];
  for (const screen of SCREENS) {
    for (const lang of LANGUAGES) {
      for (const [form, viewport] of Object.entries(VIEWPORTS)) {
        const { context, page } = await pageFor(browser, platform, tour, screen.role, lang, { viewport });
        await visitSettled(page, screen.path(tour));
        // Lazy images below the fold load before a full-page picture.
        await page.evaluate(async () => {
          for (const img of Array.from(document.images)) img.loading = 'eager';
          await Promise.all(Array.from(document.images).map((img) => (img.complete ? null : new Promise((done) => img.addEventListener('load', done, { once: true })))));
          await document.fonts.ready;
        });
        const file = `${screen.name}-${lang}-${form}.jpg`;
        await page.screenshot({ path: path.join(OUT, file), fullPage: true, type: 'jpeg', quality: 72 });
        rows.push(`| ${screen.title} | ${lang} | ${form} | [${file}](${file}) |`);
        await context.close();
        console.log(`docs/screens/${file}`);
      }
    }
  }
  return rows;
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const [platform, browser] = await Promise.all([startWebPlatform('all', {}, { seedDemo: true }), launchBrowser()]);
  try {
    const tour = await planTour(platform, captureCaptchaAnswers(platform));
    const rows = await capture(browser, platform, tour);
    const index = [
      '# Screens',
      '',
      'The demo platform as a visitor and the demo investor see it, in Arabic and English, on a laptop',
      `(${VIEWPORTS.desktop.width}×${VIEWPORTS.desktop.height}) and a phone (${VIEWPORTS.mobile.width}×${VIEWPORTS.mobile.height}).`,
      'Refreshed by `npm run build:web && npm run screens:web` (test/browser/screens/capture.ts); commit the result.',
      '',
      '| Screen | Language | Form | Picture |',
      '| --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n');
    writeFileSync(path.join(OUT, 'README.md'), index);
  } finally {
    await browser.close();
    await platform.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
