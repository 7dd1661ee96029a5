import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makeAdmin, makeCampaign, makeOwner, makeVerifiedInvestor, signContract, SLIP_PDF, topUpWallet, waitFor, type TestPlatform, type TestUser } from '@cf/testing';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { field, omr, storeSession, tr, type Lang } from '../support/journey';
import { MONEY_SERVICES, startWebPlatform } from '../support/web-platform';
import { byLabel } from '../campaigns/campaign-steps';

/**
 * Investing in Chromium, in Arabic and English (issue 13; C2.17-C2.20, C2.24, C5.11, C5.13): a
 * verified investor with money in the wallet opens a live campaign, invests by amount after the
 * first-investment risk warning, pays from the wallet after a confirmation, sees the receipt with the
 * cancellation window and the investment in /investments; an investor whose limit is used up is
 * stopped on the invest page with the limit meter full.
 */
const OMR = 1000;
let platform: TestPlatform;
let browser: Browser;
let admin: TestUser;
let owner: TestUser;
let campaign: { id: string; slug: string };
let big: { id: string; slug: string };
const contexts: BrowserContext[] = [];

const PHONE = { width: 390, height: 844 };

/** A page signed in as `user` (the session the shell keeps after signing in). */
async function pageAs(user: TestUser, lang: Lang, viewport?: { width: number; height: number }): Promise<Page> {
  const { context, page } = await newPage(browser, platform.gatewayUrl, { locale: lang, ...(viewport ? { viewport } : {}) });
  contexts.push(context);
  await storeSession(context, user.token, { id: user.id, email: user.email, firstName: user.firstName, lastName: 'Al Test', userType: 'investor', isAdmin: false }, lang);
  return page;
}

const api = (method: string, path: string, token: string, body?: unknown) => platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=en`, { token, body });

beforeAll(async () => {
  // Accounts are made through the API (no sign-in form here): the captcha is off.
  [platform, browser] = await Promise.all([startWebPlatform(MONEY_SERVICES, { CAPTCHA_PROVIDER: 'none' }), launchBrowser()]);
  admin = await makeAdmin(platform);
  owner = await makeOwner(platform);
  campaign = await makeCampaign(platform, owner, { status: 'live', admin, name: 'Nizwa Dates Cooperative', fundraising: { goal: 5_000 * OMR, minimumRaise: 100 * OMR, maximumRaise: 2_000 * OMR } });
  big = await makeCampaign(platform, owner, { status: 'live', admin, name: 'Sohar Solar Farm', fundraising: { goal: 100_000 * OMR, minimumRaise: 100 * OMR, maximumRaise: 2_000 * OMR } });
}, 180_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await platform?.close();
});

describe.each<Exclude<Lang, 'fr'>>(['ar', 'en'])('investing in %s', (lang) => {
  const t = (key: string, params?: Record<string, string>) => tr(lang, `campaign:${key}`, params);
  let investor: TestUser;

  it('[C2.17][C2.18][C2.19][C2.24][C5.11][C5.13] a verified investor invests by wallet after the risk warning, sees the receipt with the cancellation window and the investment in /investments', async () => {
    investor = await makeVerifiedInvestor(platform, admin);
    await topUpWallet(platform, investor, 1_000 * OMR);
    await waitFor(async () => (await api('GET', `investment/offer/${campaign.id}`, investor.token)).status === 200);
    const page = await pageAs(investor, lang);

    await page.goto(`/campaign-detail-page/${campaign.slug}`);
    await page.getByRole('link', { name: t('detail.invest'), exact: true }).first().click();
    await page.waitForURL(new RegExp(`/invest/${campaign.id}$`));
    await page.getByRole('heading', { level: 1, name: t('invest.title', { name: 'Nizwa Dates Cooperative' }) }).waitFor();
    // First investment: the risk warning before anything else; the limit meter beside the form.
    await page.getByText(t('invest.firstRisk')).waitFor();
    await page.getByRole('heading', { name: t('invest.limits.title') }).waitFor();
    await page.getByText(t('invest.limits.rolling12Months')).first().waitFor();

    // The rules speak before the server does.
    await byLabel(page, t('invest.amount')).fill('50');
    await page.getByRole('button', { name: t('invest.continue') }).click();
    await page.getByText(t('invest.rules.belowMinimum', { amount: omr(100 * OMR, lang) })).waitFor();
    await page.getByText(t('invest.rules.acceptTerms')).waitFor();
    await page.getByText(t('invest.rules.acceptRisk')).waitFor();
    await byLabel(page, t('invest.amount')).fill('250');
    await page.getByRole('checkbox', { name: new RegExp(t('invest.termsLink')) }).check();
    await page.getByRole('checkbox', { name: t('invest.acceptRisk') }).check();
    await screenshot(page, `invest-form-${lang}`);
    await page.getByRole('button', { name: t('invest.continue') }).click();

    await page.waitForURL(/\/payment\/[0-9a-f-]{36}\?method=wallet$/);
    await page.getByRole('heading', { level: 1, name: t('payment.title') }).waitFor();
    // The contract can be read before paying (C7.8): a PDF in the reader's language.
    const [contract] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('contract.download') }).click()]);
    expect(contract.suggestedFilename()).toMatch(/^contract-INV-[0-9A-F]{12}\.pdf$/);
    const pay = page.getByRole('button', { name: t('payment.payBy.wallet', { amount: omr(250 * OMR, lang) }) });
    // No money moves before the contract is signed and confirmed by the texted code (ADR 0019).
    expect(await pay.isDisabled()).toBe(true);
    await page.getByText(t('contract.signBeforePay')).waitFor();
    await page.getByRole('button', { name: t('contract.readAndSign') }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel(tr(lang, 'signature.typedLabel')).fill('Huda');
    await modal.getByRole('button', { name: t('contract.signAndSend') }).click();
    const sms = await platform.sms.waitFor((m) => m.to === investor.phone && m.template === 'contract-otp', 15_000);
    await modal.getByLabel(tr(lang, 'oneTimeCode.code')).fill(/\b(\d{6})\b/.exec(sms.text)![1]);
    await modal.getByRole('button', { name: t('contract.confirm') }).click();
    await modal.getByText(t('contract.states.under-review'), { exact: true }).waitFor();
    await modal.getByRole('button', { name: tr(lang, 'common.close') }).click();
    await page.getByText(t('contract.signBeforePay')).waitFor({ state: 'detached' });
    await pay.click();
    const dialog = page.getByRole('dialog', { name: t('payment.confirmTitle') });
    await dialog.waitFor();
    await screenshot(page, `invest-payment-${lang}`);
    await dialog.getByRole('button', { name: t('payment.confirm') }).click();

    await page.waitForURL(/\/receipt\/[0-9a-f-]{36}$/);
    await page.getByText(t('receipt.thanks')).waitFor();
    await page.getByText(t('invest.states.committed')).waitFor();
    await page.getByRole('button', { name: t('receipt.cancel') }).waitFor();
    await screenshot(page, `invest-receipt-${lang}`);

    await page.getByRole('link', { name: t('receipt.toPortfolio') }).first().click();
    await page.waitForURL(/\/investments$/);
    await page.getByRole('heading', { level: 1, name: t('portfolio.title') }).waitFor();
    const row = page.getByRole('row', { name: new RegExp('Nizwa Dates Cooperative') });
    await row.waitFor();
    expect(await row.innerText()).toContain(omr(250 * OMR, lang));
    await page.getByText(t('portfolio.totalInvested')).waitFor();
    await screenshot(page, `invest-portfolio-${lang}`);
  });

  it('[C1.2][C6.1] the owner\'s update reaches the investor\'s bell; the notification opens the campaign\'s updates tab', async () => {
    const title = lang === 'ar' ? 'اكتمل الحصاد' : 'The harvest is in';
    const posted = await api('POST', `equity/updates/${campaign.id}`, owner.token, { title, description: '<p>The first dates were picked in Nizwa this week.</p>' });
    expect(posted.status).toBe(201);
    const line = tr(lang, 'notifications.types.campaignUpdatePublished', { company: 'Nizwa Dates Cooperative' });
    await waitFor(async () => JSON.stringify((await api('GET', 'user-notifications', investor.token)).body).includes('campaignUpdatePublished'), { what: 'the update in the bell' });
    const page = await pageAs(investor, lang);
    await page.goto('/dashboard');
    await page.locator('header').getByRole('button', { name: tr(lang, 'nav.notifications') }).click();
    const panel = page.locator('#notification-panel');
    const item = panel.getByText(line);
    await item.waitFor();
    await screenshot(page, `campaign-update-bell-${lang}`);
    await item.click();
    await page.waitForURL(new RegExp(`/campaign-detail-page/${campaign.slug}\\?tab=updates$`));
    await page.getByRole('tab', { name: t('detail.tabs.updates'), selected: true }).waitFor();
    await page.getByText(title).waitFor();
  });

  it('[A7.6][A2.4] the investor shows the campaigns they backed: the switch on /edit-profile, then /profile opens their public profile with the campaign and no amount', async () => {
    const ts = (key: string, params?: Record<string, string>) => tr(lang, `settings:${key}`, params);
    const page = await pageAs(investor, lang);
    await page.goto('/edit-profile');
    const toggle = page.getByRole('switch', { name: ts('profile.fields.investmentsPublic') });
    await toggle.click();
    await page.getByText(ts('profile.investmentsShown')).waitFor();
    await page.goto('/profile');
    await page.waitForURL(/\/profile\/[^/]+$/);
    const card = page.getByRole('region', { name: ts('publicProfile.investments') }).or(page.locator('section').filter({ has: page.getByRole('heading', { name: ts('publicProfile.investments') }) }));
    await card.getByRole('link', { name: 'Nizwa Dates Cooperative' }).waitFor();
    expect(await card.innerText()).not.toContain(omr(250 * OMR, lang));
    await screenshot(page, `public-profile-investments-${lang}`);
  });

  it('[A2.4] /inbox (from the sidebar) lists the owner\'s update e-mail, which opens to be read again', async () => {
    const ts = (key: string) => tr(lang, `settings:${key}`);
    const title = lang === 'ar' ? 'اكتمل الحصاد' : 'The harvest is in';
    const page = await pageAs(investor, lang);
    await page.goto('/notifications');
    await page.getByRole('complementary').getByRole('link', { name: tr(lang, 'nav.inbox'), exact: true }).click();
    await page.waitForURL(/\/inbox$/);
    await page.getByRole('heading', { level: 1, name: ts('inbox.title') }).waitFor();
    const item = page.getByRole('button', { name: new RegExp(title) });
    await item.waitFor();
    await item.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The first dates were picked in Nizwa this week.').waitFor();
    await screenshot(page, `inbox-message-${lang}`);
  });

  it('[C1.5][C7.6] pays by card: the card provider\'s page, back to the payment page, then the receipt', async () => {
    const investor = await makeVerifiedInvestor(platform, admin);
    await waitFor(async () => (await api('GET', `investment/offer/${campaign.id}`, investor.token)).status === 200);
    const page = await pageAs(investor, lang);
    await page.goto(`/invest/${campaign.id}`);
    await byLabel(page, t('invest.amount')).fill('150');
    await page.getByRole('radio', { name: new RegExp(`^${t('invest.paymentTypes.card')}`) }).check();
    await page.getByRole('checkbox', { name: new RegExp(t('invest.termsLink')) }).check();
    await page.getByRole('checkbox', { name: t('invest.acceptRisk') }).check();
    await page.getByRole('button', { name: t('invest.continue') }).click();

    await page.waitForURL(/\/payment\/[0-9a-f-]{36}\?method=card$/);
    // Signed and confirmed through the API (the wallet journey signs on the page).
    await signContract(platform, investor, /\/payment\/([0-9a-f-]{36})/.exec(page.url())![1]);
    await page.reload();
    // An empty wallet does not stand in the way of a card.
    await page.getByRole('button', { name: t('payment.payBy.card', { amount: omr(150 * OMR, lang) }) }).click();
    await page.getByRole('dialog', { name: t('payment.confirmTitle') }).getByRole('button', { name: t('payment.confirm') }).click();
    // The card fees and the total before leaving for the provider (C1.5).
    await page.getByText(t('payment.charges.cardFees')).waitFor();
    await screenshot(page, `invest-card-fees-${lang}`);
    await page.getByRole('link', { name: new RegExp(`^${t('payment.card.goToPage', { amount: 'XX' }).split('XX')[0]}`) }).click();

    const tw = (key: string) => tr(lang, `wallet:${key}`);
    await page.waitForURL(/\/wallet-payment\//);
    await field(page, tw('checkout.holderName')).fill(lang === 'ar' ? 'سلمى الهنائي' : 'Nadia Alhinai');
    await field(page, tw('checkout.cardNumber')).fill('4242 4242 4242 4242');
    await field(page, tw('checkout.expiry')).fill('12/34');
    await field(page, tw('checkout.cvc')).fill('123');
    await page.getByRole('button', { name: new RegExp(`^${tw('checkout.pay')}`) }).click();

    // Back on the payment page, which follows the payment to the receipt.
    await page.waitForURL(/\/receipt\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await page.getByText(t('receipt.thanks')).waitFor();
    await page.getByText(t('invest.paymentTypes.card')).first().waitFor();
    // The receipt has the fee line and what was charged in all.
    await page.getByText(t('payment.charges.cardFees')).waitFor();
    await page.getByText(t('payment.charges.total')).waitFor();
    await screenshot(page, `invest-card-receipt-${lang}`);
  });

  it('[C1.5][A1.3] pays by bank transfer: the platform\'s account, the reference and the slip', async () => {
    const investor = await makeVerifiedInvestor(platform, admin);
    await waitFor(async () => (await api('GET', `investment/offer/${campaign.id}`, investor.token)).status === 200);
    const reserved = await api('POST', `investment/${campaign.id}`, investor.token, { amount: 120 * OMR, acceptTerms: true, acceptRisk: true });
    await signContract(platform, investor, reserved.body.data.data.id);
    const page = await pageAs(investor, lang);
    await page.goto(`/payment/${reserved.body.data.data.id}?method=bank_transfer`);
    await page.getByRole('button', { name: t('payment.payBy.bank_transfer', { amount: omr(120 * OMR, lang) }) }).click();
    await page.getByRole('dialog', { name: t('payment.confirmTitle') }).getByRole('button', { name: t('payment.confirm') }).click();
    await page.getByRole('heading', { name: t('payment.bank.accountTitle') }).waitFor();
    await page.getByText(/^WT-/).waitFor();
    await page.getByLabel(new RegExp(`^${tr(lang, 'bankTransfer.slip')}`)).setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: SLIP_PDF });
    await page.getByRole('button', { name: tr(lang, 'bankTransfer.send') }).click();
    await page.getByText(t('payment.bank.slipReceivedTitle')).waitFor();
    await screenshot(page, `invest-bank-transfer-${lang}`);
  });

  it('[C2.17][C2.24] on a phone the invest page and /investments fit the screen: the form first, then the offer and the limits', async () => {
    const investor = await makeVerifiedInvestor(platform, admin);
    await waitFor(async () => (await api('GET', `investment/offer/${campaign.id}`, investor.token)).status === 200);
    const phone = await pageAs(investor, lang, PHONE);
    await phone.goto(`/invest/${campaign.id}`);
    await phone.getByRole('button', { name: t('invest.continue') }).waitFor();
    const overflow = () => phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    // Mobile first: the amount comes before the offer's facts and the limits.
    const formTop = (await phone.getByRole('button', { name: t('invest.continue') }).boundingBox())!.y;
    const offerTop = (await phone.getByRole('heading', { name: t('invest.offerTitle') }).boundingBox())!.y;
    expect(formTop).toBeLessThan(offerTop);
    await screenshot(phone, `invest-form-phone-${lang}`);
    await phone.goto('/investments');
    await phone.getByRole('heading', { level: 1, name: t('portfolio.title') }).waitFor();
    expect(await overflow()).toBe(0);
    await screenshot(phone, `invest-portfolio-phone-${lang}`);
  });

  it('[C5.11][C8.3] an investor whose 12-month limit is used up is stopped on the invest page, the limit meter full', async () => {
    const investor = await makeVerifiedInvestor(platform, admin);
    await waitFor(async () => (await api('GET', `investment/offer/${big.id}`, investor.token)).status === 200);
    // Retail: OMR 20,000 in any 12 months, reserved in ten investments of OMR 2,000.
    for (let i = 0; i < 10; i++) expect((await api('POST', `investment/${big.id}`, investor.token, { amount: 2_000 * OMR, acceptTerms: true, acceptRisk: true })).status).toBe(201);
    const page = await pageAs(investor, lang);
    await page.goto(`/invest/${big.id}`);
    await page.getByText(t('invest.noRoom.title')).waitFor();
    const meter = page.getByRole('meter', { name: t('invest.limits.rolling12Months') });
    expect(await meter.getAttribute('value')).toBe(String(20_000 * OMR));
    expect(await meter.getAttribute('max')).toBe(String(20_000 * OMR));
    expect(await page.getByRole('button', { name: t('invest.continue') }).isDisabled()).toBe(true);
    await screenshot(page, `invest-limit-reached-${lang}`);
  });
});
