import fc from 'fast-check';
import { feeOfPayment, splitProRata } from '../domain/pro-rata';

const holdings = fc
  .uniqueArray(fc.record({ investorId: fc.uuid(), holding: fc.integer({ min: 1, max: 10_000_000_000 }) }), { minLength: 1, maxLength: 60, selector: (h) => h.investorId })
  .map((list) => list);

describe('pro-rata distribution', () => {
  it('[C3.11] shares sum exactly to the amount for random holdings and amounts (no baisa made or lost)', () => {
    fc.assert(
      fc.property(holdings, fc.integer({ min: 0, max: 10_000_000_000_000 }), (list, amount) => {
        const shares = splitProRata(amount, list);
        expect(shares.reduce((sum, s) => sum + s.amount, 0)).toBe(amount);
        expect(shares.every((s) => s.amount >= 0 && Number.isInteger(s.amount))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('each share is within one baisa of the exact pro-rata figure', () => {
    fc.assert(
      fc.property(holdings, fc.integer({ min: 0, max: 100_000_000_000 }), (list, amount) => {
        const total = list.reduce((sum, h) => sum + BigInt(h.holding), 0n);
        for (const [i, share] of splitProRata(amount, list).entries()) {
          const exact = (BigInt(amount) * BigInt(list[i].holding)) / total;
          expect(BigInt(share.amount) - exact >= 0n && BigInt(share.amount) - exact <= 1n).toBe(true);
        }
      }),
    );
  });

  it('is deterministic whatever order the holdings come in (remainders: largest fraction, then larger holding, then smaller id)', () => {
    fc.assert(
      fc.property(holdings, fc.integer({ min: 0, max: 1_000_000_000 }), (list, amount) => {
        const byId = (shares: Array<{ investorId: string; amount: number }>) => Object.fromEntries(shares.map((s) => [s.investorId, s.amount]));
        expect(byId(splitProRata(amount, [...list].reverse()))).toEqual(byId(splitProRata(amount, list)));
      }),
    );
  });

  it('gives the odd baisa to the smaller id when holdings are equal', () => {
    expect(splitProRata(1001, [{ investorId: 'b', holding: 5 }, { investorId: 'a', holding: 5 }])).toEqual([
      { investorId: 'b', amount: 500 },
      { investorId: 'a', amount: 501 },
    ]);
    expect(splitProRata(2, [{ investorId: 'a', holding: 1 }, { investorId: 'b', holding: 1 }, { investorId: 'c', holding: 1 }]).map((s) => s.amount)).toEqual([1, 1, 0]);
  });

  it('refuses what cannot be split', () => {
    expect(() => splitProRata(10, [])).toThrow(RangeError);
    expect(() => splitProRata(-1, [{ investorId: 'a', holding: 1 }])).toThrow(RangeError);
    expect(() => splitProRata(10, [{ investorId: 'a', holding: 1 }, { investorId: 'a', holding: 2 }])).toThrow(RangeError);
  });

  it("partial payments of a row together withhold exactly the row's fee, each never more than itself", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 20 }), (total, cuts) => {
        const fee = Math.floor(total / 7);
        let paid = 0;
        let withheld = 0;
        for (const cut of [...cuts, total]) {
          const amount = Math.min(cut, total - paid);
          if (amount <= 0) break;
          const part = feeOfPayment(fee, total, paid, amount);
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(amount);
          withheld += part;
          paid += amount;
        }
        expect(paid).toBe(total);
        expect(withheld).toBe(fee);
      }),
    );
  });
});
