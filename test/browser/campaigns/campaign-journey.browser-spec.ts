import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { TestPlatform } from '../../support/test-platform';
import { launchBrowser, newPage } from '../support/browser';
import { activationPath, apiLogin, DEMO_ADMIN, seedDemoAccounts, storeSession, tr, uniqueEmail, type Lang } from '../support/journey';
import { captureCaptchaAnswers, startWebPlatform } from '../support/web-platform';

/**
 * The campaign journey (C1.2, C1.3, C2.2–C2.12, C4.2, C4.4, C4.17) in Arabic and English: an owner
 * creates an equity and a debt campaign through the six steps (the checklist shows what is missing
 * until every step is complete) and submits; an admin approves; the campaign is live in browse and
 * on its page; an investor saves and follows it and comments; the admin approves the comment.
 */
let platform: TestPlatform;
let captcha: ReturnType<typeof captureCaptchaAnswers>;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** A solid PNG of the given size (the campaign image must be 700×500, C5.3). */
function png(width: number, height: number): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x60)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const file = join(tmpdir(), `cf-${width}x${height}.png`);
  writeFileSync(file, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]));
  return file;
}

async function account(label: string, userType: string): Promise<{ token: string; user: Record<string, unknown> }> {
  const email = uniqueEmail(label);
  const password = 'Journey#2026pass';
  const signup = await platform.api.request('POST', '/api/v1/users/signup?lng=en', {
    body: { firstName: 'Salma', lastName: 'Albusaidi', email, password, passwordConfirm: password, acceptTerms: true, userType },
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const [, userId, token] = /\/activate-account\/([^/]+)\/([^/]+)\//.exec(await activationPath(platform, email)) ?? [];
  await platform.api.request('PATCH', `/api/v1/users/activeAccount/${userId}?lng=en`, { body: { token } });
  return apiLogin(platform, captcha, email, password);
}

async function signedInPage(session: { token: string; user: Record<string, unknown> }, lang: Lang): Promise<Page> {
  const { context, page } = await newPage(browser, platform.gatewayUrl, { locale: lang });
  contexts.push(context);
  await storeSession(context, session.token, session.user, lang);
  return page;
}

beforeAll(async () => {
  [platform, browser] = await Promise.all([startWebPlatform(), launchBrowser()]);
  captcha = captureCaptchaAnswers(platform);
  await seedDemoAccounts(platform);
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await platform?.close();
});

const cases: Array<[Lang, 'equity' | 'debt']> = [
  ['ar', 'equity'],
  ['en', 'debt'],
  ['en', 'equity'],
  ['ar', 'debt'],
];

describe.each(cases)('campaign journey in %s (%s)', (lang, kind) => {
  const t = (key: string, params?: Record<string, string>) => tr(lang, `campaign:${key}`, params);
  const label = (key: string) => page.getByLabel(t(`fields.${key}`), { exact: false });
  const name = `${kind === 'debt' ? 'Sohar Solar' : 'Muscat Dates'} ${lang} ${Date.now().toString(36)}`;
  let page: Page;
  let campaignPath = '';
  let slug = '';

  it('[C2.5][C2.6–C2.11][C4.4][C2.29] the owner fills the six steps while the checklist shows what is missing, then submits', async () => {
    page = await signedInPage(await account(`owner-${lang}-${kind}`, 'owner'), lang);
    await page.goto('/create-campaign/choose-type');
    await page.getByRole('radio', { name: new RegExp(t(`types.${kind}`).replace(/[()]/g, '.')) }).check();
    await page.getByRole('button', { name: t('chooseType.start') }).click();
    await page.waitForURL(/\/create-campaign\/company-info\//);
    campaignPath = new URL(page.url()).pathname;

    await page.getByRole('button', { name: t('checklist.open') }).click();
    await containsText(page.getByRole('list', { name: t('checklist.missingIn', { step: t('steps.company-info') }) }), t('fields.companyName'));
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: t('wizard.submit') }).isDisabled()).toBe(true);

    // Step 1
    await label('companyName').fill(`${name} Company`);
    await label('website').fill('https://example.om');
    await label('address').fill('Ruwi, Muscat');
    await page.getByLabel(t('fields.category')).selectOption({ index: 1 });
    await page.getByLabel(t('fields.industry')).selectOption({ index: 1 });
    await label('phoneNumber').fill('+96891234567');
    await label('contactEmail').fill('info@example.om');
    await page.getByLabel(t('fields.description'), { exact: true }).fill('A growing Omani company');
    await page.getByLabel(t('fields.descriptionAr'), { exact: true }).fill('شركة عمانية نامية');
    await page.locator('input[type=file][name=companyLogo]').setInputFiles(png(360, 283));
    await page.getByRole('button', { name: t('wizard.saveContinue') }).click();
    await page.waitForURL(/fundraising-detail/);

    // Step 2
    await label('goal').fill('50000');
    await label('minimumRaise').fill('10');
    await label('maximumRaise').fill('5000');
    const today = new Date();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    await label('openDate').fill(iso(today));
    await label('closeDate').fill(iso(new Date(today.getTime() + 60 * 86_400_000)));
    await page.getByLabel(t('fields.campaignStage')).selectOption({ index: 1 });
    await page.getByLabel(t('fields.investingRound')).selectOption({ index: 1 });
    await page.getByRole('radio', { name: new RegExp(`^${t('investingTypes.fixed')}`) }).check();
    await page.getByRole('radio', { name: t('accreditation.both') }).check();
    if (kind === 'debt') {
      await label('interestRate').fill('8');
      await page.getByLabel(t('fields.investFrequency')).selectOption('quarterly');
      await label('termLength').fill('24');
    } else {
      await label('availableShares').fill('1000');
      await label('equityAvailable').fill('10');
    }
    await label('preMoneyValuation').fill('450000');
    await page.getByRole('button', { name: t('wizard.saveContinue') }).click();
    await page.waitForURL(/\/story\//);

    // Step 3
    await label('campaignName').fill(name);
    await page.getByRole('radio', { name: t('uploadTypes.image') }).check();
    await page.locator('input[type=file][name=coverImage]').setInputFiles(png(700, 500));
    await page.getByLabel(t('fields.campaignStory'), { exact: true }).fill('Our story in English.');
    await page.getByLabel(t('fields.campaignStoryAr'), { exact: true }).fill('قصتنا بالعربية.');
    await page.getByRole('button', { name: t('wizard.saveContinue') }).click();
    await page.waitForURL(/\/faqs\//);

    // Step 4: answer every required FAQ
    const answers = page.getByLabel(t('fields.answer'), { exact: true });
    const required = await page.getByRole('heading', { name: t('faqs.required') }).count();
    for (let i = 0; i < required; i++) {
      await answers.nth(i).fill(`Answer ${i + 1}`);
      await page.getByRole('button', { name: t('wizard.saveAnswer') }).nth(i).click();
      await page.waitForTimeout(300);
    }
    await page.getByRole('button', { name: t('wizard.continue') }).click();
    await page.waitForURL(/\/extras\//);
    await page.getByRole('button', { name: t('wizard.continue') }).click();
    await page.waitForURL(/\/funding\//);

    // Step 6
    await page.getByLabel(t('fields.bankName')).selectOption({ index: 1 });
    await page.getByLabel(t('fields.accountType')).selectOption('current');
    await label('accountNumber').fill('0123456789');
    await label('confirmAccountNumber').fill('0123456789');
    await label('routingNumber').fill('123456789');
    await page.getByLabel(t('fields.tos')).check();
    await page.getByRole('button', { name: t('wizard.saveStep') }).click();

    await page.getByRole('button', { name: t('checklist.open') }).click();
    await page.getByText(t('checklist.ready')).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t('wizard.submit') }).click();
    await page.getByRole('dialog').getByRole('button', { name: t('wizard.submit') }).click();
    await page.waitForURL(/\/create-campaign\/thank-you\//);
  }, 180_000);

  it('[C1.3][C4.2] an admin approves it and it is live in browse and on its page', async () => {
    const admin = await signedInPage(await apiLogin(platform, captcha, DEMO_ADMIN.email, DEMO_ADMIN.password), lang);
    await admin.goto('/admin?section=campaigns');
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: tr(lang, 'admin:campaigns.approve') }).click();
    await admin.getByRole('dialog').getByRole('button', { name: tr(lang, 'admin:campaigns.approve') }).click();
    await admin.getByText(tr(lang, 'admin:campaigns.approved')).first().waitFor();

    await page.goto('/browse-companies');
    const card = page.getByRole('article', { name: name });
    await card.waitFor();
    await card.getByRole('link', { name }).click();
    await page.waitForURL(/\/campaign-detail-page\//);
    slug = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(campaignPath).not.toBe('');
  }, 120_000);

  it('[C2.4][C6.2][C4.17] an investor saves, follows and comments; the admin approves the comment', async () => {
    const investor = await signedInPage(await account(`investor-${lang}-${kind}`, 'investor'), lang);
    await investor.goto(`/campaign-detail-page/${slug}`);
    await investor.getByRole('button', { name: t('detail.save') }).click();
    await investor.getByRole('button', { name: t('detail.unsave') }).waitFor();
    await investor.getByRole('button', { name: t('detail.follow') }).click();
    await investor.getByRole('button', { name: t('detail.unfollow') }).waitFor();
    await investor.getByRole('tab', { name: t('detail.tabs.discussion') }).click();
    await investor.getByLabel(t('discussion.label')).fill('When does it open?');
    await investor.getByRole('button', { name: t('discussion.post') }).click();
    await investor.getByText(t('discussion.pendingNote')).waitFor();

    await investor.goto('/saved-campaign');
    await investor.getByRole('article', { name }).waitFor();

    const admin = await signedInPage(await apiLogin(platform, captcha, DEMO_ADMIN.email, DEMO_ADMIN.password), lang);
    await admin.goto('/admin?section=campaigns');
    await admin.getByRole('tab', { name: tr(lang, 'admin:campaigns.commentsTab') }).click();
    const item = admin.getByRole('listitem').filter({ hasText: 'When does it open?' });
    await item.getByRole('button', { name: tr(lang, 'admin:campaigns.actions.APPROVE') }).click();
    await admin.getByText(tr(lang, 'admin:campaigns.moderated.APPROVE')).first().waitFor();

    const visitor = await newPage(browser, platform.gatewayUrl, { locale: lang });
    contexts.push(visitor.context);
    await visitor.page.goto(`/campaign-detail-page/${slug}`);
    await visitor.page.getByRole('tab', { name: t('detail.tabs.discussion') }).click();
    await visitor.page.getByText('When does it open?').waitFor();
  }, 120_000);
});

/** Waits for the element, then checks its text contains `text`. */
async function containsText(locator: Locator, text: string): Promise<void> {
  await locator.waitFor();
  expect(await locator.innerText()).toContain(text);
}
