import { convertFromBaisa, currencyExponent, minorToDecimalString } from '../shared/minor-units';
import { StripeProvider } from '../stripe/stripe.provider';

describe('minor units', () => {
  it("treats OMR as a three-decimal currency (the baisa is Stripe's unit for OMR)", () => {
    expect(currencyExponent('omr')).toBe(3);
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(StripeProvider.unitAmount(12_340n, 'OMR')).toBe(12_340n);
  });

  it('refuses OMR amounts whose last digit is not 0 for Stripe instead of rounding money', () => {
    expect(() => StripeProvider.unitAmount(12_345n, 'OMR')).toThrow('wallet.provider.amountNotSupported');
    expect(StripeProvider.unitAmount(12_345n, 'USD')).toBe(12_345n);
  });

  it('converts baisa to another currency with integer half-up rounding', () => {
    expect(convertFromBaisa(10_000n, '2.6008', 2)).toBe(2601n); // 10.000 OMR → 26.008 → 26.01 USD
    expect(convertFromBaisa(1n, '2.6', 2)).toBe(0n); // 0.0026 USD
    expect(convertFromBaisa(2n, '2.5', 2)).toBe(1n); // 0.005 → 0.01 (half up)
    expect(convertFromBaisa(1_000n, '400', 0)).toBe(400n);
    expect(minorToDecimalString(2601n, 2)).toBe('26.01');
    expect(minorToDecimalString(5n, 2)).toBe('0.05');
    expect(minorToDecimalString(400n, 0)).toBe('400');
  });
});
