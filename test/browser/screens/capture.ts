/**
 * `npm run screens:web` (after `npm run build:web`): screenshots of the screens a newcomer judges the
 * platform by (home, browse, a campaign, the wallet, the investor dashboard), in Arabic and English,
 * on a laptop and a phone, taken from the demo platform and written to docs/screens/ with an index
 * (docs/screens/README.md). Run it after a visible change and commit what changed.
 *
 * Full-page JPEGs keep the folder small; the browser, the platform and the sessions are the browser
 * tests' own (test/browser/support), so the pictures show exactly what those tests see.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
/** The index's part below this line is not this script's (screens the browser journeys take). */
const KEPT_MARKER = '<!-- screens taken by the browser journeys: kept as they are by screens:web -->';

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
  {
    name: 'admin-pages',
    title: 'Administration: content pages and their images (demo admin)',
    role: 'admin',
    path: () => '/admin?section=pages',
  },
  {
    name: 'admin-platform-settings',
    title: 'Administration: platform settings, ways to pay (demo admin)',
    role: 'admin',
    path: () => '/admin?section=platform-settings',
  },
];

/** SCREENS=name,name takes only those pictures again (the index still lists every screen). */
const ONLY = process.env.SCREENS ? new Set(process.env.SCREENS.split(',')) : null;

async function capture(browser: Browser, platform: TestPlatform, tour: Tour): Promise<void> {
  for (const screen of SCREENS.filter((s) => !ONLY || ONLY.has(s.name))) {
    for (const lang of LANGUAGES) {
      for (const [form, viewport] of Object.entries(VIEWPORTS)) {
        const { context, page } = await pageFor(browser, platform, tour, screen.role, lang, { viewport });
        await visitSettled(page, screen.path(tour));
        // Lazy images below the fold load before a full-page picture.
        await page.evaluate(async () => {
          for (const img of Array.from(document.images)) img.loading = 'eager';
          await Promise.all(
            Array.from(document.images).map((img) =>
              img.complete ? null : new Promise((done) => img.addEventListener('load', done, { once: true })),
            ),
          );
          await document.fonts.ready;
        });
        const file = `${screen.name}-${lang}-${form}.jpg`;
        await page.screenshot({ path: path.join(OUT, file), fullPage: true, type: 'jpeg', quality: 72 });
        await context.close();
        console.log(`docs/screens/${file}`);
      }
    }
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const [platform, browser] = await Promise.all([startWebPlatform('all', {}, { seedDemo: true }), launchBrowser()]);
  try {
    const tour = await planTour(platform, captureCaptchaAnswers(platform));
    await capture(browser, platform, tour);
    const rows = SCREENS.flatMap((screen) =>
      LANGUAGES.flatMap((lang) =>
        Object.keys(VIEWPORTS).map(
          (form) => `| ${screen.title} | ${lang} | ${form} | [${screen.name}-${lang}-${form}.jpg](${screen.name}-${lang}-${form}.jpg) |`,
        ),
      ),
    );
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
    // What the browser journeys took (e.g. the children's screens) follows the marker and is kept.
    const readme = path.join(OUT, 'README.md');
    const previous = existsSync(readme) ? readFileSync(readme, 'utf8') : '';
    const kept = previous.includes(KEPT_MARKER) ? previous.slice(previous.indexOf(KEPT_MARKER)) : `${KEPT_MARKER}\n`;
    writeFileSync(readme, `${index}\n${kept}`);
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
