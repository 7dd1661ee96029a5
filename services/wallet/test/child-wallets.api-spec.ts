import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  draftChildRegistration,
  flushOutboxes,
  makeAdmin,
  makeGuardian,
  makeInvestor,
  makeOwner,
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
    platform = await startTestPlatform({ services: ['campaigns', 'verification', 'investments', 'notifications'], env: { CAPTCHA_PROVIDER: 'none' } });
    ({ api, data } = verificationApi(platform));
    const [admin, owner] = await Promise.all([makeAdmin(platform), makeOwner(platform)]);
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

  it('[ledger:check] lists a transfer that moves a child\'s money with someone other than the guardian', async () => {
    const stranger = await makeInvestor(platform);
    const ledger = platform.service('wallet').get(LedgerService);
    const transferId = `around-the-rules:${randomUUID()}`;
    await ledger.transfer({ transferId, reason: 'test', metadata: { postedBy: 'tests' }, entries: [{ account: { kind: 'child_wallet', owner: childId }, amount: -1n }, { account: { kind: 'user_wallet', owner: stranger.id }, amount: 1n }] });
    const report = await runReconciliation(platform.service('wallet').get(DataSource), { history: false });
    expect(report.checks.map((c) => c.name)).not.toContain('child-money-apart');
    const full = await runReconciliation(platform.service('wallet').get(DataSource), { history: { graceSeconds: 3600 } });
    expect(full.checks.find((c) => c.name === 'child-money-apart')!.problems).toEqual([
      `transfer ${transferId} moves child_wallet/${childId} with user_wallet/${stranger.id}, which is neither the child's guardian's wallet nor a campaign's escrow`,
    ]);
    // The books put back for the other checks: the same path in reverse (also listed, then both cancel out in balance).
    await ledger.transfer({ transferId: `reverse-${transferId}`, reason: 'test', metadata: { postedBy: 'tests' }, entries: [{ account: { kind: 'user_wallet', owner: stranger.id }, amount: -1n }, { account: { kind: 'child_wallet', owner: childId }, amount: 1n }] });
  });
});
