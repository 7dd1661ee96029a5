import fc from 'fast-check';
import { AppError } from '@cf/platform';
import type { AccountRef, PostedTransfer } from '../../src';
import { accountIdOf } from '../../src/ledger/ledger-rules';
import { clearing, escrow, payouts, startLedgerTestApp, wallet, type LedgerTestApp } from './ledger-test-app';

/**
 * Property: whatever mix of top-ups, holds, posts, voids, withdrawals, refunds, settlements and
 * retried requests (same id and body, or same id with another body) runs concurrently, the ledger's
 * invariants hold afterwards (ledger:check is clean), money is conserved (all balances sum to zero),
 * and every account's balance is exactly what the successful answers said was posted.
 */
type Command =
  | { op: 'topup'; user: number; amount: number }
  | { op: 'withdraw'; user: number; amount: number }
  | { op: 'hold'; user: number; amount: number; toEscrow: boolean }
  | { op: 'post'; hold: number; partial: boolean }
  | { op: 'void'; hold: number }
  | { op: 'refund'; user: number; amount: number }
  | { op: 'settle'; payment: number }
  | { op: 'retrySame'; of: number }
  | { op: 'retryOther'; of: number };

const USERS = 4;
const amount = fc.integer({ min: 1, max: 5_000 });
const user = fc.integer({ min: 0, max: USERS - 1 });
const index = fc.nat({ max: 40 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('topup' as const), user, amount }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('withdraw' as const), user, amount }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('hold' as const), user, amount, toEscrow: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('post' as const), hold: index, partial: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('void' as const), hold: index }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('refund' as const), user, amount }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('settle' as const), payment: index }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('retrySame' as const), of: index }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('retryOther' as const), of: index }) },
);

/** Refusals a correct ledger may give under these races; anything else fails the property. */
const EXPECTED_REFUSALS = new Set(['wallet.insufficientBalance', 'wallet.holdNotPending', 'wallet.holdAlreadyPosted', 'wallet.holdExpired', 'wallet.holdNotFound', 'wallet.transferConflict', 'common.conflict']);

describe('ledger properties (integration, fast-check)', () => {
  let t: LedgerTestApp;
  beforeAll(async () => {
    t = await startLedgerTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('[A5.11] [A7.10] keeps every invariant under random concurrent interleavings and retries', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 10, maxLength: 36 }), fc.integer({ min: 3, max: 10 }), async (commands, batchSize) => {
        const prefix = `r${++run}-${Math.random().toString(36).slice(2, 7)}`;
        const users = Array.from({ length: USERS }, (_, i) => `${prefix}-u${i}`);
        const campaign = escrow(`${prefix}-campaign`);
        const holds: Array<{ holdId: string; amount: number }> = [];
        const payments: Array<{ id: string; transferId: string }> = [];
        const sent: Array<{ transferId: string; reason: string; entries: Array<{ account: AccountRef; amount: bigint }>; metadata?: Record<string, unknown> }> = [];
        const posted = new Map<string, PostedTransfer>();
        const unexpected: string[] = [];

        const transfer = async (input: (typeof sent)[number], remember = true) => {
          if (remember) sent.push(input);
          const result = await t.ledger.transfer(input);
          const earlier = posted.get(result.transferId);
          if (earlier && earlier.id !== result.id) unexpected.push(`two different answers for ${result.transferId}`);
          posted.set(result.transferId, result);
        };
        const runCommand = async (c: Command, i: number): Promise<void> => {
          const id = `${prefix}-${i}`;
          switch (c.op) {
            case 'topup': {
              payments.push({ id: `pay-${id}`, transferId: id });
              return transfer({ transferId: id, reason: 'topup', entries: [{ account: clearing(), amount: BigInt(-c.amount) }, { account: wallet(users[c.user]), amount: BigInt(c.amount) }], metadata: { providerPaymentId: `pay-${id}` } });
            }
            case 'withdraw':
              return transfer({ transferId: id, reason: 'withdrawal', entries: [{ account: wallet(users[c.user]), amount: BigInt(-c.amount) }, { account: payouts(), amount: BigInt(c.amount) }] });
            case 'refund':
              return transfer({ transferId: id, reason: 'refund', entries: [{ account: campaign, amount: BigInt(-c.amount) }, { account: wallet(users[c.user]), amount: BigInt(c.amount) }] });
            case 'settle': {
              const payment = payments[c.payment % Math.max(1, payments.length)];
              // The provider settles what it actually took: the posted top-up's amount (under races a
              // retry with another body can be the one that posted), and nothing before it posted.
              // Not offered to the retry commands: a settlement with another amount is exactly the
              // provider error the clearing check exists to catch.
              const charged = payment && posted.get(payment.transferId)?.entries.find((e) => e.account.kind === 'gateway_clearing');
              if (!payment || !charged) return;
              return transfer({ transferId: `settle-${payment.id}`, reason: 'provider_settlement', entries: [{ account: clearing(), amount: -charged.amount }, { account: { kind: 'suspense', owner: 'settlement-bank' }, amount: charged.amount }], metadata: { providerPaymentId: payment.id } }, false);
            }
            case 'hold': {
              holds.push({ holdId: id, amount: c.amount });
              await t.ledger.hold({ holdId: id, reason: c.toEscrow ? 'investment' : 'withdrawal', from: wallet(users[c.user]), to: c.toEscrow ? campaign : payouts(), amount: BigInt(c.amount), expiresAt: new Date(Date.now() + 600_000).toISOString() });
              return;
            }
            case 'post': {
              const hold = holds[c.hold % Math.max(1, holds.length)];
              if (!hold) return;
              const result = await t.ledger.postHold(hold.holdId, c.partial && hold.amount > 1 ? { amount: BigInt(Math.floor(hold.amount / 2)) } : {});
              posted.set(result.transferId, result);
              return;
            }
            case 'void': {
              const hold = holds[c.hold % Math.max(1, holds.length)];
              if (hold) await t.ledger.voidHold(hold.holdId);
              return;
            }
            case 'retrySame': {
              const original = sent[c.of % Math.max(1, sent.length)];
              if (original) await transfer(original, false);
              return;
            }
            case 'retryOther': {
              const original = sent[c.of % Math.max(1, sent.length)];
              if (!original) return;
              const other = { ...original, entries: original.entries.map((e) => ({ ...e, amount: e.amount * 2n })) };
              await transfer(other, false);
              // Only possible when the original was refused (it left no trace).
              if (posted.get(original.transferId)?.entries[0].amount === original.entries[0].amount) unexpected.push(`${original.transferId} accepted another body`);
              return;
            }
          }
        };

        for (let start = 0; start < commands.length; start += batchSize) {
          const batch = commands.slice(start, start + batchSize);
          const outcomes = await Promise.allSettled(batch.map((c, j) => runCommand(c, start + j)));
          for (const o of outcomes) {
            if (o.status === 'rejected' && !(o.reason instanceof AppError && EXPECTED_REFUSALS.has(o.reason.messageKey))) unexpected.push(String((o.reason as Error)?.stack ?? o.reason));
          }
        }
        expect(unexpected).toEqual([]);

        const report = await t.reconcile();
        expect(report.checks.filter((c) => !c.ok)).toEqual([]);
        const [{ total }] = await t.dataSource.query('SELECT SUM(balance) AS total FROM ledger_accounts');
        expect(BigInt(String(total).split('.')[0])).toBe(0n);

        // Each user's wallet holds exactly what the successful answers posted to it.
        for (const owner of users) {
          const id = accountIdOf(wallet(owner));
          const expected = [...posted.values()].flatMap((p) => p.entries).filter((e) => e.accountId === id).reduce((sum, e) => sum + e.amount, 0n);
          const balance = await t.ledger.balance(wallet(owner));
          expect(balance.balance).toBe(expected);
          expect(balance.available).toBeGreaterThanOrEqual(0n);
        }
      }),
      { numRuns: 25, endOnFailure: true },
    );
  }, 120_000);
});
