import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makeAdmin, makeCampaign, makeGuardian, makeOwner, makePng, signContract, waitFor, type TestPlatform, type TestUser } from '@cf/testing';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { omr, storeSession, tr, type Lang } from '../support/journey';
import { MONEY_SERVICES, startWebPlatform } from '../support/web-platform';
import { byLabel } from '../campaigns/campaign-steps';

/**
 * A guardian registers a child in Chromium, in Arabic and English (issue 37; A2.21, A3.14, A4.3-A4.5):
 * a verified investor with two investments finds "Register a child", fills the form (the guardian's
 * part comes from their own verification), attaches the three documents, signs the registration
 * agreement and confirms it with the code texted to the mobile; the registration is under review.
 * The administrator accepts it; the children list shows it accepted. The guardian moves money into
 * the child's wallet, invests for the child from it, and the child's dashboard shows the investment.
 */
let platform: TestPlatform;
let browser: Browser;
let admin: TestUser;
let owner: TestUser;
const contexts: BrowserContext[] = [];

async function pageAs(user: TestUser, lang: Lang, isAdmin = false): Promise<Page> {
  const { context, page } = await newPage(browser, platform.gatewayUrl, { locale: lang });
  contexts.push(context);
  await storeSession(context, user.token, { id: user.id, email: user.email, firstName: user.firstName, lastName: 'Al Siyabi', userType: 'investor', isAdmin }, lang);
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

  it('[A2.21][A3.14][A4.3][A4.4][A4.5][A6.3][A3.15][A2.12] a guardian with two investments registers a child with the documents, signs with the texted code, the administrator accepts it, the guardian funds the child\'s wallet and invests for the child', async () => {
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
    const nationalId = lang === 'ar' ? '12345678' : '22345678';
    await byLabel(child, t('fields.nationalId')).fill(nationalId);
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

    const childName = lang === 'ar' ? 'سارة الحارثي' : 'Sara Al Harthy';
    // The administrator opens it from the child registrations queue (numbers in full, the documents) and accepts it.
    const id = /\/children-registration\/([0-9a-f-]{36})$/.exec(page.url())![1];
    const a = (key: string, params?: Record<string, string>) => tr(lang, `admin:children.${key}`, params);
    const reviewer = await pageAs(admin, lang, true);
    await reviewer.goto('/admin?section=children');
    const queued = reviewer.getByRole('row').filter({ hasText: lang === 'ar' ? 'سارة الحارثي' : 'Sara Al Harthy' });
    await queued.getByRole('button', { name: a('review') }).click();
    const review = reviewer.getByRole('dialog', { name: a('reviewTitleOf', { name: lang === 'ar' ? 'سارة الحارثي' : 'Sara Al Harthy' }) });
    await review.getByText(nationalId, { exact: true }).waitFor();
    await review.getByRole('img', { name: a('slots.birth-certificate') }).waitFor();
    await screenshot(reviewer, `admin-child-registration-${lang}`);
    await review.getByRole('button', { name: a('accept'), exact: true }).click();
    await reviewer.getByText(a('accepted')).waitFor();
    await page.goto('/children-list');
    const row = page.getByRole('listitem').filter({ hasText: lang === 'ar' ? 'سارة الحارثي' : 'Sara Al Harthy' });
    await row.getByText(tr(lang, 'settings:verification.status.ACCEPTED'), { exact: true }).waitFor();
    await screenshot(page, `children-list-${lang}`);

    // The child's wallet: money in from the guardian's wallet (A3.15, ADR 0026).
    await row.getByRole('link', { name: t('view') }).click();
    await page.waitForURL(new RegExp(`/children-registration/${id}$`));
    const into = page.getByRole('form', { name: t('wallet.inTitle') });
    await byLabel(into, t('wallet.amount')).fill('300');
    await into.getByRole('button', { name: t('wallet.addIn') }).click();
    await page.getByText(t('wallet.addedIn')).waitFor();
    await page.getByRole('form', { name: t('wallet.outTitle') }).getByText(t('wallet.childAvailable', { amount: omr(300_000, lang) })).waitFor();
    await page.getByText(t('bank.title', { name: childName })).click();
    expect(await byLabel(page, t('bank.accountHolderName')).inputValue()).toBe('Sara Al Harthy');
    await screenshot(page, `child-wallet-${lang}`);

    // Money in by card or bank transfer, paid by the guardian: the wallet's payment page says where it goes.
    const pay = page.getByRole('form', { name: t('wallet.payTitle') });
    await byLabel(pay, t('wallet.amount')).fill('10');
    await pay.getByRole('button', { name: t('wallet.pay') }).click();
    await page.waitForURL(/\/topup-payment\/[0-9a-f-]{36}$/);
    await page.getByText(tr(lang, 'wallet:topupPayment.forChild')).waitFor();

    // Investing for the child (A2.12): "invest for" the child, paid only from the child's wallet.
    const campaign = await makeCampaign(platform, owner, { status: 'live', admin });
    await waitFor(async () => (await platform.api.request('GET', `/api/v1/investment/offer/${campaign.id}`, { token: guardian.token })).status === 200, { what: 'the offer in investments' });
    await page.goto(`/invest/${campaign.id}`);
    const c = (key: string, params?: Record<string, string>) => tr(lang, `campaign:${key}`, params);
    await page.getByRole('radio', { name: childName }).check();
    await page.getByText(c('invest.child.walletOnly', { name: childName })).waitFor();
    await byLabel(page, c('invest.amount')).fill('250');
    await page.getByRole('checkbox', { name: new RegExp(c('invest.termsLink')) }).check();
    await page.getByRole('checkbox', { name: c('invest.acceptRisk') }).check();
    await page.getByRole('button', { name: c('invest.continue') }).click();
    await page.waitForURL(/\/payment\/[0-9a-f-]{36}\?method=wallet$/);
    // Signed through the API (the invest journey signs on the page); the guardian's code, the child's contract.
    await signContract(platform, guardian, /\/payment\/([0-9a-f-]{36})/.exec(page.url())![1]);
    await page.reload();
    await page.getByRole('radio', { name: new RegExp(c('invest.child.wallet', { name: childName })) }).waitFor();
    await page.getByRole('button', { name: c('payment.payBy.wallet', { amount: omr(250_000, lang) }) }).click();
    await page.getByRole('dialog', { name: c('payment.confirmTitle') }).getByRole('button', { name: c('payment.confirm') }).click();
    await page.waitForURL(/\/receipt\/[0-9a-f-]{36}$/);

    await page.goto(`/child-investments/${id}`);
    await page.getByRole('heading', { level: 1, name: c('childInvestments.title', { name: childName }) }).waitFor();
    const dashboard = page.getByRole('definition').filter({ hasText: omr(250_000, lang) });
    expect(await dashboard.count()).toBeGreaterThanOrEqual(2);
    await page.getByRole('row', { name: /.+/ }).nth(1).waitFor();
    await screenshot(page, `child-investments-${lang}`);
  });
});
