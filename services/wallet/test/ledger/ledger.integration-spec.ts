import { AppError } from '@cf/platform';
import { TransferPostedV1 } from '@cf/contracts';
import { HoldGroups } from '../../src/ledger/hold-groups';
import { TransferGroups } from '../../src/ledger/transfer-groups';
import { clearing, escrow, payouts, startLedgerTestApp, topUp, wallet, type LedgerTestApp } from './ledger-test-app';

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const errorKey = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    return error instanceof AppError ? error.messageKey : (error as Error).constructor.name;
  }
  return 'no error';
};

/** LedgerService against a real database (MariaDB by default, SQLite with TEST_DB=sqlite). */
describe('ledger (integration)', () => {
  let t: LedgerTestApp;
  let n = 0;
  const user = () => `user-${++n}-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    t = await startLedgerTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    const report = await t.reconcile();
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('posts a top-up as two entries that sum to zero, with balances after each, and one outbox event', async () => {
    const u = user();
    const posted = await topUp(t.ledger, u, 10_000n, `topup-${u}`);
    expect(posted.entries.map((e) => [e.account.kind, e.amount, e.balanceAfter])).toEqual([
      ['gateway_clearing', -10_000n, expect.any(BigInt)],
      ['user_wallet', 10_000n, 10_000n],
    ]);
    expect(await t.ledger.balance(wallet(u))).toEqual({ account: { kind: 'user_wallet', owner: u, currency: 'OMR' }, balance: 10_000n, held: 0n, available: 10_000n });
    const events = await t.dataSource.query('SELECT data FROM outbox_events WHERE type = ? AND aggregateId = ?', [TransferPostedV1.type, posted.id]);
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0].data)).toMatchObject({ transferId: `topup-${u}`, reason: 'topup', entries: [{ kind: 'gateway_clearing', amount: -10000 }, { kind: 'user_wallet', owner: u, amount: 10000, balanceAfter: 10000 }] });
  });

  it('splits a fee across several accounts in one transfer (entries still sum to zero)', async () => {
    const u = user();
    const posted = await t.ledger.transfer({
      transferId: `fee-${u}`,
      reason: 'topup',
      entries: [
        { account: clearing(), amount: -10_200n },
        { account: wallet(u), amount: 10_000n },
        { account: { kind: 'platform_fees', owner: 'platform' }, amount: 174n },
        { account: { kind: 'vat', owner: 'platform' }, amount: 26n },
      ],
      metadata: { providerPaymentId: `pay-${u}` },
    });
    expect(posted.entries).toHaveLength(4);
    expect(posted.metadata).toEqual({ providerPaymentId: `pay-${u}` });
  });

  it('[A8.3] refuses a withdrawal above the available balance: "Insufficient wallet balance", nothing moves', async () => {
    const u = user();
    await topUp(t.ledger, u, 1_000n);
    const key = await errorKey(t.ledger.transfer({ transferId: `w-${u}`, reason: 'withdrawal', entries: [{ account: wallet(u), amount: -1_001n }, { account: payouts(), amount: 1_001n }] }));
    expect(key).toBe('wallet.insufficientBalance');
    expect((await t.ledger.balance(wallet(u))).balance).toBe(1_000n);
    expect(await t.ledger.getTransfer(`w-${u}`)).toBeNull();
    // The same id may be used again once the money is there (a refused request left no trace).
    await topUp(t.ledger, u, 1n);
    await t.ledger.transfer({ transferId: `w-${u}`, reason: 'withdrawal', entries: [{ account: wallet(u), amount: -1_001n }, { account: payouts(), amount: 1_001n }] });
    expect((await t.ledger.balance(wallet(u))).balance).toBe(0n);
  });

  it('refuses entries that do not sum to zero, zero amounts and unknown account kinds', async () => {
    const u = user();
    expect(await errorKey(t.ledger.transfer({ transferId: `x-${u}`, reason: 'topup', entries: [{ account: clearing(), amount: -5n }, { account: wallet(u), amount: 4n }] }))).toBe('wallet.transferUnbalanced');
    expect(await errorKey(t.ledger.transfer({ transferId: `x-${u}`, reason: 'topup', entries: [{ account: clearing(), amount: 0n }, { account: wallet(u), amount: 0n }] }))).toBe('ValidationFailedError');
    expect(await errorKey(t.ledger.transfer({ transferId: `x-${u}`, reason: 'topup', entries: [{ account: { kind: 'bank' as never, owner: 'x' }, amount: -1n }, { account: wallet(u), amount: 1n }] }))).toBe('ValidationFailedError');
    expect(await t.ledger.getTransfer(`x-${u}`)).toBeNull();
  });

  it('answers a retried transfer with the first result, and refuses the same id with another body (409)', async () => {
    const u = user();
    const first = await topUp(t.ledger, u, 500n, `retry-${u}`);
    const again = await topUp(t.ledger, u, 500n, `retry-${u}`);
    expect(again).toEqual(first);
    expect((await t.ledger.balance(wallet(u))).balance).toBe(500n);
    const conflict = t.ledger.transfer({ transferId: `retry-${u}`, reason: 'topup', entries: [{ account: clearing(), amount: -501n }, { account: wallet(u), amount: 501n }] });
    await expect(conflict).rejects.toMatchObject({ messageKey: 'wallet.transferConflict', status: 409 });
  });

  it('applies the same transfer sent 5 times at once exactly once, and answers each with the same transfer', async () => {
    const u = user();
    const results = await Promise.all(Array.from({ length: 5 }, () => topUp(t.ledger, u, 777n, `burst-${u}`)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    for (const r of results) expect(r).toEqual(results[0]);
    expect((await t.ledger.balance(wallet(u))).balance).toBe(777n);
  });

  it('[A5.11] lets exactly 50 of 200 concurrent withdrawals through when the balance covers 50, never below zero', async () => {
    const u = user();
    await topUp(t.ledger, u, 50n * 100n);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => t.ledger.transfer({ transferId: `wd-${u}-${i}`, reason: 'withdrawal', entries: [{ account: wallet(u), amount: -100n }, { account: payouts(), amount: 100n }] })),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(ok).toHaveLength(50);
    expect(new Set(refused.map((r) => (r.reason as AppError).messageKey))).toEqual(new Set(['wallet.insufficientBalance']));
    expect(await t.ledger.balance(wallet(u))).toMatchObject({ balance: 0n, held: 0n });
  });

  it('posts concurrent transfers together (group commit, issue 39): fewer transactions than transfers, each answered with its own entries', async () => {
    const written = t.app.get(TransferGroups).written;
    const u = user();
    // The wallets exist first, so the 40 reach the ledger together (creating an account is its own step).
    for (let i = 0; i < 40; i++) await topUp(t.ledger, `${u}-${i}`, 1n);
    const before = { ...written };
    const posted = await Promise.all(Array.from({ length: 40 }, (_, i) => topUp(t.ledger, `${u}-${i}`, BigInt(i + 1))));
    expect(written.requests - before.requests).toBe(40);
    expect(written.groups - before.groups).toBeLessThan(40);
    posted.forEach((transfer, i) => expect(transfer.entries[1]).toMatchObject({ account: { owner: `${u}-${i}` }, amount: BigInt(i + 1), balanceAfter: BigInt(i + 2) }));
    expect(new Set(posted.map((transfer) => transfer.id)).size).toBe(40);
  });

  it('posts a chain through an empty wallet sent at once (a → b, b → c) without any balance after below zero', async () => {
    const [a, b, c] = [user(), user(), user()];
    await topUp(t.ledger, a, 1_000n);
    // Every account exists beforehand, so the two reach the ledger in the order they are sent; b is empty.
    await topUp(t.ledger, b, 5n);
    await t.ledger.transfer({ transferId: `empty-${b}`, reason: 'withdrawal', entries: [{ account: wallet(b), amount: -5n }, { account: payouts(), amount: 5n }] });
    await topUp(t.ledger, c, 1n);
    // b → c only fits after a → b. One group would count b's debit against its balance before the
    // group and not fit; each is then posted on its own, in arrival order.
    const outcomes = await Promise.allSettled([
      t.ledger.transfer({ transferId: `ab-${a}`, reason: 'transfer', entries: [{ account: wallet(a), amount: -600n }, { account: wallet(b), amount: 600n }] }),
      t.ledger.transfer({ transferId: `bc-${b}`, reason: 'transfer', entries: [{ account: wallet(b), amount: -600n }, { account: wallet(c), amount: 600n }] }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
    const entries: Array<{ balanceAfter: string }> = await t.dataSource.query('SELECT e.balanceAfter FROM ledger_entries e JOIN ledger_accounts acc ON acc.id = e.accountId WHERE acc.owner IN (?, ?, ?)', [a, b, c]);
    expect(entries.map((e) => BigInt(String(e.balanceAfter).split('.')[0])).every((balance) => balance >= 0n)).toBe(true);
    expect(await Promise.all([a, b, c].map(async (owner) => (await t.ledger.balance(wallet(owner))).balance))).toEqual([400n, 0n, 601n]);
  });

  it('places concurrent holds together (group commit, issue 39): fewer transactions than holds, each its own hold and event, every wallet holding exactly its own', async () => {
    const written = t.app.get(HoldGroups).written;
    const u = user();
    const campaign = `campaign-${u}`;
    for (let i = 0; i < 40; i++) await topUp(t.ledger, `${u}-${i}`, 1_000n);
    // The escrow exists first too, so the 40 reach the ledger together.
    await t.ledger.hold({ holdId: `first-${u}`, reason: 'investment', from: wallet(`${u}-0`), to: escrow(campaign), amount: 1n, expiresAt: inAnHour() });
    const before = { ...written };
    const holds = await Promise.all(Array.from({ length: 40 }, (_, i) => t.ledger.hold({ holdId: `grouped-${u}-${i}`, reason: 'investment', from: wallet(`${u}-${i}`), to: escrow(campaign), amount: BigInt(i + 1), expiresAt: inAnHour(), metadata: { i } })));
    expect(written.requests - before.requests).toBe(40);
    expect(written.groups - before.groups).toBeLessThan(40);
    holds.forEach((hold, i) => expect(hold).toMatchObject({ holdId: `grouped-${u}-${i}`, status: 'pending', amount: BigInt(i + 1), from: wallet(`${u}-${i}`), metadata: { i } }));
    expect((await t.ledger.balance(wallet(`${u}-7`))).held).toBe(8n);
    expect((await t.ledger.balance(wallet(`${u}-0`))).held).toBe(2n);
    const events: Array<{ n: number }> = await t.dataSource.query(`SELECT COUNT(*) AS n FROM outbox_events WHERE type = 'wallet.hold-placed' AND aggregateId IN (${holds.map(() => '?').join(', ')})`, holds.map((h) => h.id));
    expect(Number(events[0].n)).toBe(40);
    // Posted one by one afterwards, as investments does once each payment is recorded.
    await Promise.all(holds.map((hold) => t.ledger.postHold(hold.holdId)));
    expect((await t.ledger.balance(escrow(campaign))).balance).toBe(BigInt((40 * 41) / 2));
  });

  it('[A5.11] lets exactly 50 of 200 concurrent withdrawal holds through when the balance covers 50', async () => {
    const u = user();
    await topUp(t.ledger, u, 50n * 100n);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => t.ledger.hold({ holdId: `wh-${u}-${i}`, reason: 'withdrawal', from: wallet(u), to: payouts(), amount: 100n, expiresAt: inAnHour() })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(50);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(new Set(refused.map((r) => (r.reason as AppError).messageKey))).toEqual(new Set(['wallet.insufficientBalance']));
    expect(await t.ledger.balance(wallet(u))).toEqual({ account: expect.anything(), balance: 5_000n, held: 5_000n, available: 0n });
    // A transfer may not spend held money either.
    expect(await errorKey(t.ledger.transfer({ transferId: `spend-${u}`, reason: 'withdrawal', entries: [{ account: wallet(u), amount: -1n }, { account: payouts(), amount: 1n }] }))).toBe('wallet.insufficientBalance');
  });

  it('holds, then posts a hold exactly once however often and concurrently it is posted', async () => {
    const u = user();
    const campaign = `campaign-${u}`;
    await topUp(t.ledger, u, 3_000n);
    const hold = await t.ledger.hold({ holdId: `inv-${u}`, reason: 'investment', from: wallet(u), to: escrow(campaign), amount: 2_000n, expiresAt: inAnHour(), metadata: { campaignId: campaign } });
    expect(hold).toMatchObject({ status: 'pending', amount: 2_000n, from: wallet(u), to: escrow(campaign) });
    expect(await t.ledger.balance(wallet(u))).toMatchObject({ balance: 3_000n, held: 2_000n, available: 1_000n });

    const posts = await Promise.all(Array.from({ length: 8 }, () => t.ledger.postHold(`inv-${u}`)));
    expect(new Set(posts.map((p) => p.id)).size).toBe(1);
    expect(posts[0]).toMatchObject({ transferId: `hold:inv-${u}`, holdId: `inv-${u}`, reason: 'investment', metadata: { campaignId: campaign } });
    expect(await t.ledger.balance(wallet(u))).toMatchObject({ balance: 1_000n, held: 0n, available: 1_000n });
    expect((await t.ledger.balance(escrow(campaign))).balance).toBe(2_000n);
    expect(await t.ledger.getHold(`inv-${u}`)).toMatchObject({ status: 'posted', transferId: posts[0].id });
    expect(await errorKey(t.ledger.voidHold(`inv-${u}`))).toBe('wallet.holdAlreadyPosted');
    expect(await errorKey(t.ledger.postHold(`inv-${u}`, { amount: 5n }))).toBe('wallet.holdAlreadyPosted');
  });

  it('posts part of a hold and releases the rest', async () => {
    const u = user();
    await topUp(t.ledger, u, 1_000n);
    await t.ledger.hold({ holdId: `part-${u}`, reason: 'investment', from: wallet(u), to: escrow(`c-${u}`), amount: 800n, expiresAt: inAnHour() });
    expect(await errorKey(t.ledger.postHold(`part-${u}`, { amount: 801n }))).toBe('wallet.holdPostAmountTooLarge');
    await t.ledger.postHold(`part-${u}`, { amount: 300n });
    expect(await t.ledger.balance(wallet(u))).toMatchObject({ balance: 700n, held: 0n, available: 700n });
  });

  it('voids a hold once (voiding again answers the voided hold) and refuses to post it afterwards', async () => {
    const u = user();
    await topUp(t.ledger, u, 1_000n);
    await t.ledger.hold({ holdId: `void-${u}`, reason: 'withdrawal', from: wallet(u), to: payouts(), amount: 600n, expiresAt: inAnHour() });
    const voids = await Promise.all([t.ledger.voidHold(`void-${u}`, { reason: 'rejected by admin' }), t.ledger.voidHold(`void-${u}`)]);
    for (const v of voids) expect(v.status).toBe('voided');
    expect(await t.ledger.balance(wallet(u))).toMatchObject({ balance: 1_000n, held: 0n });
    expect(await errorKey(t.ledger.postHold(`void-${u}`))).toBe('wallet.holdNotPending');
    expect(await errorKey(t.ledger.voidHold(`missing-${u}`))).toBe('wallet.holdNotFound');
  });

  it('expires pending holds past their expiry (once), after which they cannot be posted', async () => {
    const u = user();
    await topUp(t.ledger, u, 1_000n);
    await t.ledger.hold({ holdId: `exp-${u}`, reason: 'investment', from: wallet(u), to: escrow(`c-${u}`), amount: 400n, expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(await errorKey(t.ledger.postHold(`exp-${u}`))).toBe('wallet.holdExpired');
    const [a, b] = await Promise.all([t.ledger.expireStaleHolds(), t.ledger.expireStaleHolds()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await t.ledger.getHold(`exp-${u}`)).toMatchObject({ status: 'expired' });
    expect(await t.ledger.balance(wallet(u))).toMatchObject({ balance: 1_000n, held: 0n });
    expect(await errorKey(t.ledger.postHold(`exp-${u}`))).toBe('wallet.holdExpired');
  });

  it("answers a retried hold with the first hold, and refuses the same hold id for another amount", async () => {
    const u = user();
    await topUp(t.ledger, u, 1_000n);
    const input = { holdId: `rh-${u}`, reason: 'investment', from: wallet(u), to: escrow(`c-${u}`), amount: 100n, expiresAt: inAnHour() };
    const [a, b] = await Promise.all([t.ledger.hold(input), t.ledger.hold({ ...input, expiresAt: inAnHour() })]);
    expect(a.id).toBe(b.id);
    expect((await t.ledger.balance(wallet(u))).held).toBe(100n);
    await expect(t.ledger.hold({ ...input, amount: 101n })).rejects.toMatchObject({ messageKey: 'wallet.holdConflict', status: 409 });
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    const u = user();
    await topUp(t.ledger, u, 100n);
    await expect(
      t.transactions.run(async () => {
        await t.ledger.transfer({ transferId: `inner-${u}`, reason: 'admin_credit', entries: [{ account: { kind: 'suspense', owner: 'platform' }, amount: -5n }, { account: wallet(u), amount: 5n }] });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await t.ledger.getTransfer(`inner-${u}`)).toBeNull();
    expect((await t.ledger.balance(wallet(u))).balance).toBe(100n);
  });
});
