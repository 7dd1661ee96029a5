import type { ValueTransformer } from 'typeorm';

/** mysql2 returns BIGINT as a string, SQLite as a number: always hand the code a safe integer. */
export const bigintTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => {
    if (value === null || value === undefined) return value;
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isSafeInteger(n)) throw new Error(`BIGINT ${value} is beyond the safe integer range`);
    return n;
  },
};

/** JSON stored as TEXT: portable between MySQL and SQLite. */
export const jsonTransformer: ValueTransformer = {
  to: (value: unknown) => (value === undefined ? undefined : value === null ? null : JSON.stringify(value)),
  from: (value: string | null) => (value === null || value === undefined ? value : JSON.parse(value)),
};

/** Booleans come back as 0/1 from both drivers in some paths; normalise. */
export const booleanTransformer: ValueTransformer = {
  to: (value: boolean | null | undefined) => value,
  from: (value: unknown) => (value === null || value === undefined ? value : value === true || value === 1 || value === '1'),
};

/** Dates kept as UTC ISO strings in DATETIME(3) columns read back as Date on both drivers. */
export const dateTransformer: ValueTransformer = {
  to: (value: Date | null | undefined) => value,
  from: (value: Date | string | null) => {
    if (value === null || value === undefined) return value;
    if (value instanceof Date) return value;
    return new Date(value.includes('T') || value.endsWith('Z') ? value : `${value.replace(' ', 'T')}Z`);
  },
};
