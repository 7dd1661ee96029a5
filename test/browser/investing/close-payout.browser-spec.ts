import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { makeAdmin, makeCampaign, makeOwner, makeVerifiedInvestor, topUpWallet, waitFor, walletOf, type TestPlatform, type TestUser } from '@cf/testing';
import { launchBrowser, screenshot } from '../support/browser';
import { omr, signedInPage, tr, type Lang } from '../support/journey';
import { MONEY_SERVICES, startWebPlatform } from '../support/web-platform';

/**
 * An investment's contract, the campaign's close and its payout in Chromium, in Arabic and English
 * (issue 14; C2.17, C4.14, C4.1, C4.3, C9.3): the investor reads and signs the contract in the
 * payment page's modal and confirms it with the texted code; an administrator rejects the signature
 * with a reason from the review queue; the investor finds it in /investments and signs again; an
 * administrator accepts it. Then an administrator closes a fully funded campaign from the campaigns section, the owner sees the
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

const pageAs = (user: TestUser, lang: Lang, extra: Record<string, unknown> = {}): Promise<Page> => signedInPage(browser, platform.gatewayUrl, contexts, user, lang, extra);

const api = (method: string, path: string, token: string, body?: unknown) => platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=en`, { token, body });
/** The newest contract code texted to the investor's verified number (the dev SMS box). */
async function contractCode(investor: TestUser, read: Set<string>): Promise<string> {
  const rows = (await platform.service('investments').get(DataSource).query('SELECT verifiedPhone FROM investments_investors WHERE userId = ?', [investor.id])) as Array<{ verifiedPhone: string }>;
  const sms = await platform.sms.waitFor((m) => m.to === rows[0].verifiedPhone && m.template === 'contract-otp' && !read.has(m.id), 15_000);
  read.add(sms.id);
  return /\b(\d{6})\b/.exec(sms.text)![1];
}

beforeAll(async () => {
  // No cancellation window: paid investments are in escrow at once, so the campaign can close now.
  [platform, browser] = await Promise.all([startWebPlatform(MONEY_SERVICES, { CAPTCHA_PROVIDER: 'none', CANCELLATION_WINDOW_HOURS: '0' }), launchBrowser()]);
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

  it('[C2.17][C4.14][C4.1][C4.3][C9.3] the investor signs the contract with the texted code, an administrator rejects it, the investor signs again, an administrator accepts; then the campaign closes, the owner requests the payout, an administrator confirms, the owner\'s wallet shows it', async () => {
    const name = lang === 'ar' ? 'مزارع نزوى للتمور' : 'Nizwa Palm Farms';
    const campaign = await makeCampaign(platform, owner, { status: 'live', admin, name, fundraising: { goal: 5_000 * OMR, minimumRaise: 100 * OMR, maximumRaise: 5_000 * OMR } });
    const investor = await makeVerifiedInvestor(platform, admin);
    await topUpWallet(platform, investor, 5_000 * OMR);
    await waitFor(async () => (await api('GET', `investment/offer/${campaign.id}`, investor.token)).status === 200);
    const reserved = await api('POST', `investment/${campaign.id}`, investor.token, { amount: 5_000 * OMR, acceptTerms: true, acceptRisk: true });
    const investmentId = reserved.body.data.data.id as string;
    const read = new Set<string>();

    // The investor reads the contract and signs it in the payment page's modal; the texted code confirms it.
    const investorTab = await pageAs(investor, lang);
    await investorTab.goto(`/payment/${investmentId}`);
    await investorTab.getByRole('button', { name: t('contract.readAndSign') }).click();
    const modal = investorTab.getByRole('dialog');
    await modal.getByLabel(tr(lang, 'signature.typedLabel')).fill('Huda');
    await screenshot(investorTab, `contract-sign-${lang}`);
    await modal.getByRole('button', { name: t('contract.signAndSend') }).click();
    await modal.getByLabel(tr(lang, 'oneTimeCode.code')).fill(await contractCode(investor, read));
    await screenshot(investorTab, `contract-code-${lang}`);
    await modal.getByRole('button', { name: t('contract.confirm') }).click();
    await modal.getByText(t('contract.states.under-review'), { exact: true }).waitFor();
    await screenshot(investorTab, `contract-signed-${lang}`);
    await modal.getByRole('button', { name: tr(lang, 'common.close') }).click();
    expect((await api('POST', `process-investment/${investmentId}`, investor.token, { paymentType: 'wallet' })).body.data.data.state).toBe('confirmed');

    // An administrator compares the signature with the signed PDF and rejects it with a reason.
    const reviewer = await pageAs(admin, lang, { isAdmin: true });
    await reviewer.goto('/admin?section=investments');
    const queued = reviewer.getByRole('row').filter({ hasText: name });
    await queued.getByRole('button', { name: ta('contracts.review'), exact: true }).click();
    const review = reviewer.getByRole('dialog');
    await review.getByText('Huda', { exact: true }).waitFor();
    // The signed PDF beside the signature: its frame has loaded the document.
    const pdfFrame = await (await review.locator('iframe').elementHandle())?.contentFrame();
    await pdfFrame?.waitForLoadState('load');
    await screenshot(reviewer, `contract-review-${lang}`);
    await review.getByRole('button', { name: ta('contracts.reject') }).click();
    const reason = lang === 'ar' ? 'التوقيع لا يطابق جواز السفر' : 'The signature does not match your passport';
    await review.getByLabel(ta('contracts.reason')).fill(reason);
    await review.getByRole('button', { name: ta('contracts.confirmReject') }).click();
    await reviewer.getByText(ta('contracts.rejected'), { exact: true }).first().waitFor();

    // The investor finds it in /investments with the reason and signs again.
    await investorTab.goto('/investments');
    const again = investorTab.locator('section').filter({ has: investorTab.getByRole('heading', { name: t('contract.reSignTitle') }) });
    await again.getByText(reason).waitFor();
    await screenshot(investorTab, `contract-resign-list-${lang}`);
    await again.getByRole('button', { name: t('contract.signAgain') }).click();
    const resign = investorTab.getByRole('dialog');
    await resign.getByText(t('contract.rejectedTitle')).waitFor();
    // This time drawn with the mouse on the signature pad (loaded when the tab opens).
    await resign.getByRole('tab', { name: tr(lang, 'signature.kinds.drawn') }).click();
    await investorTab.waitForFunction(() => ((document.querySelector('[data-testid=signature-pad]') as HTMLCanvasElement | null)?.width ?? 0) >= 400);
    const box = (await resign.getByTestId('signature-pad').boundingBox())!;
    await investorTab.mouse.move(box.x + 40, box.y + 110);
    await investorTab.mouse.down();
    for (const [dx, dy] of [[90, 60], [150, 130], [230, 70], [320, 120]]) await investorTab.mouse.move(box.x + dx, box.y + dy, { steps: 6 });
    await investorTab.mouse.up();
    await screenshot(investorTab, `contract-draw-${lang}`);
    await resign.getByRole('button', { name: t('contract.signAndSend') }).click();
    await resign.getByLabel(tr(lang, 'oneTimeCode.code')).fill(await contractCode(investor, read));
    await resign.getByRole('button', { name: t('contract.confirm') }).click();
    await resign.getByText(t('contract.states.under-review'), { exact: true }).waitFor();

    // The administrator accepts the new signature.
    await reviewer.reload();
    await reviewer.getByRole('row').filter({ hasText: name }).getByRole('button', { name: ta('contracts.review'), exact: true }).click();
    await reviewer.getByRole('dialog').getByRole('img', { name: ta('contracts.signature') }).waitFor();
    await reviewer.getByRole('dialog').getByRole('button', { name: ta('contracts.accept') }).click();
    await reviewer.getByText(ta('contracts.accepted'), { exact: true }).first().waitFor();
    expect((await api('GET', `investment/${investmentId}`, investor.token)).body.data.data.contractStatus).toBe('accepted');

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
