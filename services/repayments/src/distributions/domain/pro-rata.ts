/**
 * Splitting a payment between investors pro rata to their holdings, in whole baisa, so that the
 * shares sum to the amount exactly — never a baisa made or lost (largest remainder method):
 *
 * 1. each investor gets ⌊amount × holding ÷ total⌋;
 * 2. the baisa left over (fewer than the number of investors) go one each to the investors with the
 *    largest fractional remainders (amount × holding mod total);
 * 3. ties go to the larger holding, then to the smaller investor id (string order), so the same
 *    holdings and amount always give the same shares, whichever order they were read in.
 *
 * All arithmetic is in BigInt: amount × holding passes 2^53 for large campaigns.
 */
export interface Holding {
  investorId: string;
  /** Baisa invested (or share units): only the ratios matter. */
  holding: number;
}

export interface Share {
  investorId: string;
  amount: number;
}

export function splitProRata(amount: number, holdings: ReadonlyArray<Holding>): Share[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('amount must be a whole number of baisa, 0 or more');
  const total = holdings.reduce((sum, h) => sum + BigInt(h.holding), 0n);
  if (holdings.length === 0 || total <= 0n) throw new RangeError('nobody holds anything to distribute to');
  if (new Set(holdings.map((h) => h.investorId)).size !== holdings.length) throw new RangeError('one holding per investor');
  const a = BigInt(amount);
  const parts = holdings.map((h) => {
    const product = a * BigInt(h.holding);
    return { investorId: h.investorId, holding: BigInt(h.holding), base: product / total, remainder: product % total };
  });
  let left = a - parts.reduce((sum, p) => sum + p.base, 0n);
  const order = [...parts].sort((x, y) =>
    x.remainder !== y.remainder ? (x.remainder > y.remainder ? -1 : 1) : x.holding !== y.holding ? (x.holding > y.holding ? -1 : 1) : x.investorId < y.investorId ? -1 : x.investorId > y.investorId ? 1 : 0,
  );
  const extra = new Set<string>();
  for (const p of order) {
    if (left <= 0n) break;
    extra.add(p.investorId);
    left -= 1n;
  }
  return parts.map((p) => ({ investorId: p.investorId, amount: Number(p.base + (extra.has(p.investorId) ? 1n : 0n)) }));
}

/**
 * The platform's fee on one payment of a row: the row's fee is taken in step with what is paid
 * (⌊fee × paid after ÷ total⌋ − ⌊fee × paid before ÷ total⌋), so partial payments together withhold
 * exactly the row's fee, never more than the payment.
 */
export function feeOfPayment(rowFee: number, rowTotal: number, paidBefore: number, amount: number): number {
  const fee = BigInt(rowFee);
  const total = BigInt(rowTotal);
  const after = (fee * BigInt(Math.min(rowTotal, paidBefore + amount))) / total;
  const before = (fee * BigInt(Math.min(rowTotal, paidBefore))) / total;
  return Number(after - before);
}
