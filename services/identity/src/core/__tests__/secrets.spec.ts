import fc from 'fast-check';
import { codeHash, randomToken, safeEqualHex, sha256, sixDigitCode } from '../secrets';

describe('tokens and codes', () => {
  it('[A4.1] makes six-digit codes, leading zeros kept', () => {
    for (let i = 0; i < 2000; i++) expect(sixDigitCode()).toMatch(/^[0-9]{6}$/);
  });

  it('makes 256-bit URL-safe link tokens that never repeat', () => {
    const tokens = new Set(Array.from({ length: 500 }, randomToken));
    expect(tokens.size).toBe(500);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('salts code hashes with the row id and compares in constant time', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), fc.stringMatching(/^[0-9]{6}$/), (a, b, code) => {
        if (a === b) return true;
        return codeHash(a, code) !== codeHash(b, code) && safeEqualHex(codeHash(a, code), codeHash(a, code));
      }),
    );
    expect(safeEqualHex(sha256('x'), sha256('y'))).toBe(false);
    expect(safeEqualHex('ab', 'abcd')).toBe(false);
  });
});
