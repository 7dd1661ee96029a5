/**
 * Integer money helpers. Amounts are baisa (1 OMR = 1000 baisa) held as bigint while computing and
 * as safe-integer numbers in JSON and TypeORM columns. No floating point ever touches an amount.
 */

/** Basis points: 1 bp = 0.01 %, so 250 bp = 2.5 % and 10 000 bp = 100 %. */
export const BASIS_POINTS = 10_000n;

/**
 * `amount × bps / 10 000`, rounded half-up (half away from zero for the non-negative amounts the
 * fees use): 0.5 baisa and above rounds up, below rounds down. Done in bigint: exact for any size.
 */
export function percentOf(amount: bigint, bps: bigint): bigint {
  if (amount < 0n || bps < 0n) throw new RangeError('percentOf expects non-negative amounts and rates');
  const product = amount * bps;
  const quotient = product / BASIS_POINTS;
  const remainder = product % BASIS_POINTS;
  return remainder * 2n >= BASIS_POINTS ? quotient + 1n : quotient;
}

/** A bigint that fits a JSON/TypeORM number (money columns are BIGINT read through bigintTransformer). */
export function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`amount ${value} is beyond the safe integer range`);
  }
  return Number(value);
}

/** `12345` → `"12.345"` (three decimals, no grouping): CSV and plain-text statements. */
export function baisaToDecimal(baisa: number | bigint): string {
  const value = BigInt(baisa);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 1000n;
  const fraction = (abs % 1000n).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** `12345678` → `"OMR 12,345.678"`; used in server-side documents (PDF statement, e-mails). */
export function formatOmr(baisa: number | bigint): string {
  const [whole, fraction] = baisaToDecimal(baisa).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}OMR ${grouped}.${fraction}`;
}
