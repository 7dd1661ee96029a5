import { signContract, makeAdmin, makeCampaign, makeOwner, makeVerifiedInvestor, startTestPlatform, topUpWallet, waitFor, walletOf, type ApiResponse, type TestPlatform, type TestUser } from '@cf/testing';
import { ClosingSweeper } from '../src/closing/closing.sweeper';

/**
 * A campaign's close through the gateway (C4.1, C4.13, C9.3; docs/adr/0021): on success the
 * platform's fee and VAT leave escrow for the fee accounts and the owner's amount stays for the
 * payout; on failure every investor is refunded to the wallet ("campaign unsuccessful") exactly once;
 * the campaign's status follows (4 or 5). Cancellation window 0: a paid investment is in escrow at once.
 */
const OMR = 1000;
const DAY = 86_400_000;
const INTERNAL_TOKEN = 'dev-internal-token-change-me-in-production';

describe('campaign close (api)', () => {
  let platform: TestPlatform;
  let admin: TestUser;
  let owner: TestUser;
  let investors: TestUser[];
  const api = (method: string, path: string, token?: string, body?: unknown, lng = 'en') =>
    platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=${lng}`, { token, body });
  const data = (answer: ApiResponse) => answer.body.data.data as Record<string, any>;
  const sweep = () => platform.service('investments').get(ClosingSweeper).sweep();
  /** A ledger account's balance, read with a service credential (no public path shows it). */
  const balanceOf = async (kind: string, owner: string): Promise<number> => {
    const base = (await platform.service('wallet').getUrl()).replace('[::1]', '127.0.0.1');
    const res = await fetch(`${base}/internal/ledger/balances?kind=${kind}&owner=${owner}&currency=OMR`, { headers: { 'x-internal-token': INTERNAL_TOKEN } });
    return ((await res.json()) as { data: { data: { balance: number } } }).data.data.balance;
  };
  const liveCampaign = async (fundraising: Record<string, unknown>) => {
    const made = await makeCampaign(platform, owner, { status: 'live', admin, fundraising: { minimumRaise: 100 * OMR, maximumRaise: 5_000 * OMR, ...fundraising } });
    await waitFor(async () => (await api('GET', `investment/offer/${made.id}`, investors[0].token)).status === 200, { what: 'the offer in investments' });
    return made;
  };
  const invest = async (investor: TestUser, campaignId: string, amount: number) => {
    const reserved = await api('POST', `investment/${campaignId}`, investor.token, { amount, acceptTerms: true, acceptRisk: true });
    expect(reserved.status).toBe(201);
    await signContract(platform, investor, data(reserved).id);
    const paid = await api('POST', `process-investment/${data(reserved).id}`, investor.token, { paymentType: 'wallet' });
    expect(data(paid).state).toBe('confirmed');
    return data(paid).id as string;
  };
  const statusOf = (slug: string, status: number) => waitFor(async () => data(await api('GET', `equities/${slug}/front`)).status === status, { what: `campaign status ${status}` });

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['campaigns', 'verification', 'investments', 'notifications'], env: { CAPTCHA_PROVIDER: 'none', CANCELLATION_WINDOW_HOURS: '0' } });
    [admin, owner] = await Promise.all([makeAdmin(platform), makeOwner(platform)]);
    investors = [];
    for (let i = 0; i < 3; i++) investors.push(await makeVerifiedInvestor(platform, admin));
    await Promise.all(investors.map((investor) => topUpWallet(platform, investor, 12_000 * OMR)));
  }, 300_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('[C4.1][C9.3] a fixed campaign whose goal is filled closes by itself as successful: 5% fee and VAT on it to the fee accounts, the rest kept for the owner, status 4', async () => {
    const campaign = await liveCampaign({ goal: 5_000 * OMR, investingType: 'fixed' });
    const feesBefore = [await balanceOf('platform_fees', 'platform'), await balanceOf('vat', 'platform')];
    await invest(investors[0], campaign.id, 2_000 * OMR);
    await invest(investors[1], campaign.id, 2_000 * OMR);
    await invest(investors[2], campaign.id, 1_000 * OMR);
    expect(await balanceOf('campaign_escrow', campaign.id)).toBe(5_000 * OMR);

    await sweep();
    const close = data(await api('GET', `investment/close/${campaign.id}`, owner.token));
    expect(close).toMatchObject({ step: 'closed', trigger: 'maximum', outcome: 'successful', investingType: 'fixed', raised: 5_000 * OMR, investorsCount: 3, feeBps: 500, fee: 250 * OMR, vat: 12_500, ownerAmount: 4_737_500 });
    expect(await balanceOf('campaign_escrow', campaign.id)).toBe(4_737_500);
    expect([await balanceOf('platform_fees', 'platform'), await balanceOf('vat', 'platform')]).toEqual([feesBefore[0] + 250 * OMR, feesBefore[1] + 12_500]);
    await statusOf(campaign.slug, 4);
    // Closing again answers the same close and moves nothing more.
    expect(data(await api('POST', `investment/admin/close/${campaign.id}`, admin.token))).toMatchObject({ step: 'closed', fee: 250 * OMR });
    expect(await balanceOf('campaign_escrow', campaign.id)).toBe(4_737_500);
    // Closed to new investments.
    const late = await api('POST', `investment/${campaign.id}`, investors[0].token, { amount: 100 * OMR, acceptTerms: true, acceptRisk: true });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This campaign is closed and no longer accepting investments');
    // Every investor is told the campaign was funded, once, with their own amount.
    for (const [who, amount] of [
      [investors[0], 2_000 * OMR],
      [investors[2], 1_000 * OMR],
    ] as const) {
      const funded = await waitFor(async () => {
        const docs = data(await api('GET', 'user-notifications?limit=50', who.token)).docs as Array<{ notificationType: string; investmentProcessId?: { companyName: string; amount: number } }>;
        const mine = docs.filter((n) => n.notificationType === 'investmentFunded' && n.investmentProcessId?.amount === amount);
        return mine.length > 0 ? mine : null;
      }, { what: 'the investor told the campaign was funded' });
      expect(funded).toHaveLength(1);
    }
  });

  it('[C4.1][C4.13][C4.19] an unsuccessful fixed campaign refunds every investor to the wallet once ("campaign unsuccessful"), status 5', async () => {
    const campaign = await liveCampaign({ goal: 5_000 * OMR, investingType: 'fixed' });
    const before = await Promise.all(investors.slice(0, 2).map((investor) => walletOf(platform, investor)));
    const first = await invest(investors[0], campaign.id, 300 * OMR);
    await invest(investors[1], campaign.id, 200 * OMR);
    // A reservation not paid yet ends with the campaign.
    const unpaid = data(await api('POST', `investment/${campaign.id}`, investors[2].token, { amount: 400 * OMR, acceptTerms: true, acceptRisk: true }));

    const closed = await api('POST', `investment/admin/close/${campaign.id}`, admin.token);
    expect(closed.status).toBe(200);
    expect(data(closed)).toMatchObject({ step: 'closed', trigger: 'admin', outcome: 'unsuccessful', raised: 500 * OMR, fee: 0, vat: 0, ownerAmount: 0, refunded: 500 * OMR, refundedCount: 2 });
    expect(await balanceOf('campaign_escrow', campaign.id)).toBe(0);
    const after = await Promise.all(investors.slice(0, 2).map((investor) => walletOf(platform, investor)));
    expect(after.map((w) => w.balance)).toEqual(before.map((w) => w.balance));
    expect(data(await api('GET', `investment/${first}`, investors[0].token))).toMatchObject({ state: 'refunded', status: 3 });
    expect(data(await api('GET', `investment/${unpaid.id}`, investors[2].token))).toMatchObject({ state: 'expired' });
    const refundRows = await waitFor(async () => {
      const list = data(await api('GET', 'wallet/get-user-wallet-list?currencyId=OMR&limit=50', investors[0].token)).docs as Array<{ type: string; reason: string; amount: number }>;
      const rows = list.filter((row) => row.type === 'campaign_unsuccessful');
      return rows.length > 0 ? rows : null;
    }, { what: 'the refund in the wallet list' });
    expect(refundRows).toEqual([expect.objectContaining({ reason: 'campaign_unsuccessful', amount: 300 * OMR })]);
    await statusOf(campaign.slug, 5);
    // Investors and the owner are told, in the bell.
    const bell = (user: TestUser) => waitFor(async () => {
      const docs = data(await api('GET', 'user-notifications?limit=20', user.token)).docs as Array<{ notificationType: string; investmentProcessId?: { amount: number }; campaignId?: { id: string } }>;
      return docs.length > 0 ? docs : null;
    }, { what: 'notifications' });
    expect((await bell(investors[0])).find((n) => n.notificationType === 'investmentRefunded')).toMatchObject({ investmentProcessId: { amount: 300 * OMR } });
    await waitFor(async () => (await bell(owner)).some((n) => n.notificationType === 'campaignClosedUnsuccessful' && n.campaignId?.id === campaign.id), { what: 'the owner told' });
    // Again: nobody is refunded twice.
    await api('POST', `investment/admin/close/${campaign.id}`, admin.token);
    await sweep();
    expect((await walletOf(platform, investors[0])).balance).toBe(after[0].balance);
  });

  it('[C4.13][C9.3] a flexible campaign keeps what it raised when its close date passes: 15% below the goal', async () => {
    const campaign = await liveCampaign({ goal: 10_000 * OMR, investingType: 'flexible' });
    await invest(investors[2], campaign.id, 1_000 * OMR);
    platform.travel(40 * DAY);
    try {
      await sweep();
      await sweep();
    } finally {
      platform.resetClocks();
    }
    expect(data(await api('GET', `investment/close/${campaign.id}`, admin.token))).toMatchObject({ step: 'closed', trigger: 'close-date', outcome: 'successful', feeBps: 1500, fee: 150 * OMR, vat: 7_500, ownerAmount: 842_500 });
    await statusOf(campaign.slug, 4);
  });

  it('[C6.2] the close is for the campaign\'s owner and administrators; only administrators close', async () => {
    const campaign = await liveCampaign({ goal: 5_000 * OMR });
    expect((await api('POST', `investment/admin/close/${campaign.id}`, owner.token)).status).toBe(403);
    expect((await api('GET', `investment/close/${campaign.id}`, owner.token)).status).toBe(404);
    await api('POST', `investment/admin/close/${campaign.id}`, admin.token);
    expect((await api('GET', `investment/close/${campaign.id}`, owner.token)).status).toBe(200);
    expect((await api('GET', `investment/close/${campaign.id}`, investors[0].token)).status).toBe(404);
  });

  it('[C4.3][C7.4] payout: the owner asks after a successful close, an administrator confirms, the owner\'s wallet receives exactly the owner\'s amount, once', async () => {
    const campaign = await liveCampaign({ goal: 5_000 * OMR, investingType: 'fixed' });
    // Not closed yet: nothing to pay out.
    expect((await api('POST', 'request-payout', owner.token, { campaignId: campaign.id })).body.message).toBe('The payout can be requested once the campaign has closed');
    await invest(investors[0], campaign.id, 2_500 * OMR);
    await invest(investors[1], campaign.id, 2_500 * OMR);
    const close = data(await api('POST', `investment/admin/close/${campaign.id}`, admin.token));
    expect(close).toMatchObject({ outcome: 'successful', ownerAmount: 4_737_500 });

    expect((await api('POST', 'request-payout', investors[0].token, { campaignId: campaign.id })).status).toBe(404);
    const requested = await api('POST', 'request-payout', owner.token, { campaignId: campaign.id }, 'ar');
    expect(requested.status).toBe(200);
    expect(data(requested)).toMatchObject({ status: 'requested', amount: 4_737_500, needsTwoAdministrators: false });
    expect(data(await api('POST', 'request-payout', owner.token, { campaignId: campaign.id }))).toMatchObject({ status: 'requested' });
    expect(data(await api('GET', 'investment/admin/payouts', admin.token)).docs.map((p: { campaignId: string }) => p.campaignId)).toContain(campaign.id);
    expect((await api('POST', `investment/admin/payouts/${campaign.id}/confirm`, owner.token)).status).toBe(403);

    const ownerBefore = (await walletOf(platform, owner)).balance;
    const confirmed = await Promise.all([1, 2, 3].map(() => api('POST', `investment/admin/payouts/${campaign.id}/confirm`, admin.token)));
    expect(confirmed.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(data(await api('GET', `investment/payout/${campaign.id}`, owner.token))).toMatchObject({ status: 'confirmed' });
    expect((await walletOf(platform, owner)).balance).toBe(ownerBefore + 4_737_500);
    expect(await balanceOf('campaign_escrow', campaign.id)).toBe(0);
    const payoutRow = await waitFor(async () => {
      const list = data(await api('GET', 'wallet/get-user-wallet-list?currencyId=OMR&limit=10', owner.token)).docs as Array<{ type: string; amount: number; campaign: { id: string } | null }>;
      return list.find((row) => row.type === 'payout') ?? null;
    }, { what: 'the payout in the owner\'s wallet list' });
    expect(payoutRow).toMatchObject({ amount: 4_737_500, campaign: { id: campaign.id } });
    await waitFor(async () => {
      const docs = data(await api('GET', 'user-notifications?limit=20', owner.token)).docs as Array<{ notificationType: string; campaignId?: { id: string; amount: number } }>;
      return docs.some((n) => n.notificationType === 'payoutConfirmed' && n.campaignId?.amount === 4_737_500) && docs.some((n) => n.notificationType === 'campaignClosedSuccessful' && n.campaignId?.id === campaign.id);
    }, { what: 'the owner told of the close and the payout' });
  });

  it('[C4.3] above the threshold two different administrators confirm a payout (maker-checker)', async () => {
    const campaign = await liveCampaign({ goal: 15_000 * OMR, investingType: 'flexible' });
    await invest(investors[0], campaign.id, 5_000 * OMR);
    await invest(investors[1], campaign.id, 5_000 * OMR);
    await invest(investors[2], campaign.id, 5_000 * OMR);
    expect(data(await api('POST', `investment/admin/close/${campaign.id}`, admin.token))).toMatchObject({ outcome: 'successful', ownerAmount: 13_425_000 });
    expect(data(await api('POST', 'request-payout', owner.token, { campaignId: campaign.id }))).toMatchObject({ needsTwoAdministrators: true });
    const first = await api('POST', `investment/admin/payouts/${campaign.id}/confirm`, admin.token);
    expect(data(first)).toMatchObject({ status: 'approved' });
    const self = await api('POST', `investment/admin/payouts/${campaign.id}/confirm`, admin.token);
    expect([self.status, self.body.message]).toEqual([403, 'A second administrator must confirm this payout: you approved it already']);
    const second = await makeAdmin(platform);
    expect(data(await api('POST', `investment/admin/payouts/${campaign.id}/confirm`, second.token))).toMatchObject({ status: 'confirmed' });
    expect(await balanceOf('campaign_escrow', campaign.id)).toBe(0);
  });
});
