import { AppError, ValidationFailedError } from '@cf/platform';
import { accountIdOf, allowsNegative, balancesAfter, holdTransferId, isDeadlock, netDeltas, planHold, planTransfer, resolveAccount, transferRequestHash, validatePostAmount } from '../ledger-rules';

const wallet = (owner: string) => ({ kind: 'user_wallet' as const, owner });
const clearing = { kind: 'gateway_clearing' as const, owner: 'sandbox' };
const thrown = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('ledger rules', () => {
  it('derives one stable account id per (kind, owner, currency), OMR by default', () => {
    expect(accountIdOf(wallet('u1'))).toBe(accountIdOf({ ...wallet('u1'), currency: 'OMR' }));
    expect(accountIdOf(wallet('u1'))).not.toBe(accountIdOf(wallet('u2')));
    expect(accountIdOf(wallet('u1'))).not.toBe(accountIdOf({ kind: 'child_wallet', owner: 'u1' }));
    expect(accountIdOf(wallet('u1'))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets only accounts that mirror outside money go negative', () => {
    expect(['user_wallet', 'child_wallet', 'campaign_escrow'].map((k) => allowsNegative(k as never))).toEqual([false, false, false]);
    expect(['platform_fees', 'vat', 'gateway_clearing', 'payouts', 'suspense'].map((k) => allowsNegative(k as never))).toEqual([true, true, true, true, true]);
  });

  it('refuses a transfer whose entries do not sum to zero', () => {
    const error = thrown(() => planTransfer({ transferId: 't1', reason: 'topup', entries: [{ account: clearing, amount: -100n }, { account: wallet('u'), amount: 99n }] }));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).messageKey).toBe('wallet.transferUnbalanced');
    expect((error as AppError).status).toBe(400);
  });

  it('refuses zero amounts, non-integers, a single entry, too long ids and unknown kinds as validation errors', () => {
    const cases = [
      { transferId: 't', reason: 'topup', entries: [{ account: clearing, amount: 0n }, { account: wallet('u'), amount: 0n }] },
      { transferId: 't', reason: 'topup', entries: [{ account: clearing, amount: -1.5 as never }, { account: wallet('u'), amount: 1.5 as never }] },
      { transferId: 't', reason: 'topup', entries: [{ account: wallet('u'), amount: 1n }] },
      { transferId: 'x'.repeat(65), reason: 'topup', entries: [{ account: clearing, amount: -1n }, { account: wallet('u'), amount: 1n }] },
      { transferId: 't', reason: 'topup', entries: [{ account: { kind: 'bank', owner: 'x' } as never, amount: -1n }, { account: wallet('u'), amount: 1n }] },
      { transferId: 't', reason: 'Top Up!', entries: [{ account: clearing, amount: -1n }, { account: wallet('u'), amount: 1n }] },
    ];
    for (const input of cases) expect(thrown(() => planTransfer(input))).toBeInstanceOf(ValidationFailedError);
  });

  it('hashes the money of a request, not the order of its entries nor its metadata', () => {
    const a = planTransfer({ transferId: 't', reason: 'topup', entries: [{ account: clearing, amount: -5n }, { account: wallet('u'), amount: 5n }], metadata: { a: 1 } });
    const b = planTransfer({ transferId: 't', reason: 'topup', entries: [{ account: wallet('u'), amount: 5n }, { account: clearing, amount: -5n }], metadata: { a: 2 } });
    const c = planTransfer({ transferId: 't', reason: 'topup', entries: [{ account: clearing, amount: -6n }, { account: wallet('u'), amount: 6n }] });
    expect(a.requestHash).toBe(b.requestHash);
    expect(a.requestHash).not.toBe(c.requestHash);
    expect(transferRequestHash('refund', a.legs)).not.toBe(a.requestHash);
  });

  it('nets several legs on one account and orders the updates by account id (no lock-order deadlocks)', () => {
    const legs = [wallet('b'), clearing, wallet('a'), wallet('b')].map((ref, i) => ({ account: resolveAccount(ref), amount: [10n, -30n, 15n, 5n][i] }));
    const deltas = netDeltas(legs);
    expect([...deltas.keys()]).toEqual([...deltas.keys()].sort());
    expect(deltas.get(accountIdOf(wallet('b')))).toBe(15n);
    expect([...deltas.values()].reduce((s, v) => s + v, 0n)).toBe(0n);
  });

  it("computes each leg's balance after from the accounts' final balances", () => {
    const b = resolveAccount(wallet('b'));
    const c = resolveAccount(clearing);
    const legs = [
      { account: c, amount: -30n },
      { account: b, amount: 10n },
      { account: b, amount: 20n },
    ];
    expect(balancesAfter(legs, new Map([[b.id, 130n], [c.id, -1030n]]))).toEqual([-1030n, 110n, 130n]);
  });

  it('holds only from wallet-type accounts, for a positive amount, with a valid expiry', () => {
    const base = { holdId: 'h1', reason: 'investment', from: wallet('u'), to: { kind: 'campaign_escrow' as const, owner: 'c1' }, amount: 100n, expiresAt: '2030-01-01T00:00:00Z' };
    expect(planHold(base)).toMatchObject({ amount: 100n, expiresAt: '2030-01-01T00:00:00.000Z' });
    expect((thrown(() => planHold({ ...base, from: clearing })) as AppError).messageKey).toBe('wallet.holdAccountInvalid');
    expect(thrown(() => planHold({ ...base, amount: -1n }))).toBeInstanceOf(ValidationFailedError);
    expect(thrown(() => planHold({ ...base, expiresAt: 'tomorrow' }))).toBeInstanceOf(ValidationFailedError);
    expect(planHold(base).requestHash).toBe(planHold({ ...base, expiresAt: '2031-01-01T00:00:00Z' }).requestHash);
    expect(holdTransferId('h1')).toBe('hold:h1');
  });

  it('posts at most the held amount', () => {
    expect(validatePostAmount(undefined, 100n)).toBe(100n);
    expect(validatePostAmount(40n, 100n)).toBe(40n);
    expect((thrown(() => validatePostAmount(101n, 100n)) as AppError).messageKey).toBe('wallet.holdPostAmountTooLarge');
  });

  it('recognises a MySQL deadlock victim (errno 1213) and nothing else', () => {
    expect(isDeadlock({ driverError: { code: 'ER_LOCK_DEADLOCK', errno: 1213 } })).toBe(true);
    expect(isDeadlock({ errno: 1213 })).toBe(true);
    expect(isDeadlock({ code: 'ER_DUP_ENTRY', errno: 1062 })).toBe(false);
  });
});
