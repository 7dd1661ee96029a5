import { randomUUID } from 'node:crypto';
import {
  draftChildRegistration,
  flushOutboxes,
  makeAdmin,
  makeCampaign,
  makeGuardian,
  makeInvestor,
  makeOwner,
  signContract,
  startTestPlatform,
  submitChildRegistration,
  verificationApi,
  waitFor,
  type TestPlatform,
  type TestUser,
} from '@cf/testing';

/**
 * Investing for a child through the gateway (A2.12, A3.15, A4.12, ADR 0026): the guardian invests
 * for the child from the child's own wallet, within the child's own limits, the contract in the
 * child's name signed by the guardian with the texted code; the child's dashboard; two investments
 * at once never take more than the child's wallet holds; nobody else can act for the child.
 */
describe('investing for a child (api)', () => {
  let platform: TestPlatform;
  let guardian: TestUser & { phone: string };
  let owner: TestUser;
  let admin: TestUser;
  let childId: string;
  let campaignId: string;
  let api: ReturnType<typeof verificationApi>['api'];
  let data: ReturnType<typeof verificationApi>['data'];
  const childBalance = async () => data(await api('GET', `wallet/get-child-wallet-detail/${childId}`, guardian.token)) as { balance: number; available: number; held: number };
  const fundChild = async (amount: number) => {
    const moved = await platform.api.request('POST', '/api/v1/wallet/add-wallet-topup/child?lng=en', { token: guardian.token, body: { childId, amount }, headers: { 'idempotency-key': randomUUID() } });
    expect(moved.status).toBe(200);
  };
  const reserveForChild = (amount: number) => api('POST', `investment/${campaignId}`, guardian.token, { amount, acceptTerms: true, acceptRisk: true, childId });

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['campaigns', 'verification', 'investments', 'notifications'], env: { CAPTCHA_PROVIDER: 'none' } });
    ({ api, data } = verificationApi(platform));
    [admin, owner] = await Promise.all([makeAdmin(platform), makeOwner(platform)]);
    guardian = await makeGuardian(platform, admin, owner);
    childId = await draftChildRegistration(platform, guardian);
    await submitChildRegistration(platform, guardian, childId);
    expect((await api('POST', `child-account-verification/admin/${childId}/decision`, admin.token, { decision: 'accept' })).status).toBe(200);
    await flushOutboxes(platform);
    campaignId = (await makeCampaign(platform, owner, { status: 'live', admin })).id;
    await waitFor(async () => (await api('GET', `investment/offer/${campaignId}`, guardian.token)).status === 200, { what: 'the offer in investments' });
  }, 240_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('[A2.12][A4.12][A3.15] the guardian invests for the child from the child\'s wallet; the contract names the child; the child\'s dashboard shows it', async () => {
    await fundChild(300_000);
    const guardianBefore = data(await api('GET', 'wallet/get-user-wallet-detail', guardian.token)).available as number;
    const reserved = await reserveForChild(200_000);
    expect(reserved.status).toBe(201);
    const id = data(reserved).id as string;
    const contract = data(await api('GET', `contracts/generate-dynamic-contract-data/${id}`, guardian.token));
    expect(JSON.stringify(contract.facts)).toContain('Sara Al Harthy');
    expect(JSON.stringify(contract.facts)).not.toContain('Huda Al Siyabi');
    await signContract(platform, guardian, id);
    // A child's money comes only through the child's wallet: no card, no bank transfer.
    const card = await api('POST', 'equity/payment-gateway/checkout-session', guardian.token, { investmentId: id, paymentType: 'card' });
    expect(card.status).toBe(422);
    expect(card.body.message).toBe("A child's investment is paid from the child's wallet: add money to it from your wallet first");
    const paid = await api('POST', `process-investment/${id}`, guardian.token, { paymentType: 'wallet' });
    expect(paid.status).toBe(200);
    expect(await childBalance()).toMatchObject({ balance: 300_000, available: 100_000 });
    expect(data(await api('GET', 'wallet/get-user-wallet-detail', guardian.token)).available).toBe(guardianBefore);
    // Not in the guardian's own investments; in the child's.
    expect((data(await api('GET', 'my-investment?limit=20', guardian.token)).docs as Array<{ id: string }>).map((d) => d.id)).not.toContain(id);
    const answer = await api('GET', `child-investments/${childId}`, guardian.token);
    expect([answer.status, answer.body.message]).toEqual([200, undefined]);
    const dashboard = data(answer);
    expect(dashboard).toMatchObject({ childId, currency: 'OMR', totalInvested: 200_000, successfulInvestments: 1, averageInvestment: 200_000, totalReturn: 0 });
    expect(dashboard.investments.docs.map((d: { id: string }) => d.id)).toEqual([id]);
  });

  it('[A3.15][A2.12] two investments for the child at once never take more than the child\'s wallet holds', async () => {
    const { available } = await childBalance();
    expect(available).toBe(100_000);
    const [a, b] = await Promise.all([reserveForChild(100_000), reserveForChild(100_000)]);
    const ids = [data(a).id as string, data(b).id as string];
    for (const id of ids) await signContract(platform, guardian, id);
    const answers = await Promise.all(ids.map((id) => api('POST', `process-investment/${id}`, guardian.token, { paymentType: 'wallet' })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.status === 422)!.body.message).toBe('Insufficient wallet balance');
    expect(await childBalance()).toMatchObject({ available: 0 });
    expect(data(await api('GET', `child-investments/${childId}`, guardian.token))).toMatchObject({ totalInvested: 300_000, successfulInvestments: 2, averageInvestment: 150_000 });
  });

  it('[A2.12][A3.15] nobody else can invest for the child or read the child\'s investments', async () => {
    const stranger = await makeInvestor(platform);
    const refused = await api('POST', `investment/${campaignId}`, stranger.token, { amount: 100_000, acceptTerms: true, acceptRisk: true, childId });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('This child does not exist or is not yours');
    expect((await api('GET', `child-investments/${childId}`, stranger.token)).status).toBe(404);
  });
});
