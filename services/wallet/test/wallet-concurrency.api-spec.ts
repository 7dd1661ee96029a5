import { data, idempotencyKey, startWalletTestApp, type TestUser, type WalletTestApp } from './wallet-test-app';

const bank = { bankName: 'Bank Muscat', accountHolderName: 'Race Tester', accountType: 'current', accountNumber: '55554444', confirmAccountNumber: '55554444', routingNumber: '987654321' };

describe('wallet under concurrency (api)', () => {
  let t: WalletTestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startWalletTestApp();
    admin = await t.user({ isAdmin: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const credit = async (user: TestUser, amount: number) => {
    const res = await t.api('POST', '/api/v1/wallet/admin/adjustments', {
      token: admin.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: { userId: user.id, kind: 'credit', amount, reason: 'test funds' },
    });
    expect(data(res)).toMatchObject({ status: 'posted' });
  };

  it('[A5.11] [A8.3] 200 concurrent withdrawals against a balance covering 50: exactly 50 succeed, the rest "Insufficient wallet balance", never negative', async () => {
    const investor = await t.user();
    await credit(investor, 50_000);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.api('POST', '/api/v1/wallet/wallet-withdraw', { token: investor.token, headers: { 'idempotency-key': idempotencyKey() }, body: { amount: 1_000, ...bank } }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const r of refused) {
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.message).toBe('Insufficient wallet balance');
    }
    const detail = data(await t.api('GET', '/api/v1/wallet/get-user-wallet-detail', { token: investor.token }));
    expect(detail).toMatchObject({ balance: 50_000, held: 50_000, available: 0 });
    const list = data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list?limit=500', { token: investor.token }));
    expect(list.docs.filter((d: { type: string }) => d.type === 'withdrawal')).toHaveLength(50);
  }, 120_000);

  it('[A5.11] a first burst on fresh wallets (credits and withdrawals at once, ledger accounts created on the way) answers no 5xx and moves each amount once', async () => {
    const investors = await Promise.all(Array.from({ length: 12 }, () => t.user()));
    // The wallet learns of a new user from identity's event; under load that can come a moment after
    // the account exists ("user not found", 404): the credit is sent again, with the same key, until it lands.
    const credits = await Promise.all(
      investors.map((investor) => {
        const key = idempotencyKey();
        return t.waitFor(async () => {
          const answer = await t.api('POST', '/api/v1/wallet/admin/adjustments', { token: admin.token, headers: { 'idempotency-key': key }, body: { userId: investor.id, kind: 'credit', amount: 5_000, reason: 'burst' } });
          return answer.status === 404 ? null : answer;
        });
      }),
    );
    expect(credits.map((r) => r.status)).toEqual(investors.map(() => 200));
    const withdrawals = await Promise.all(
      investors.flatMap((investor) =>
        Array.from({ length: 3 }, () => t.api('POST', '/api/v1/wallet/wallet-withdraw', { token: investor.token, headers: { 'idempotency-key': idempotencyKey() }, body: { amount: 2_000, ...bank } })),
      ),
    );
    expect(withdrawals.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
    for (const investor of investors) {
      const wallet = data(await t.api('GET', '/api/v1/wallet/get-user-wallet-detail', { token: investor.token }));
      // 5.000 credited; two withdrawals of 2.000 fit, the third is refused for the balance.
      expect({ balance: wallet.balance, held: wallet.held }).toEqual({ balance: 5_000, held: 4_000 });
    }
  });

  it('[A7.10] the same add-wallet-topup sent 5 times at once with one Idempotency-Key has one effect and one answer', async () => {
    const investor = await t.user();
    const pre = data(await t.api('POST', '/api/v1/wallet/wallet-preapproval', { token: investor.token, body: { amount: 10_000 } }));
    const key = idempotencyKey();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.api('POST', '/api/v1/wallet/add-wallet-topup', { token: investor.token, headers: { 'idempotency-key': key }, body: { preapprovalId: pre._id, paymentMethod: 'sandbox_card' } }),
      ),
    );
    for (const r of results) expect(r.status).toBe(200);
    const ids = new Set(results.map((r) => data(r).transaction.id));
    const redirects = new Set(results.map((r) => data(r).checkout.redirectUrl));
    expect(ids.size).toBe(1);
    expect(redirects.size).toBe(1);
    const list = data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list', { token: investor.token }));
    expect(list.totalCount).toBe(1);
  });

  it('[A7.10] 60 card top-ups at once (three times the database pool) all start: none waits forever for a second connection', async () => {
    // Before: the checkout session was written on a second pooled connection while the keyed request held
    // the first; with as many top-ups in flight as the pool had connections, every one of them waited forever.
    const investors = await Promise.all(Array.from({ length: 6 }, () => t.user()));
    const started = await Promise.all(
      investors.flatMap((investor) =>
        Array.from({ length: 10 }, async () => {
          const pre = data(await t.api('POST', '/api/v1/wallet/wallet-preapproval', { token: investor.token, body: { amount: 3_000 } }));
          return t.api('POST', '/api/v1/wallet/add-wallet-topup', { token: investor.token, headers: { 'idempotency-key': idempotencyKey() }, body: { preapprovalId: pre._id, paymentMethod: 'sandbox_card' } });
        }),
      ),
    );
    expect(started.map((r) => r.status)).toEqual(started.map(() => 200));
    expect(new Set(started.map((r) => data(r).checkout.redirectUrl)).size).toBe(60);
  }, 60_000);
});
