/**
 * Minor units per currency as Stripe counts them (ISO 4217 exponents, with Stripe's exceptions):
 * OMR, BHD, JOD, KWD, TND have three decimals, so a baisa is already Stripe's unit for OMR. Stripe
 * documents that for three-decimal currencies the last digit must be 0 ("round amounts to the
 * nearest ten"); the wallet refuses such amounts instead of rounding money.
 */
export const THREE_DECIMAL_CURRENCIES = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);
export const ZERO_DECIMAL_CURRENCIES = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

export function currencyExponent(currency: string): number {
  const code = currency.toUpperCase();
  if (THREE_DECIMAL_CURRENCIES.has(code)) return 3;
  if (ZERO_DECIMAL_CURRENCIES.has(code)) return 0;
  return 2;
}

/**
 * Converts rial baisa to minor units of another currency at `rate` (units of that currency per
 * rial, a decimal string), rounding half up with integers only. Example: 10.000 OMR at 2.6008 →
 * 2601 US cents.
 */
export function convertFromBaisa(baisa: bigint, rate: string, targetExponent: number): bigint {
  const [whole, fraction = ''] = rate.split('.');
  const rateScaled = BigInt(whole + fraction); // rate × 10^fraction.length
  const numerator = baisa * rateScaled * 10n ** BigInt(targetExponent);
  const denominator = 1000n * 10n ** BigInt(fraction.length);
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** Minor units as the decimal string APIs such as PayPal's want ("26.01", "1000"). */
export function minorToDecimalString(minor: bigint, exponent: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, '0');
  const text = exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return negative ? `-${text}` : text;
}
