import fc from 'fast-check';
import { PAYMENT_FREQUENCIES } from '@cf/contracts';
import { addMonths } from '../domain/dates';
import { debtSchedule, dueDates, totalProfit } from '../domain/schedule';

const terms = fc.record({
  principal: fc.integer({ min: 1, max: 10_000_000_000_000 }),
  interestRate: fc.integer({ min: 0, max: 30_000 }).map((bp) => bp / 1000),
  termMonths: fc.integer({ min: 1, max: 120 }),
  gracePeriodMonths: fc.integer({ min: 0, max: 12 }),
  frequency: fc.constantFrom('monthly', 'quarterly', 'semi-annually', 'yearly' as const),
  startDate: fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  feeBps: fc.integer({ min: 0, max: 5_000 }),
});

describe('debt schedule (murabaha-style)', () => {
  it("[C3.11] the principal of a schedule sums to the amount raised, its profit to the fixed total, for random terms", () => {
    fc.assert(
      fc.property(terms, (t) => {
        const rows = debtSchedule(t);
        expect(rows.reduce((sum, r) => sum + r.principal, 0)).toBe(t.principal);
        expect(rows.reduce((sum, r) => sum + r.profit, 0)).toBe(totalProfit(t.principal, t.interestRate, t.termMonths));
        expect(rows.every((r) => r.totalRepayment === r.principal + r.profit && r.platformFee <= r.profit)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('profit never compounds: it is principal × rate × term, linear in each, whatever the frequency', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const profits = PAYMENT_FREQUENCIES.filter((f) => f !== 'daily' && f !== 'weekly').map((frequency) => debtSchedule({ ...t, frequency }).reduce((sum, r) => sum + r.profit, 0));
        expect(new Set(profits).size).toBe(1);
        // Twice the term is twice the profit (within rounding), where compounding would give more.
        const once = totalProfit(t.principal, t.interestRate, t.termMonths);
        expect(Math.abs(totalProfit(t.principal, t.interestRate, t.termMonths * 2) - 2 * once)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('OMR 10,000 at 12 % a year for 24 months, quarterly after a 3-month grace: 8 instalments of 1,250 + 300', () => {
    const rows = debtSchedule({ principal: 10_000_000, interestRate: 12, termMonths: 24, gracePeriodMonths: 3, frequency: 'quarterly', startDate: '2026-01-31', feeBps: 1000 });
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual({ repaymentNumber: 1, expectedDate: '2026-07-31', principal: 1_250_000, profit: 300_000, platformFee: 30_000, totalRepayment: 1_550_000 });
    expect(rows[7].expectedDate).toBe('2028-04-30');
  });

  it('nothing falls due in the grace period; the last row is the end of the term; dates only grow', () => {
    fc.assert(
      fc.property(terms, fc.constantFrom(...PAYMENT_FREQUENCIES), (t, frequency) => {
        const term = frequency === 'daily' ? Math.min(t.termMonths, 24) : t.termMonths;
        const dates = dueDates(t.startDate, term, t.gracePeriodMonths, frequency);
        const graceEnd = addMonths(t.startDate, t.gracePeriodMonths);
        expect(dates.every((d) => d > graceEnd)).toBe(true);
        expect(dates[dates.length - 1]).toBe(addMonths(t.startDate, t.gracePeriodMonths + term));
        expect(dates.every((d, i) => i === 0 || d > dates[i - 1])).toBe(true);
      }),
    );
  });

  it('month ends stay month ends (31 January + 1 month = 28 or 29 February)', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });
});
