import { signIn, startTestPlatform, type TestPlatform } from '@cf/testing';

/**
 * The demo wallet (`npm start`): its ledger entries are dated on the days its top-ups and withdrawal
 * happened, so the 90-day balance chart steps on those days instead of staying flat and jumping today.
 */
describe('demo wallet history (api)', () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['identity', 'wallet', 'notifications'], env: { CAPTCHA_PROVIDER: 'none' }, seedDemo: true });
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('[A2.22] the balance chart of the demo investor follows the ledger entry dates: it rises 84, 61, 33 and 6 days ago and falls 17 days ago', async () => {
    const token = await signIn(platform, 'investor1@demo.om', 'Investor#2026pass');
    const answer = await platform.api.request('GET', '/api/v1/wallet/balance-history?days=90&lng=en', { token });
    expect(answer.status).toBe(200);
    const points: Array<{ date: string; balance: number }> = answer.body.data.data;
    expect(points).toHaveLength(90);
    // Index 89 is today; a step at index i means the balance changed on the day 89 - i days ago.
    const changedDaysAgo = points.flatMap((p, i) => (i > 0 && p.balance !== points[i - 1].balance ? [89 - i] : []));
    expect(changedDaysAgo).toEqual([84, 61, 33, 17, 6]);
    expect(points[0].balance).toBe(0);
    const detail = await platform.api.request('GET', '/api/v1/wallet/get-user-wallet-detail?currencyId=OMR&lng=en', { token });
    expect(points[89].balance).toBe(detail.body.data.data.balance ?? detail.body.data.data.userWalletBalance);
  });
});
