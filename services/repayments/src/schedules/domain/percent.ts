/** part ÷ whole as a percent with two decimals, half up, in integer arithmetic (25 % of 3 baisa is 33.33). */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Number((BigInt(Math.trunc(part)) * 10_000n + BigInt(Math.trunc(whole)) / 2n) / BigInt(Math.trunc(whole))) / 100;
}
