import { operatorSignIn } from '@cf/identity-service';
import { DEMO_CAMPAIGNS } from '@cf/campaigns-service';
import { signIn, startTestPlatform, waitFor, type ApiResponse, type TestPlatform } from '@cf/testing';
import { runDemoStory } from './demo-story';

type Card = {
  id: string;
  slug: string;
  status: number;
  displayLabel: string | null;
  raisedAmount: number;
  investorsCount?: number;
  goal: number;
};

/**
 * The demo data as `npm start` makes it: the services' seeds, then the demo story through the
 * gateway. Every figure a visitor sees is backed by investments: raised amounts and investor counts
 * match the paid investments behind them; the campaigns that ended did so by a real close (refunds,
 * payouts); the funded debt campaign has a schedule whose first instalment the owner paid.
 */
describe('demo story (api)', () => {
  let platform: TestPlatform;
  let admin: string;
  const api = (token: string | null, method: string, path: string, body?: unknown) =>
    platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=en`, { token: token ?? undefined, body });
  const data = (answer: ApiResponse) => answer.body.data.data as any;

  beforeAll(async () => {
    platform = await startTestPlatform({ services: 'all', env: { CAPTCHA_PROVIDER: 'none' }, seedDemo: true });
    admin = await signIn(platform, 'admin@demo.om', 'Admin#2026pass');
  }, 240_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('[C1.4][C2.2] every raised amount and investor count is the sum of the paid investments behind it', async () => {
    const cards = data(await api(admin, 'GET', 'campaigns/admin/equities?limit=100')).docs as Card[];
    const funded = cards.filter((c) => c.raisedAmount > 0);
    expect(funded.length).toBeGreaterThanOrEqual(20);
    for (const card of funded) {
      const investors = data(await api(admin, 'GET', `process-investment/campaign-investors/${card.id}?limit=100`)).docs as Array<{
        amount: number;
      }>;
      expect({ slug: card.slug, raised: card.raisedAmount, investors: card.investorsCount }).toEqual({
        slug: card.slug,
        raised: investors.reduce((sum, i) => sum + i.amount, 0),
        investors: investors.length,
      });
    }
    // Never above the goal; the campaigns still open stay below it (a full one closes).
    for (const card of cards) expect(card.raisedAmount).toBeLessThanOrEqual(card.goal);
  });

  it('[C2.13][C4.3] the campaigns that ended were closed: the successful ones funded and their payouts waiting for a second administrator, the others refunded', async () => {
    const cards = data(await api(admin, 'GET', 'campaigns/admin/equities?limit=100')).docs as Card[];
    const endedKeys = DEMO_CAMPAIGNS.filter((c) => c.state === 'successful' || c.state === 'unsuccessful');
    expect(cards.filter((c) => c.status === 4)).toHaveLength(endedKeys.filter((c) => c.state === 'successful').length);
    expect(cards.filter((c) => c.status === 5)).toHaveLength(endedKeys.filter((c) => c.state === 'unsuccessful').length);
    const browse = data(await api(null, 'GET', 'equities/front?limit=100')).docs as Card[];
    expect(new Set(browse.map((c) => c.displayLabel))).toEqual(new Set(['live', 'closing-soon', 'early-bird', 'coming-soon', 'funded']));
    for (const card of cards.filter((c) => c.status === 5)) {
      const close = data(await api(admin, 'GET', `investment/close/${card.id}`));
      expect(close).toMatchObject({ outcome: 'unsuccessful', refundedCount: close.investorsCount });
      expect(close.refunded).toBe(close.raised);
    }
    const payouts = data(await api(admin, 'GET', 'investment/admin/payouts?limit=100')).docs as Array<{
      status: string;
      needsTwoAdministrators: boolean;
    }>;
    expect(payouts).toHaveLength(cards.filter((c) => c.status === 4).length);
    expect(payouts.every((p) => p.status === 'approved' && p.needsTwoAdministrators)).toBe(true);
  });

  it('[C2.14][C2.15] the funded debt campaign investor1 is in has its schedule, its first instalment paid by the owner and shared with investor1', async () => {
    const [investor, owner] = await Promise.all([
      signIn(platform, 'investor1@demo.om', 'Investor#2026pass'),
      signIn(platform, 'owner@demo.om', 'Owner#2026pass'),
    ]);
    const mine = data(await api(investor, 'GET', 'my-investment?limit=100')).docs as Array<{ campaignId: string; state: string }>;
    const cards = data(await api(admin, 'GET', 'campaigns/admin/equities?limit=100')).docs as Array<Card & { termsSlug: string }>;
    const repaid = cards.find(
      (c) => c.termsSlug === 'debt' && c.status === 4 && mine.some((i) => i.campaignId === c.id && i.state === 'confirmed'),
    );
    expect(repaid).toBeDefined();
    const schedule = data(await api(owner, 'GET', `repayment/get-repayment/${repaid!.id}`));
    expect(schedule).toMatchObject({ termsSlug: 'debt', raised: repaid!.raisedAmount, investorsCount: repaid!.investorsCount });
    expect(schedule.rows[0]).toMatchObject({ repaymentStatus: 'fully_paid', outstandingAmount: 0 });
    const history = data(await api(investor, 'GET', 'wallet/get-user-wallet-list?limit=50')).docs as Array<{
      type: string;
      entryType: string;
      campaign: { id: string } | null;
    }>;
    expect(history.some((t) => t.type === 'distribution' && t.entryType === 'CREDIT' && t.campaign?.id === repaid!.id)).toBe(true);
    const admins = data(await api(admin, 'GET', 'repayment/admin/repayments?limit=100'));
    expect(admins.totalCount).toBeGreaterThan(0);
  });

  it('runs once: at the next start it finds nothing left to do', async () => {
    const again = await runDemoStory({
      gatewayUrl: platform.gatewayUrl,
      signIn: (email, password) => operatorSignIn(platform.service('identity'), email, password),
    });
    expect(again).toMatchObject({ investments: 0, closed: 0 });
    await waitFor(
      async () =>
        (data(await api(admin, 'GET', 'campaigns/admin/equities?limit=100')).docs as Card[]).every(
          (c) => c.status !== 2 || c.raisedAmount < c.goal,
        ),
      { what: 'no open campaign full' },
    );
  });
});
