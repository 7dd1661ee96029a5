import fc from 'fast-check';
import { decideClose, percentOf, type FeeRates } from '../domain/close-math';

const OMAN: FeeRates = { flexibleGoalReachedBps: 1000, flexibleGoalMissedBps: 1500, fixedSuccessBps: 500, vatBps: 500 };

describe('close math (C4.13, C9.3)', () => {
  it('[C9.3] fixed: 5% on success, nothing and a full refund when the goal is missed', () => {
    expect(decideClose('fixed', 10_000_000, 10_000_000, OMAN)).toEqual({ outcome: 'successful', feeBps: 500, fee: 500_000, vat: 25_000, ownerAmount: 9_475_000, refunds: 0 });
    expect(decideClose('fixed', 9_999_000, 10_000_000, OMAN)).toEqual({ outcome: 'unsuccessful', feeBps: 0, fee: 0, vat: 0, ownerAmount: 0, refunds: 9_999_000 });
  });

  it('[C4.13][C9.3] flexible: kept either way, 10% when the goal is reached and 15% when not', () => {
    expect(decideClose('flexible', 10_000_000, 10_000_000, OMAN)).toMatchObject({ outcome: 'successful', fee: 1_000_000, vat: 50_000, ownerAmount: 8_950_000 });
    expect(decideClose('flexible', 4_000_000, 10_000_000, OMAN)).toMatchObject({ outcome: 'successful', fee: 600_000, vat: 30_000, ownerAmount: 3_370_000 });
    expect(decideClose('flexible', 0, 10_000_000, OMAN)).toMatchObject({ outcome: 'unsuccessful', refunds: 0 });
  });

  it('rounds each percentage half-up to the baisa', () => {
    expect(percentOf(1_001, 500)).toBe(50); // 50.05
    expect(percentOf(1_010, 500)).toBe(51); // 50.5
    expect(percentOf(999_999_999_999, 1)).toBe(100_000_000);
  });

  it('[C9.3] property: owner + fees + VAT + refunds equals what escrow holds, to the baisa, for any amounts and rates', () => {
    const rate = fc.integer({ min: 0, max: 10_000 });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000_000 }), { maxLength: 200 }),
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.constantFrom('fixed' as const, 'flexible' as const),
        fc.record({ flexibleGoalReachedBps: rate, flexibleGoalMissedBps: rate, fixedSuccessBps: rate, vatBps: rate }),
        (investments, goal, type, rates) => {
          const escrow = investments.reduce((sum, amount) => sum + amount, 0);
          const d = decideClose(type, escrow, goal, rates);
          expect(d.ownerAmount + d.fee + d.vat + d.refunds).toBe(escrow);
          for (const part of [d.ownerAmount, d.fee, d.vat, d.refunds]) expect(part).toBeGreaterThanOrEqual(0);
          if (d.outcome === 'unsuccessful') expect(d.fee + d.vat + d.ownerAmount).toBe(0);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
