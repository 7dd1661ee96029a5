import { flushOutboxes, signContract, signIn, startTestPlatform, waitFor, type TestPlatform } from '@cf/testing';

/** The demo data (`npm start`): a demo investor can invest in a live demo campaign at once. */
describe('demo investing (api)', () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['campaigns', 'verification', 'investments', 'notifications'], env: { CAPTCHA_PROVIDER: 'none' }, seedDemo: true });
    await flushOutboxes(platform);
  }, 180_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('[C1.1][C2.17] investor1 (verified, retail, money in the wallet) invests in a live demo campaign; its raised amount grows by it', async () => {
    const token = await signIn(platform, 'investor1@demo.om', 'Investor#2026pass');
    const api = (method: string, path: string, body?: unknown) => platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=en`, { token, body });
    const live = (await api('GET', 'campaigns/equities?limit=12&sortBy=active')).body.data.data.docs as Array<{ id: string; slug: string; raisedAmount: number; campaignAccreditation?: string }>;
    const offers = await Promise.all(live.map(async (c) => ({ c, offer: (await api('GET', `investment/offer/${c.id}`)).body.data?.data })));
    const open = offers.find(({ offer }) => offer?.state === 'open' && !offer.accreditedOnly);
    expect(open).toBeDefined();
    const { c, offer } = open!;
    expect(offer.investor).toMatchObject({ verified: true, investorClass: 'retail' });
    expect(offer.available).toBeGreaterThanOrEqual(offer.minimum);
    const reserved = await api('POST', `investment/${c.id}`, { amount: offer.minimum, acceptTerms: true, acceptRisk: true });
    expect(reserved.status).toBe(201);
    // investor1's verified mobile (the demo verification): the contract's code goes there.
    await signContract(platform, { id: 'investor1', email: 'investor1@demo.om', firstName: 'Khalid', token, phone: '+96891000003' }, reserved.body.data.data.id);
    const paid = await api('POST', `process-investment/${reserved.body.data.data.id}`, { paymentType: 'wallet' });
    expect(paid.status).toBe(200);
    await waitFor(async () => (await api('GET', `equities/${c.slug}/front`)).body.data.data.raisedAmount === c.raisedAmount + offer.minimum, { what: 'the raised amount' });
  });
});
