import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makeAdmin, makeCampaign, makeOwner, makeVerifiedInvestor, topUpWallet, waitFor, walletOf, type TestPlatform, type TestUser } from '@cf/testing';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { omr, storeSession, tr, type Lang } from '../support/journey';
import { startWebPlatform } from '../support/web-platform';

/**
 * A campaign's close and its payout in Chromium, in Arabic and English (issue 14; C4.1, C4.3, C9.3):
 * an administrator closes a fully funded campaign from the campaigns section, the owner sees the
 * close (fee, VAT, the amount kept for them) on the campaign dashboard and requests the payout after
 * a confirmation, an administrator confirms it from the payout queue, and the owner's wallet shows it.
 * Investing itself is done through the API here (its own journey is invest-journey.browser-spec.ts).
 */
const OMR = 1000;
let platform: TestPlatform;
let browser: Browser;
let admin: TestUser;
let owner: TestUser;
const contexts: BrowserContext[] = [];

async function pageAs(user: TestUser, lang: Lang, extra: Record<string, unknown> = {}): Promise<Page> {
  const { context, page } = await newPage(browser, platform.gatewayUrl, { locale: lang });
  contexts.push(context);
  await storeSession(context, user.token, { id: user.id, email: user.email, firstName: user.firstName, lastName: 'Al Test', userType: 'investor', isAdmin: false, ...extra }, lang);
  return page;
}

const api = (method: string, path: string, token: string, body?: unknown) => platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=en`, { token, body });

beforeAll(async () => {
  // No cancellation window: paid investments are in escrow at once, so the campaign can close now.
  [platform, browser] = await Promise.all([startWebPlatform({ CAPTCHA_PROVIDER: 'none', CANCELLATION_WINDOW_HOURS: '0' }), launchBrowser()]);
  admin = await makeAdmin(platform);
  owner = await makeOwner(platform);
}, 180_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await platform?.close();
});

describe.each<Exclude<Lang, 'fr'>>(['ar', 'en'])('close and payout in %s', (lang) => {
  const t = (key: string, params?: Record<string, string>) => tr(lang, `campaign:${key}`, params);
  const ta = (key: string, params?: Record<string, string>) => tr(lang, `admin:${key}`, params);

  it('[C4.1][C4.3][C9.3] an administrator closes a funded campaign; the owner sees the fee and requests the payout; an administrator confirms; the owner\'s wallet shows it', async () => {
    const name = lang === 'ar' ? 'مزارع نزوى للتمور' : 'Nizwa Palm Farms';
    const campaign = await makeCampaign(platform, owner, { status: 'live', admin, name, fundraising: { goal: 5_000 * OMR, minimumRaise: 100 * OMR, maximumRaise: 5_000 * OMR } });
    const investor = await makeVerifiedInvestor(platform, admin);
    await topUpWallet(platform, investor, 5_000 * OMR);
    await waitFor(async () => (await api('GET', `investment/offer/${campaign.id}`, investor.token)).status === 200);
    const reserved = await api('POST', `investment/${campaign.id}`, investor.token, { amount: 5_000 * OMR, acceptTerms: true, acceptRisk: true });
    expect((await api('POST', `process-investment/${reserved.body.data.data.id}`, investor.token, { paymentType: 'wallet' })).body.data.data.state).toBe('confirmed');

    // The administrator closes it from the campaigns section, after a confirmation that says what follows.
    const adminTab = await pageAs(admin, lang, { isAdmin: true });
    await adminTab.goto('/admin?section=campaigns');
    await adminTab.getByLabel(ta('campaigns.filter')).selectOption('active');
    const row = adminTab.getByRole('row').filter({ has: adminTab.getByRole('rowheader').filter({ hasText: name }) });
    await row.getByRole('button', { name: ta('campaigns.close'), exact: true }).click();
    const dialog = adminTab.getByRole('dialog', { name: ta('campaigns.closeTitle') });
    await dialog.waitFor();
    await screenshot(adminTab, `close-confirm-${lang}`);
    await dialog.getByRole('button', { name: ta('campaigns.close'), exact: true }).click();
    await adminTab.getByText(ta('campaigns.closed'), { exact: true }).first().waitFor();

    // The owner: the close on the dashboard, then the payout request.
    const ownerTab = await pageAs(owner, lang, { userType: 'owner' });
    await ownerTab.goto(`/campaign-dashboard/${campaign.id}`);
    await ownerTab.getByRole('heading', { name: t('close.successfulTitle') }).waitFor();
    await ownerTab.getByText(omr(4_737_500, lang)).first().waitFor();
    await ownerTab.getByRole('button', { name: t('close.requestPayout') }).click();
    const ask = ownerTab.getByRole('dialog', { name: t('close.requestTitle') });
    await ask.getByRole('button', { name: t('close.requestPayout') }).click();
    await ownerTab.getByText(t('close.payout.requested'), { exact: true }).waitFor();
    await screenshot(ownerTab, `close-owner-card-${lang}`);

    // The administrator confirms it from the payout queue.
    await adminTab.goto('/admin?section=investments');
    const payout = adminTab.getByRole('row').filter({ has: adminTab.getByRole('rowheader').filter({ hasText: name }) });
    await payout.getByRole('button', { name: ta('payouts.confirm'), exact: true }).click();
    await screenshot(adminTab, `payout-confirm-${lang}`);
    await adminTab.getByRole('dialog', { name: ta('payouts.confirmTitle') }).getByRole('button', { name: ta('payouts.confirm'), exact: true }).click();
    await adminTab.getByText(ta('payouts.confirmed'), { exact: true }).first().waitFor();

    // The owner's wallet: credited with exactly the owner's amount, listed as the campaign's payout.
    await ownerTab.reload();
    await ownerTab.getByText(t('close.payout.confirmed'), { exact: true }).waitFor();
    expect((await walletOf(platform, owner)).balance).toBeGreaterThanOrEqual(4_737_500);
    await ownerTab.goto('/settings/wallet');
    await ownerTab.getByText(tr(lang, 'wallet:types.payout')).first().waitFor();
    await screenshot(ownerTab, `payout-owner-wallet-${lang}`);
  });
});
