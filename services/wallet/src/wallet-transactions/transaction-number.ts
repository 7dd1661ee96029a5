import { randomInt } from 'node:crypto';

/** Crockford base-32 without I, L, O, U: no digit/letter look-alikes when read out on the phone. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A human-readable transaction number, `WT-2026-7K3M9Q2A`: the year, then 8 random characters
 * (32^8 ≈ 1.1e12 per year). Random rather than sequential so that concurrent requests never contend
 * on a counter row; the unique index catches the (vanishingly rare) collision and the caller retries.
 */
export function newTransactionNumber(now: Date = new Date()): string {
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `WT-${now.getUTCFullYear()}-${suffix}`;
}

export const TRANSACTION_NUMBER_PATTERN = /^WT-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/;
