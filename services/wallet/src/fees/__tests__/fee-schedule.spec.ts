import fc from 'fast-check';
import { feesExclVat, quoteFees } from '../fee-schedule';
import { baisaToDecimal, formatOmr, percentOf } from '../money';
import { DEFAULT_FEE_RULES, walletFlowsConfigFromEnv } from '../../config/wallet-flows-config';

describe('fee schedule (integer baisa, half-up)', () => {
  it('[A3.17] quotes percentage, flat, service and platform fees with 5% VAT on the fees', () => {
    const quote = quoteFees(10_000, { percentageBps: 250, flat: 100, service: 50, platformBps: 100 }, 500);
    // 2.5% of 10.000 = 0.250; flat 0.100; service 0.050; platform 1% = 0.100 → 0.500; VAT 5% = 0.025
    expect(quote).toEqual({
      amount: 10_000,
      fees: { percentage: 250, flat: 100, service: 50, platform: 100, vat: 25 },
      totalFees: 525,
      total: 10_525,
    });
  });

  it('rounds each part half-up to the baisa: 0.5 baisa goes up, 0.4999 goes down', () => {
    expect(percentOf(1n, 5_000n)).toBe(1n); // 0.5 → 1
    expect(percentOf(3n, 5_000n)).toBe(2n); // 1.5 → 2
    expect(percentOf(1_999n, 25n)).toBe(5n); // 4.9975 → 5
    expect(percentOf(1_998n, 25n)).toBe(5n); // 4.995 → 5
    expect(percentOf(1_997n, 25n)).toBe(5n); // 4.9925 → 5
    expect(percentOf(1_799n, 25n)).toBe(4n); // 4.4975 → 4
    expect(percentOf(10n ** 15n, 250n)).toBe(25n * 10n ** 12n); // exact at the ledger's largest amounts
  });

  it('an offline bank transfer is free by default', () => {
    expect(quoteFees(1_234_567, DEFAULT_FEE_RULES.bank_transfer, 500)).toMatchObject({ totalFees: 0, total: 1_234_567 });
  });

  it('total = amount + fees and VAT never exceeds 5% of the fees plus half a baisa, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 5_000 }), (amount, bps, flat) => {
        const q = quoteFees(amount, { percentageBps: bps, flat, service: 0, platformBps: 0 }, 500);
        expect(q.total).toBe(amount + q.totalFees);
        expect(q.totalFees).toBe(feesExclVat(q.fees) + q.fees.vat);
        expect(Number.isInteger(q.fees.percentage)).toBe(true);
        expect(Math.abs(q.fees.vat * 20 - feesExclVat(q.fees))).toBeLessThanOrEqual(10);
      }),
    );
  });

  it('formats baisa without floating point', () => {
    expect(baisaToDecimal(5)).toBe('0.005');
    expect(baisaToDecimal(-1_234_500)).toBe('-1234.500');
    expect(formatOmr(12_345_678)).toBe('OMR 12,345.678');
    expect(formatOmr(9_007_199_254_740_991n)).toBe('OMR 9,007,199,254,740.991');
  });
});

describe('wallet flows configuration', () => {
  it('[C9.10] has limits, a low-balance threshold and a maker-checker threshold of 500.000 OMR by default', () => {
    const config = walletFlowsConfigFromEnv({}, '/tmp/data');
    expect(config).toMatchObject({ topupMin: 1_000, withdrawMin: 1_000, makerCheckerThreshold: 500_000, vatBps: 500, slipDirectory: '/tmp/data/uploads/wallet' });
  });

  it('reads overrides and refuses a minimum above the maximum', () => {
    const config = walletFlowsConfigFromEnv({ WALLET_TOPUP_MIN: '5000', WALLET_FEES: '{"sandbox_card":{"flat":0}}' }, '/d');
    expect(config.topupMin).toBe(5_000);
    expect(config.fees.sandbox_card).toEqual({ ...DEFAULT_FEE_RULES.sandbox_card, flat: 0 });
    expect(() => walletFlowsConfigFromEnv({ WALLET_WITHDRAW_MIN: '9', WALLET_WITHDRAW_MAX: '8' }, '/d')).toThrow(/WALLET_WITHDRAW_MIN/);
    expect(() => walletFlowsConfigFromEnv({ WALLET_FEES: 'nope' }, '/d')).toThrow(/WALLET_FEES/);
  });
});
