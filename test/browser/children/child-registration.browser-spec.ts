import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makeAdmin, makeGuardian, makeOwner, makePng, type TestPlatform, type TestUser } from '@cf/testing';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { storeSession, tr, type Lang } from '../support/journey';
import { MONEY_SERVICES, startWebPlatform } from '../support/web-platform';
import { byLabel } from '../campaigns/campaign-steps';

/**
 * A guardian registers a child in Chromium, in Arabic and English (issue 37; A2.21, A3.14, A4.3-A4.5):
 * a verified investor with two investments finds "Register a child", fills the form (the guardian's
 * part comes from their own verification), attaches the three documents, signs the registration
 * agreement and confirms it with the code texted to the mobile; the registration is under review.
 * The administrator accepts it; the children list shows it accepted.
 */
let platform: TestPlatform;
let browser: Browser;
let admin: TestUser;
let owner: TestUser;
const contexts: BrowserContext[] = [];

async function pageAs(user: TestUser, lang: Lang): Promise<Page> {
  const { context, page } = await newPage(browser, platform.gatewayUrl, { locale: lang });
  contexts.push(context);
  await storeSession(context, user.token, { id: user.id, email: user.email, firstName: user.firstName, lastName: 'Al Siyabi', userType: 'investor', isAdmin: false }, lang);
  return page;
}

beforeAll(async () => {
  // The accounts are made through the API, as the API tests make them (no captcha to read).
  [platform, browser] = await Promise.all([startWebPlatform(MONEY_SERVICES, { CAPTCHA_PROVIDER: 'none' }), launchBrowser()]);
  [admin, owner] = await Promise.all([makeAdmin(platform), makeOwner(platform)]);
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await platform?.close();
});

describe.each<Exclude<Lang, 'fr'>>(['ar', 'en'])('child registration in %s', (lang) => {
  const t = (key: string, params?: Record<string, string>) => tr(lang, `settings:children.${key}`, params);

  it('[A2.21][A3.14][A4.3][A4.4][A4.5][A6.3] a guardian with two investments registers a child with the documents, signs with the texted code, and the administrator accepts it', async () => {
    const guardian = await makeGuardian(platform, admin, owner);
    const page = await pageAs(guardian, lang);
    await page.goto('/children-list');
    await page.getByText(t('empty')).waitFor();
    // A6.3: the sidebar offers the children to this guardian.
    await page.getByRole('navigation', { name: tr(lang, 'nav.settings') }).getByRole('link', { name: tr(lang, 'nav.children') }).waitFor();
    await page.getByRole('link', { name: t('registerChild') }).click();
    await page.waitForURL(/\/children-registration$/);

    // The guardian's part is filled from their own verification.
    await page.getByRole('heading', { name: t('newTitle') }).waitFor();
    expect(await byLabel(page, t('fields.guardianFullName')).inputValue()).toBe('Huda Al Siyabi');
    await byLabel(page, t('fields.guardianType')).selectOption('mother');
    await byLabel(page, t('fields.guardianPhone')).fill(guardian.phone);
    await byLabel(page, t('fields.relationshipDocumentType')).selectOption('marriage-certificate');
    const child = page.getByRole('group', { name: t('childPart') });
    await byLabel(child, tr(lang, 'settings:verification.documents.firstName')).fill('Sara');
    await byLabel(child, tr(lang, 'settings:verification.documents.lastName')).fill('Al Harthy');
    await byLabel(child, tr(lang, 'settings:verification.documents.firstNameAr')).fill('سارة');
    await byLabel(child, tr(lang, 'settings:verification.documents.lastNameAr')).fill('الحارثي');
    await byLabel(child, t('fields.dateOfBirth')).fill('2017-03-14');
    await byLabel(child, tr(lang, 'settings:verification.documents.gender')).selectOption('female');
    await byLabel(child, t('fields.nationalId')).fill('12345678');
    await byLabel(child, t('fields.birthCertificateNumber')).fill('BC-2017-0042');
    await byLabel(child, t('fields.motherIdType')).selectOption('passport');
    await byLabel(child, t('fields.motherIdNumber')).fill('P7654321');
    await screenshot(page, `child-registration-form-${lang}`);
    await page.getByRole('button', { name: t('saveAndContinue') }).click();
    await page.waitForURL(/\/children-registration\/[0-9a-f-]{36}$/);

    // The documents (a passport: its front only), then the agreement.
    await page.getByRole('heading', { name: t('picturesTitle') }).waitFor();
    for (const slot of ['guardian-document-front', 'relationship-document', 'birth-certificate']) {
      await page.getByLabel(t(`slots.${slot}`), { exact: true }).setInputFiles({ name: `${slot}.png`, mimeType: 'image/png', buffer: makePng(480, 300) });
      await page.getByRole('img', { name: t(`slots.${slot}`) }).waitFor();
    }
    await page.getByRole('heading', { name: t('signTitle') }).waitFor();
    await byLabel(page, tr(lang, 'signature.typedLabel')).fill('Huda Al Siyabi');
    await byLabel(page, tr(lang, 'settings:verification.consent.phone')).fill(guardian.phone);
    await page.getByRole('button', { name: tr(lang, 'settings:verification.consent.signAndSend') }).click();
    await page.getByText(tr(lang, 'oneTimeCode.timeLeft')).waitFor();
    const sms = await platform.sms.waitFor((m) => m.to === guardian.phone && m.template === 'child-registration-otp', 15_000);
    await byLabel(page, tr(lang, 'oneTimeCode.code')).fill(/\b(\d{6})\b/.exec(sms.text)![1]);
    await page.getByRole('button', { name: tr(lang, 'settings:verification.consent.confirm') }).click();
    await page.getByText(tr(lang, 'settings:verification.status.UNDER-REVIEW'), { exact: true }).waitFor();
    await page.getByText(t('underReviewHelp')).waitFor();
    await screenshot(page, `child-registration-under-review-${lang}`);

    // The administrator accepts it; the list says so.
    const id = /\/children-registration\/([0-9a-f-]{36})$/.exec(page.url())![1];
    const decided = await platform.api.request('POST', `/api/v1/child-account-verification/admin/${id}/decision?lng=en`, { token: admin.token, body: { decision: 'accept' } });
    expect(decided.status).toBe(200);
    await page.goto('/children-list');
    const row = page.getByRole('listitem').filter({ hasText: lang === 'ar' ? 'سارة الحارثي' : 'Sara Al Harthy' });
    await row.getByText(tr(lang, 'settings:verification.status.ACCEPTED'), { exact: true }).waitFor();
    await screenshot(page, `children-list-${lang}`);
  });
});
