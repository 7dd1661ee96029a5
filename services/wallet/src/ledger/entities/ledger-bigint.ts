import type { ValueTransformer } from 'typeorm';

/**
 * BIGINT money columns as `bigint` in code: mysql2 returns strings, better-sqlite3 numbers; both are
 * written as decimal strings (exact on both drivers, whatever the size).
 */
export const ledgerBigint: ValueTransformer = {
  to: (value: bigint | null | undefined) => (value === null || value === undefined ? value : value.toString()),
  from: (value: string | number | bigint | null) => (value === null || value === undefined ? value : BigInt(value)),
};
