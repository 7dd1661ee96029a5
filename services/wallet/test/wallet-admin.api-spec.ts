import { data, idempotencyKey, startWalletTestApp, type TestUser, type WalletTestApp } from './wallet-test-app';

/**
 * Administrators' manual credits and refunds with maker-checker above MAKER_CHECKER_THRESHOLD, and who
 * may see what: another user's transaction is invisible, wallet/admin/* is for administrators only.
 */
const THRESHOLD = 500_000;

describe('wallet administration and authorization (api)', () => {
  let t: WalletTestApp;
  let alice: TestUser;
  let bob: TestUser;
  let maker: TestUser;
  let checker: TestUser;

  beforeAll(async () => {
    t = await startWalletTestApp({ MAKER_CHECKER_THRESHOLD: String(THRESHOLD) });
    [alice, bob, maker, checker] = await Promise.all([
      t.user({ firstName: 'Alice' }),
      t.user({ firstName: 'Bob' }),
      t.user({ isAdmin: true, firstName: 'Maker' }),
      t.user({ isAdmin: true, firstName: 'Checker' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const balance = async (user: TestUser) => data(await t.api('GET', '/api/v1/wallet/get-user-wallet-detail', { token: user.token })).balance as number;
  const adjust = (admin: TestUser, body: Record<string, unknown>, key = idempotencyKey()) =>
    t.api('POST', '/api/v1/wallet/admin/adjustments', { token: admin.token, headers: { 'idempotency-key': key }, body });
  const rows = async (user: TestUser) => data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list?limit=100', { token: user.token })).docs as Array<Record<string, any>>;

  describe('adjustments', () => {
    it('[A4.6] [C4.19] a credit and a refund up to the threshold post at once, with the reason on the row', async () => {
      const before = await balance(alice);
      const credit = await adjust(maker, { userId: alice.id, kind: 'credit', amount: 100_000, reason: 'Goodwill for a delayed payout' });
      expect(credit.status).toBe(200);
      expect(data(credit)).toMatchObject({ status: 'posted', kind: 'credit', amount: 100_000, makerId: maker.id, checkerId: null, user: { email: alice.email } });
      expect(data(credit).transactionNumber).toMatch(/^WT-\d{4}-/);
      const refund = await adjust(maker, { userId: alice.id, kind: 'refund', amount: THRESHOLD, reason: 'Card charged twice' });
      expect(data(refund)).toMatchObject({ status: 'posted', kind: 'refund' });
      expect(await balance(alice)).toBe(before + 100_000 + THRESHOLD);

      const list = await rows(alice);
      expect(list.find((r) => r.transactionNumber === data(credit).transactionNumber)).toMatchObject({
        entryType: 'CREDIT',
        type: 'admin_credit',
        reason: null,
        details: 'Goodwill for a delayed payout',
        status: 2,
        gateway: 'admin',
      });
      expect(list.find((r) => r.transactionNumber === data(refund).transactionNumber)).toMatchObject({
        entryType: 'CREDIT',
        type: 'refund',
        reason: 'refunded_by_admin',
        details: 'Card charged twice',
        status: 2,
      });
    });

    it('[A4.6] the same adjustment sent twice with one Idempotency-Key posts once', async () => {
      const before = await balance(alice);
      const key = idempotencyKey();
      const [a, b] = await Promise.all([1, 2].map(() => adjust(maker, { userId: alice.id, kind: 'credit', amount: 1_000, reason: 'once' }, key)));
      expect(data(a).id).toBe(data(b).id);
      expect(await balance(alice)).toBe(before + 1_000);
    });

    it('[A4.6] above the threshold it waits for a second administrator: the maker is refused (403), another admin approves, posted once', async () => {
      const before = await balance(bob);
      const created = await adjust(maker, { userId: bob.id, kind: 'credit', amount: THRESHOLD + 1, reason: 'Large correction' });
      expect(created.status).toBe(200);
      const id = data(created).id as string;
      expect(data(created)).toMatchObject({ status: 'awaiting_approval', transactionId: null, transactionNumber: null });
      expect(await balance(bob)).toBe(before);
      const waiting = data(await t.api('GET', '/api/v1/wallet/admin/adjustments?status=awaiting_approval', { token: checker.token }));
      expect(waiting.docs.map((d: { id: string }) => d.id)).toContain(id);

      const self = await t.api('POST', `/api/v1/wallet/admin/adjustments/${id}/approve?lng=en`, { token: maker.token });
      expect(self.status).toBe(403);
      expect(self.body.message).toBe('A second administrator must approve this adjustment: you cannot approve your own');
      const selfAr = await t.api('POST', `/api/v1/wallet/admin/adjustments/${id}/approve?lng=ar`, { token: maker.token });
      expect(selfAr.body.message).toBe('يجب أن يوافق مشرف آخر على هذه التسوية: لا يمكنك الموافقة على ما أنشأته بنفسك');
      expect(await balance(bob)).toBe(before);

      const results = await Promise.all([1, 2, 3].map(() => t.api('POST', `/api/v1/wallet/admin/adjustments/${id}/approve`, { token: checker.token })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) expect(r.status).toBe(409);
      const approved = data(results.find((r) => r.status === 200)!);
      expect(approved).toMatchObject({ status: 'posted', makerId: maker.id, checkerId: checker.id });
      expect(await balance(bob)).toBe(before + THRESHOLD + 1);
      expect((await t.api('POST', `/api/v1/wallet/admin/adjustments/${id}/approve`, { token: checker.token })).status).toBe(409);
      expect((await rows(bob)).filter((r) => r.transactionNumber === approved.transactionNumber)).toHaveLength(1);
    });

    it('[A4.6] a waiting adjustment can be rejected with a reason; it then posts nothing and cannot be approved', async () => {
      const before = await balance(bob);
      const created = data(await adjust(maker, { userId: bob.id, kind: 'refund', amount: 2 * THRESHOLD, reason: 'Disputed refund' }));
      const noReason = await t.api('POST', `/api/v1/wallet/admin/adjustments/${created.id}/reject`, { token: checker.token, body: {} });
      expect(noReason.status).toBe(400);
      expect(noReason.body.errors).toEqual([{ field: 'reason', msg: 'Please enter the reason for the rejection' }]);
      const rejected = await t.api('POST', `/api/v1/wallet/admin/adjustments/${created.id}/reject`, { token: checker.token, body: { reason: 'No evidence' } });
      expect(data(rejected)).toMatchObject({ status: 'rejected', rejectReason: 'No evidence', checkerId: checker.id });
      const late = await t.api('POST', `/api/v1/wallet/admin/adjustments/${created.id}/approve`, { token: checker.token });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('This adjustment is no longer waiting for approval');
      expect(await balance(bob)).toBe(before);
    });

    it('[A4.6] an adjustment needs a known user, a kind, a whole amount and a reason', async () => {
      const expectError = async (body: Record<string, unknown>, status: number, message: string) => {
        const res = await adjust(maker, body);
        expect(res.status).toBe(status);
        expect(res.body.message).toBe(message);
      };
      const valid = { userId: bob.id, kind: 'credit', amount: 1_000, reason: 'x' };
      await expectError({ ...valid, userId: '00000000-0000-7000-8000-00000000dead' }, 404, 'This user does not exist');
      await expectError({ ...valid, kind: 'gift' }, 400, 'Please choose credit or refund');
      await expectError({ ...valid, amount: 0 }, 400, 'The amount must be at least 1');
      await expectError({ ...valid, amount: 10.5 }, 400, 'Please enter the amount in baisa as a whole number');
      await expectError({ ...valid, reason: '' }, 400, 'Please enter the reason');
      const { reason: _omit, ...noReason } = valid;
      await expectError(noReason, 400, 'Please enter the reason');
      expect((await adjust(maker, { ...valid, reason: 'r'.repeat(501) })).body.message).toBe('This text is too long');
      expect((await t.api('POST', '/api/v1/wallet/admin/adjustments/00000000-0000-7000-8000-00000000dead/approve', { token: checker.token })).status).toBe(404);
    });
  });

  describe('authorization', () => {
    it('[A4.6] user B cannot read user A\'s transaction, slip or preapproval (404, as if it did not exist); an admin can', async () => {
      const credited = data(await adjust(maker, { userId: alice.id, kind: 'credit', amount: 2_000, reason: 'auth test' }));
      const id = credited.transactionId as string;
      expect((await t.api('GET', `/api/v1/wallet/transactions/${id}`, { token: alice.token })).status).toBe(200);
      for (const path of [`/api/v1/wallet/transactions/${id}`, `/api/v1/transactions/${id}`, `/api/v1/wallet/bank-transfer-slip/${id}`]) {
        const res = await t.api('GET', path, { token: bob.token });
        expect(res.status).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain(alice.id);
      }
      const pre = data(await t.api('POST', '/api/v1/wallet/wallet-preapproval', { token: alice.token, body: { amount: 5_000 } }));
      expect((await t.api('GET', `/api/v1/wallet/wallet-preapproval/${pre._id}`, { token: bob.token })).status).toBe(404);
      const stolen = await t.api('POST', '/api/v1/wallet/add-wallet-topup', {
        token: bob.token,
        headers: { 'idempotency-key': idempotencyKey() },
        body: { preapprovalId: pre._id, paymentMethod: 'bank_transfer' },
      });
      expect(stolen.status).toBe(404);
      expect(data(await t.api('GET', `/api/v1/wallet/transactions/${id}`, { token: checker.token }))).toMatchObject({ id, userId: alice.id });
      expect((await rows(bob)).map((r) => r.id)).not.toContain(id);
    });

    it('[A4.6] a non-admin gets 403 on wallet/admin/*; without a token every wallet path answers 401', async () => {
      for (const [method, path] of [
        ['GET', '/api/v1/wallet/admin/transactions'],
        ['GET', '/api/v1/wallet/admin/adjustments'],
        ['POST', '/api/v1/wallet/admin/adjustments'],
        ['POST', '/api/v1/wallet/admin/transactions/x/approve'],
        ['POST', '/api/v1/wallet/admin/transactions/x/reject'],
      ] as const) {
        const res = await t.api(method, path, { token: alice.token, headers: { 'idempotency-key': idempotencyKey() }, body: method === 'POST' ? { userId: alice.id, kind: 'credit', amount: 1_000, reason: 'me' } : undefined });
        expect(res.status).toBe(403);
      }
      for (const path of ['/api/v1/wallet/get-user-wallet-detail', '/api/v1/wallet/get-user-wallet-list', '/api/v1/transactions', '/api/v1/wallet/admin/transactions']) {
        expect((await t.api('GET', path)).status).toBe(401);
      }
    });

    it('[A4.6] the admin list filters by status, type and user, and finds a user by e-mail', async () => {
      const byUser = data(await t.api('GET', `/api/v1/wallet/admin/transactions?userId=${bob.id}&limit=100`, { token: checker.token }));
      expect(byUser.docs.length).toBeGreaterThan(0);
      for (const d of byUser.docs) expect(d.user).toMatchObject({ id: bob.id, email: bob.email, firstName: 'Bob' });
      const search = data(await t.api('GET', `/api/v1/wallet/admin/transactions?search=${encodeURIComponent(alice.email)}&limit=100`, { token: checker.token }));
      expect(search.docs.length).toBeGreaterThan(0);
      for (const d of search.docs) expect(d.userId).toBe(alice.id);
      const refunds = data(await t.api('GET', '/api/v1/wallet/admin/transactions?type=refund&status=2', { token: checker.token }));
      for (const d of refunds.docs) expect(d).toMatchObject({ type: 'refund', status: 2 });
      expect(refunds.totalCount).toBeGreaterThan(0);
    });
  });

  it('[issue 34] lists the wallet\'s parked events for administrators through the gateway, and refuses everyone else', async () => {
    const listed = await t.api('GET', '/api/v1/admin/events/wallet/parked?lng=en', { token: maker.token });
    expect(listed.status).toBe(200);
    expect(data(listed)).toEqual({ parked: [] });
    expect((await t.api('GET', '/api/v1/admin/events/wallet/parked?lng=en', { token: alice.token })).status).toBe(403);
    expect((await t.api('GET', '/api/v1/admin/events/wallet/parked?lng=en')).status).toBe(401);
    const unknown = await t.api('POST', '/api/v1/admin/events/wallet/parked/0190-no-such/replay?lng=en', { token: maker.token, body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBeTruthy();
  });
});
