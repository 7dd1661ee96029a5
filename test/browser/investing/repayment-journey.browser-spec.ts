import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makeAdmin, makeFundedCampaign, makeOwner, makeVerifiedInvestor, topUpWallet, waitFor, walletOf, type TestPlatform, type TestUser } from '@cf/testing';
import { launchBrowser, screenshot } from '../support/browser';
import { omr, signedInPage, tr, type Lang } from '../support/journey';
import { startWebPlatform } from '../support/web-platform';

/**
 * A repayment in Chromium, in Arabic and English (issue 15; C2.14-C2.16, C2.25, C3.11): a debt
 * campaign closed successfully (set up through the API); its owner opens the repayment tab, pays the
 * first instalment from the wallet after a confirmation and reads the receipt; an investor finds the
 * distribution in the wallet and on the distribution schedule, and downloads the schedule as CSV.
 */
const OMR = 1000;
let platform: TestPlatform;
let browser: Browser;
let admin: TestUser;
let owner: TestUser;
const contexts: BrowserContext[] = [];

const pageAs = (user: TestUser, lang: Lang, extra: Record<string, unknown> = {}): Promise<Page> => signedInPage(browser, platform.gatewayUrl, contexts, user, lang, extra);

const api = (method: string, path: string, token: string) => platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=en`, { token });

beforeAll(async () => {
  // No cancellation window: paid investments are in escrow at once, so the campaign can close now.
  [platform, browser] = await Promise.all([startWebPlatform('all', { CAPTCHA_PROVIDER: 'none', CANCELLATION_WINDOW_HOURS: '0' }), launchBrowser()]);
  admin = await makeAdmin(platform);
  owner = await makeOwner(platform);
}, 180_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await platform?.close();
});

describe.each<Exclude<Lang, 'fr'>>(['ar', 'en'])('repayment and distribution in %s', (lang) => {
  const t = (key: string, params?: Record<string, string>) => tr(lang, `campaign:${key}`, params);

  it('[C2.14][C2.15][C2.16][C2.25][C3.11] the owner pays an instalment from the wallet; the investors see their share in the wallet and on the distribution schedule, and download it as CSV', async () => {
    const name = lang === 'ar' ? 'مرابحة صحار للطاقة الشمسية' : 'Sohar Solar Murabaha';
    const [first, second] = [await makeVerifiedInvestor(platform, admin), await makeVerifiedInvestor(platform, admin)];
    await Promise.all([topUpWallet(platform, first, 3_000 * OMR), topUpWallet(platform, second, 2_000 * OMR)]);
    const campaign = await makeFundedCampaign(platform, owner, admin, [[first, 3_000 * OMR], [second, 2_000 * OMR]], {
      termsSlug: 'debt',
      name,
      terms: { interestRate: 12, termLength: 12, gracePeriod: 0, paymentFrequency: 'quarterly' },
    });
    await waitFor(async () => (await api('GET', `repayment/get-repayment/${campaign.id}`, owner.token)).status === 200, { what: 'the schedule', timeoutMs: 20_000 });
    await topUpWallet(platform, owner, 1_500 * OMR);
    const before = await walletOf(platform, first);

    // The owner: the repayment tab of the dashboard lists the four instalments of 1,400.
    const ownerTab = await pageAs(owner, lang, { userType: 'owner' });
    await ownerTab.goto(`/campaign-dashboard/${campaign.id}`);
    await ownerTab.getByRole('tab', { name: t('dashboard.tabs.repayment') }).click();
    const table = ownerTab.getByRole('table', { name: t('repayments.scheduleTitle') });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(5);
    await ownerTab.getByText(t('repayments.islamicNote')).waitFor();
    await screenshot(ownerTab, `repayment-tab-${lang}`);
    await table.getByRole('link', { name: t('repayments.payRow', { number: '1' }) }).click();

    // The payment page: all that is outstanding by default, paid after a confirmation.
    await ownerTab.getByRole('heading', { name: t('repayments.payment.title') }).waitFor();
    await screenshot(ownerTab, `repayment-payment-${lang}`);
    await ownerTab.getByRole('button', { name: t('repayments.payment.pay', { amount: omr(1_400 * OMR, lang) }) }).click();
    const confirm = ownerTab.getByRole('dialog', { name: t('repayments.payment.confirmTitle') });
    await confirm.getByRole('button', { name: t('repayments.payment.confirm') }).click();

    // The receipt: received, and shared among the two investors.
    await ownerTab.getByText(t('repayments.receipt.paid'), { exact: true }).waitFor();
    await ownerTab.getByText(t('repayments.receipt.distributed', { investors: lang === 'ar' ? '٢' : '2' })).waitFor();
    await screenshot(ownerTab, `repayment-receipt-${lang}`);

    // The first investor holds 60 %: of 1,400 less the 15 fee, 831.000.
    const share = 831 * OMR;
    expect((await walletOf(platform, first)).balance - before.balance).toBe(share);
    const investorTab = await pageAs(first, lang);
    await investorTab.goto('/settings/wallet');
    await investorTab.getByText(tr(lang, 'wallet:types.distribution')).first().waitFor();
    await screenshot(investorTab, `distribution-wallet-${lang}`);

    await investorTab.goto(`/distribution-schedule/${campaign.id}`);
    const mine = investorTab.getByRole('table', { name: t('distributions.tableCaption', { name }) });
    await mine.waitFor();
    await mine.getByRole('row').nth(1).getByText(omr(share, lang)).first().waitFor();
    await screenshot(investorTab, `distribution-schedule-${lang}`);
    const [download] = await Promise.all([investorTab.waitForEvent('download'), investorTab.getByRole('button', { name: t('distributions.downloadCsv') }).click()]);
    expect(download.suggestedFilename()).toBe('distribution-schedule.csv');
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0].split(',')[0]).toBe(lang === 'ar' ? 'الحملة' : 'Campaign');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`${name},1,`);
    expect(lines[1]).toContain('831.000,831.000');
  });
});
