import { randomUUID } from 'node:crypto';
import { flushOutboxes, signContract, signIn, startTestPlatform, waitFor, type ApiResponse, type TestPlatform } from '@cf/testing';

/**
 * The demo data (`npm start`) carries a repayment through, as the README tells a newcomer to try:
 * investor1 invests in a live demo debt campaign of owner@demo.om, the admin closes it (flexible:
 * successful), the owner's repayment tab has its schedule from the demo terms, the owner pays the
 * first instalment from the wallet (the payout put money there) and investor1 is credited.
 */
describe('demo repayments (api)', () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['campaigns', 'verification', 'investments', 'notifications', 'repayments'], env: { CAPTCHA_PROVIDER: 'none', CANCELLATION_WINDOW_HOURS: '0' }, seedDemo: true });
    await flushOutboxes(platform);
  }, 180_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('[C2.14][C2.15] a demo debt campaign closed by the admin gets a schedule; the owner pays the first instalment and investor1 is credited', async () => {
    const [investor, owner, admin] = await Promise.all([
      signIn(platform, 'investor1@demo.om', 'Investor#2026pass'),
      signIn(platform, 'owner@demo.om', 'Owner#2026pass'),
      signIn(platform, 'admin@demo.om', 'Admin#2026pass'),
    ]);
    const api = (token: string, method: string, path: string, body?: unknown) => platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=en`, { token, body });
    const data = (answer: ApiResponse) => answer.body.data.data as Record<string, any>;
    // Flexible: its close is successful whatever was raised (the demo's earlier commitments are not investments).
    const live = (data(await api(investor, 'GET', 'campaigns/equities?limit=60&sortBy=active')).docs as Array<{ id: string; termsSlug: string; investingType: string }>).filter((c) => c.termsSlug === 'debt' && c.investingType === 'flexible');
    const offers = await Promise.all(live.map(async (c) => ({ c, offer: data(await api(investor, 'GET', `investment/offer/${c.id}`)) })));
    // Every demo campaign is owner@demo.om's.
    const open = offers.find(({ offer }) => offer?.state === 'open' && !offer.accreditedOnly);
    expect(open).toBeDefined();
    const { c, offer } = open!;

    const reserved = await api(investor, 'POST', `investment/${c.id}`, { amount: offer.minimum, acceptTerms: true, acceptRisk: true });
    expect(reserved.status).toBe(201);
    await signContract(platform, { id: 'investor1', email: 'investor1@demo.om', firstName: 'Khalid', token: investor, phone: '+96891000003' }, data(reserved).id);
    expect(data(await api(investor, 'POST', `process-investment/${data(reserved).id}`, { paymentType: 'wallet' })).state).toBe('confirmed');
    expect((await api(admin, 'POST', `investment/admin/close/${c.id}`)).status).toBe(200);

    const schedule = await waitFor(async () => {
      const answer = await api(owner, 'GET', `repayment/get-repayment/${c.id}`);
      // The close and each investor's part are separate events: wait for both.
      return answer.status === 200 && data(answer).rows.length > 0 && data(answer).investorsCount === 1 ? data(answer) : undefined;
    }, { what: 'the demo schedule and its investor', timeoutMs: 20_000 });
    expect(schedule).toMatchObject({ termsSlug: 'debt', raised: offer.minimum, investorsCount: 1, canPay: true });
    expect(schedule.totals.principal).toBe(offer.minimum);

    // The owner's payout puts the money in the wallet; the first instalment is paid from it.
    expect((await api(owner, 'POST', 'request-payout', { campaignId: c.id })).status).toBeLessThan(300);
    expect((await api(admin, 'POST', `investment/admin/payouts/${c.id}/confirm`)).status).toBe(200);
    const before = data(await api(investor, 'GET', 'wallet/get-user-wallet-detail?currencyId=OMR')).balance as number;
    const first = schedule.rows[0];
    const paid = await api(owner, 'POST', 'repayment/create-repayment', { paymentId: randomUUID(), rowId: first.id, amount: first.totalRepayment, paymentType: 'wallet' });
    expect(paid.status).toBe(201);
    expect(data(paid)).toMatchObject({ state: 'paid', distribution: { state: 'credited', investorsCount: 1 } });
    const after = data(await api(investor, 'GET', 'wallet/get-user-wallet-detail?currencyId=OMR')).balance as number;
    expect(after - before).toBe(first.totalRepayment - first.platformFees);
  });
});
