import { flushOutboxes, makeAdmin, makeCampaign, makeOwner, makeVerifiedInvestor, signContract, startTestPlatform, topUpWallet, waitFor, type TestPlatform, type TestUser } from '@cf/testing';

/**
 * Who may register children (A4.5, A6.3, A9.6): an investor whose own verification is accepted and
 * who has at least two paid investments. Verification counts both facts (its own decision,
 * investments' committed and cancelled events); identity shows the answer as the current user's
 * isChildVerificationAllowed, which the header's "register a child" link depends on.
 */
describe('guardian standing (api)', () => {
  let platform: TestPlatform;
  let admin: TestUser;
  let owner: TestUser;
  const api = (token: string, method: string, path: string, body?: unknown) => platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=en`, { token, body });

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['campaigns', 'verification', 'investments', 'notifications'], env: { CAPTCHA_PROVIDER: 'none' } });
    [admin, owner] = await Promise.all([makeAdmin(platform), makeOwner(platform)]);
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  const allowed = async (user: TestUser): Promise<boolean> => (await api(user.token, 'GET', 'users/me')).body.data.data.isChildVerificationAllowed as boolean;
  const invest = async (investor: TestUser, campaignId: string, amount: number): Promise<string> => {
    const reserved = await api(investor.token, 'POST', `investment/${campaignId}`, { amount, acceptTerms: true, acceptRisk: true });
    expect(reserved.status).toBe(201);
    const id = reserved.body.data.data.id as string;
    await signContract(platform, investor, id);
    expect((await api(investor.token, 'POST', `process-investment/${id}`, { paymentType: 'wallet' })).status).toBe(200);
    return id;
  };

  it('[A4.5][A6.3][A9.6] a verified investor may register children from the second paid investment, and no longer when one is cancelled', async () => {
    const investor = await makeVerifiedInvestor(platform, admin);
    await topUpWallet(platform, investor, 5_000_000);
    const campaign = await makeCampaign(platform, owner, { status: 'live', admin });
    await waitFor(async () => (await api(investor.token, 'GET', `investment/offer/${campaign.id}`)).status === 200, { what: 'the offer in investments' });
    // Verified, nothing invested yet.
    expect(await allowed(investor)).toBe(false);

    await invest(investor, campaign.id, 500_000);
    // One investment counted (its events delivered everywhere), still not enough.
    await flushOutboxes(platform);
    expect(await allowed(investor)).toBe(false);

    const second = await invest(investor, campaign.id, 700_000);
    await waitFor(() => allowed(investor), { what: 'isChildVerificationAllowed after two investments' });

    // A cancelled investment does not count: back below two.
    expect((await api(investor.token, 'PATCH', `investment/${second}`, { status: 'cancelled' })).status).toBe(200);
    await waitFor(async () => !(await allowed(investor)), { what: 'isChildVerificationAllowed withdrawn after a cancellation' });
  });
});
