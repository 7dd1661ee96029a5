import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  draftChildRegistration,
  flushOutboxes,
  makeAdmin,
  makeGuardian,
  makeInvestor,
  makeOwner,
  signIn,
  topUpWallet,
  uploadSlip,
  startTestPlatform,
  submitChildRegistration,
  verificationApi,
  waitFor,
  type TestPlatform,
  type TestUser,
} from '@cf/testing';
import { LedgerService } from '../src/ledger/ledger.service';
import { runReconciliation } from '../src/ledger/reconciliation';

/**
 * Child wallets through the gateway (A3.15, A7.10, ADR 0026): an accepted child gets a wallet the
 * guardian operates; money comes in only from the guardian's wallet and goes back only to it, each
 * move idempotent and never beyond the paying wallet's balance (also when many arrive at once);
 * ledger:check proves the child's money moved with nobody else's.
 */
describe('child wallets (api)', () => {
  let platform: TestPlatform;
  let guardian: TestUser & { phone: string };
  let admin: TestUser;
  let childId: string;
  let api: ReturnType<typeof verificationApi>['api'];
  let data: ReturnType<typeof verificationApi>['data'];
  const move = (path: 'add-wallet-topup/child' | 'child-wallet-withdraw', user: TestUser, body: unknown, key = randomUUID()) =>
    platform.api.request('POST', `/api/v1/wallet/${path}?lng=en`, { token: user.token, body, headers: { 'idempotency-key': key } });
  const balances = async () => ({
    guardian: data(await api('GET', 'wallet/get-user-wallet-detail', guardian.token)).balance as number,
    child: data(await api('GET', `wallet/get-child-wallet-detail/${childId}`, guardian.token)).balance as number,
  });

  beforeAll(async () => {
    // The 18th-birthday sweep runs often here: the hand-over test moves the clocks past a birthday.
    platform = await startTestPlatform({ services: ['campaigns', 'verification', 'investments', 'notifications'], env: { CAPTCHA_PROVIDER: 'none', CHILD_ADULTHOOD_SWEEP_MS: '200' } });
    ({ api, data } = verificationApi(platform));
    let owner: TestUser;
    [admin, owner] = await Promise.all([makeAdmin(platform), makeOwner(platform)]);
    guardian = await makeGuardian(platform, admin, owner);
    childId = await draftChildRegistration(platform, guardian);
    await submitChildRegistration(platform, guardian, childId);
    expect((await api('POST', `child-account-verification/admin/${childId}/decision`, admin.token, { decision: 'accept' })).status).toBe(200);
    await flushOutboxes(platform);
  }, 240_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('[A3.15][A7.10] an accepted child has a wallet the guardian sees: minor, owner type, guardian, wallet id, balance', async () => {
    const list = await waitFor(async () => {
      const page = data(await api('GET', 'wallet/get-child-wallet-list', guardian.token));
      return page.totalCount === 1 ? page : null;
    }, { what: 'the child wallet after the acceptance' });
    expect(list.docs[0]).toMatchObject({ childId, ownerType: 'minor', guardian: guardian.id, minor: { firstName: 'Sara', lastNameAr: 'الحارثي' }, balance: 0, currencyId: 'OMR' });
    expect(list.docs[0].walletId).toEqual(expect.any(String));
    expect(data(await api('GET', `wallet/get-child-wallet-detail?childId=${childId}`, guardian.token)).childId).toBe(childId);
  });

  it('[A7.10][A3.15] the guardian moves money in from their own wallet and back; each side lists it; a retry with the same key moves nothing again', async () => {
    const before = await balances();
    const key = randomUUID();
    const topUp = await move('add-wallet-topup/child', guardian, { childId, amount: 100_000 }, key);
    expect(topUp.status).toBe(200);
    expect(topUp.body.data.data).toMatchObject({ type: 'child_topup', entryType: 'CREDIT', amount: 100_000, status: 2 });
    const again = await move('add-wallet-topup/child', guardian, { childId, amount: 100_000 }, key);
    expect(again.body.data.data.id).toBe(topUp.body.data.data.id);
    expect(await balances()).toEqual({ guardian: before.guardian - 100_000, child: before.child + 100_000 });

    const back = await move('child-wallet-withdraw', guardian, { childId, amount: 30_000 });
    expect(back.body.data.data).toMatchObject({ type: 'child_withdrawal', entryType: 'DEBIT', amount: 30_000 });
    expect(await balances()).toEqual({ guardian: before.guardian - 70_000, child: before.child + 70_000 });
    const childList = data(await api('GET', `wallet/get-child-wallet-transaction-list/${childId}`, guardian.token));
    expect(childList.docs.map((d: { type: string; entryType: string }) => `${d.type}/${d.entryType}`)).toEqual(['child_withdrawal/DEBIT', 'child_topup/CREDIT']);
    expect(childList.userWalletBalance).toBe(before.child + 70_000);
    const guardianList = data(await api('GET', 'wallet/get-user-wallet-list?limit=20', guardian.token));
    expect(guardianList.docs.slice(0, 2).map((d: { type: string; entryType: string }) => `${d.type}/${d.entryType}`)).toEqual(['child_withdrawal/CREDIT', 'child_topup/DEBIT']);
  });

  it('[A5.11][A7.10] never beyond the paying wallet\'s balance: refused with a message, nothing moves', async () => {
    const before = await balances();
    const available = data(await api('GET', 'wallet/get-user-wallet-detail', guardian.token)).available as number;
    const preapproval = data(await api('POST', 'wallet/child-wallet-preapproval', guardian.token, { childId, amount: available + 1 }));
    expect(preapproval).toMatchObject({ allowed: false, guardianAvailable: available, source: 'wallet' });
    expect(data(await api('POST', 'wallet/child-wallet-preapproval', guardian.token, { childId, amount: available }))).toMatchObject({ allowed: true });
    const tooMuch = await move('add-wallet-topup/child', guardian, { childId, amount: available + 1 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe('Insufficient wallet balance');
    const tooMuchBack = await move('child-wallet-withdraw', guardian, { childId, amount: before.child + 1 });
    expect(tooMuchBack.status).toBe(422);
    const zero = await move('add-wallet-topup/child', guardian, { childId, amount: 0 });
    expect(zero.status).toBe(400);
    expect(await balances()).toEqual(before);
  });

  it('[A3.15] another user can neither see nor move a child\'s money', async () => {
    const stranger = await makeInvestor(platform);
    expect((await api('GET', `wallet/get-child-wallet-detail/${childId}`, stranger.token)).status).toBe(404);
    expect((await api('GET', `wallet/get-child-wallet-transaction-list/${childId}`, stranger.token)).status).toBe(404);
    const taken = await move('child-wallet-withdraw', stranger, { childId, amount: 1_000 });
    expect(taken.status).toBe(404);
    expect(taken.body.message).toBe('This child does not exist or is not yours');
    expect(data(await api('GET', 'wallet/get-child-wallet-list', stranger.token)).docs).toEqual([]);
  });

  it('[A3.15][A7.10] twelve simultaneous withdrawals from the child\'s wallet never take more than it holds; ledger:check passes with the child\'s money kept apart', async () => {
    const before = await balances();
    const each = Math.floor(before.child / 5) + 1; // five fit only partly: at most four succeed
    const answers = await Promise.all(Array.from({ length: 12 }, () => move('child-wallet-withdraw', guardian, { childId, amount: each })));
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(answers.every((a) => a.status === 200 || a.status === 422)).toBe(true);
    expect(accepted).toBe(Math.floor(before.child / each));
    expect(await balances()).toEqual({ guardian: before.guardian + accepted * each, child: before.child - accepted * each });
    await flushOutboxes(platform);
    const report = await runReconciliation(platform.service('wallet').get(DataSource), { history: { graceSeconds: 0 } });
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.checks.map((c) => c.name)).toContain('child-money-apart');
  });

  it('[A7.10][A3.15] the guardian tops the child\'s wallet up by card and by bank transfer; each settles into the child\'s wallet once; nobody else can', async () => {
    const before = await balances();
    await topUpWallet(platform, guardian, 5_000, { childId });
    expect(await balances()).toEqual({ guardian: before.guardian, child: before.child + 5_000 });

    const stranger = await makeInvestor(platform);
    const foreign = await api('POST', 'wallet/wallet-preapproval', stranger.token, { amount: 5_000, currencyId: 'OMR', childId });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'This child does not exist or is not yours']);

    const pre = data(await api('POST', 'wallet/wallet-preapproval', guardian.token, { amount: 3_000, currencyId: 'OMR', childId }));
    expect(pre.childId).toBe(childId);
    const started = await platform.api.request('POST', '/api/v1/wallet/add-wallet-topup?lng=en', { token: guardian.token, body: { preapprovalId: pre.id, paymentMethod: 'bank_transfer' }, headers: { 'idempotency-key': randomUUID() } });
    const transactionId = data(started).transaction._id as string;
    expect((await uploadSlip(platform, guardian, transactionId)).status).toBe(200);
    const approve = () => api('POST', `wallet/admin/transactions/${transactionId}/approve`, admin.token, {});
    expect((await approve()).status).toBe(200);
    expect((await approve()).status).toBe(409);
    expect(await balances()).toEqual({ guardian: before.guardian, child: before.child + 8_000 });
    const moves = data(await api('GET', `wallet/get-child-wallet-transaction-list/${childId}?limit=5`, guardian.token)).docs as Array<{ type: string; amount: number }>;
    expect(moves.slice(0, 2).map((m) => [m.type, m.amount])).toEqual([['child_topup', 3_000], ['child_topup', 5_000]]);
  });

  it('[A3.11][A7.10][A3.7] a withdrawal from the child\'s wallet goes only to a bank account in the child\'s name; rejected, it comes back and the guardian is told; approved, it is paid out', async () => {
    const bank = { bankName: 'Bank Muscat', accountType: 'current', accountNumber: '0123456789012', confirmAccountNumber: '0123456789012', routingNumber: '123456789', swiftCode: 'BMUSOMRX', iban: 'OM81 0180 0000 0129 9123 456' };
    const withdraw = (accountHolderName: string, amount = 2_000) =>
      platform.api.request('POST', '/api/v1/wallet/child-wallet-withdraw/bank?lng=en', { token: guardian.token, body: { childId, amount, accountHolderName, ...bank }, headers: { 'idempotency-key': randomUUID() } });
    const before = await balances();
    const guardians = await withdraw('Huda Al Siyabi');
    expect([guardians.status, guardians.body.message]).toEqual([422, "The bank account must be in the child's name (Sara Al Harthy)"]);

    const refused = data(await withdraw('SARA AHMED AL HARTHY'));
    expect(refused).toMatchObject({ status: 0, amount: 2_000 });
    expect(data(await api('GET', `wallet/get-child-wallet-detail/${childId}`, guardian.token))).toMatchObject({ balance: before.child, available: before.child - 2_000 });
    expect((await api('POST', `wallet/admin/transactions/${refused._id}/reject`, admin.token, { reason: 'The IBAN is not the child\'s' })).status).toBe(200);
    expect(await balances()).toEqual(before);
    await flushOutboxes(platform);
    const told = await waitFor(async () => {
      const bell = data(await api('GET', 'user-notifications?limit=20', guardian.token)).docs as Array<{ notificationType: string; childUserId?: { _id: string } }>;
      return bell.find((n) => n.notificationType === 'rejectedChildWalletTransactions' && n.childUserId?._id === childId) ?? null;
    }, { what: 'rejectedChildWalletTransactions' });
    expect(told).toBeTruthy();

    const paid = data(await withdraw('سارة الحارثي'));
    expect((await api('POST', `wallet/admin/transactions/${paid._id}/approve`, admin.token, {})).status).toBe(200);
    expect(await balances()).toEqual({ guardian: before.guardian, child: before.child - 2_000 });
    await flushOutboxes(platform);
    const report = await runReconciliation(platform.service('wallet').get(DataSource), { history: { graceSeconds: 0 } });
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('[A3.15] at 18 the child takes the account over through the e-mailed invitation: an account with the child\'s id, the child\'s wallet its own, the guardian\'s role ended', async () => {
    // Born 18 years less two days ago (Muscat): a minor today, an adult in three days.
    const born = new Date(Date.now() + 4 * 3600_000);
    born.setUTCFullYear(born.getUTCFullYear() - 18);
    born.setUTCDate(born.getUTCDate() + 2);
    const childEmail = `yusuf-${randomUUID().slice(0, 8)}@example.om`;
    const yusuf = await draftChildRegistration(platform, guardian, { childFirstName: 'Yusuf', gender: 'male', childEmail, dateOfBirth: born.toISOString().slice(0, 10) });
    await submitChildRegistration(platform, guardian, yusuf);
    expect((await api('POST', `child-account-verification/admin/${yusuf}/decision`, admin.token, { decision: 'accept' })).status).toBe(200);
    await flushOutboxes(platform);
    await waitFor(async () => (await move('add-wallet-topup/child', guardian, { childId: yusuf, amount: 2_500 })).status === 200, { what: 'the child wallet known to the wallet' });
    const password = 'Muscat#2044pass';
    try {
      platform.travel(3 * 86_400_000);
      const mail = await platform.mailbox.waitFor((m) => m.to === childEmail && m.template === 'child-handover-invitation', 20_000);
      const token = /\/child-handover\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      expect(data(await api('POST', 'users/child-handover/invitation', undefined, { token }))).toMatchObject({ firstName: 'Yusuf', lastName: 'Al Harthy', email: childEmail });
      const claim = (body: Record<string, unknown>) => api('POST', 'users/child-handover', undefined, { token, email: childEmail, password, passwordConfirm: password, acceptTerms: true, ...body });
      expect((await claim({ passwordConfirm: 'Muscat#2044other' })).status).toBe(400);
      expect((await claim({ token: 'not-a-token' })).body.message).toBe('This invitation link is not valid');
      const claimed = await claim({});
      expect(claimed.status).toBe(201);
      expect(data(claimed)).toMatchObject({ id: yusuf, email: childEmail, activated: true });
      const again = await claim({});
      expect([again.status, again.body.message]).toEqual([400, 'This account has already been taken over: sign in']);

      // The person signs in: the account is the child's (same id), the child's wallet is now the person's own.
      const own = await signIn(platform, childEmail, password);
      expect(data(await api('GET', 'users/me', own)).id).toBe(yusuf);
      const wallet = await waitFor(async () => {
        const detail = data(await api('GET', 'wallet/get-user-wallet-detail', own));
        return detail.balance === 2_500 ? detail : null;
      }, { what: "the child's wallet moved into the person's own" });
      expect(wallet).toMatchObject({ balance: 2_500 });
      const history = data(await api('GET', 'wallet/get-user-wallet-list?limit=10', own)).docs as Array<{ type: string; amount: number }>;
      expect(history.find((t) => t.type === 'child_handover')).toMatchObject({ amount: 2_500 });
      // The guardian no longer sees nor moves it.
      expect((data(await api('GET', 'wallet/get-child-wallet-list', guardian.token)).docs as Array<{ childId: string }>).map((c) => c.childId)).not.toContain(yusuf);
      expect((await move('child-wallet-withdraw', guardian, { childId: yusuf, amount: 1 })).status).toBe(409);
      await flushOutboxes(platform);
      const report = await runReconciliation(platform.service('wallet').get(DataSource), { history: { graceSeconds: 0 } });
      expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    } finally {
      platform.resetClocks();
    }
  });

  it('[ledger:check] lists a transfer that moves a child\'s money with someone other than the guardian', async () => {
    const stranger = await makeInvestor(platform);
    const ledger = platform.service('wallet').get(LedgerService);
    const transferId = `around-the-rules:${randomUUID()}`;
    await ledger.transfer({ transferId, reason: 'test', metadata: { postedBy: 'tests' }, entries: [{ account: { kind: 'child_wallet', owner: childId }, amount: -1n }, { account: { kind: 'user_wallet', owner: stranger.id }, amount: 1n }] });
    const report = await runReconciliation(platform.service('wallet').get(DataSource), { history: false });
    expect(report.checks.map((c) => c.name)).not.toContain('child-money-apart');
    const full = await runReconciliation(platform.service('wallet').get(DataSource), { history: { graceSeconds: 3600 } });
    expect(full.checks.find((c) => c.name === 'child-money-apart')!.problems).toEqual([
      `transfer ${transferId} moves child_wallet/${childId} with user_wallet/${stranger.id}, which is neither the child's guardian's wallet nor a campaign's escrow nor a payout`,
    ]);
    // The books put back for the other checks: the same path in reverse (also listed, then both cancel out in balance).
    await ledger.transfer({ transferId: `reverse-${transferId}`, reason: 'test', metadata: { postedBy: 'tests' }, entries: [{ account: { kind: 'user_wallet', owner: stranger.id }, amount: -1n }, { account: { kind: 'child_wallet', owner: childId }, amount: 1n }] });
  });
});
