import fc from 'fast-check';
import { ARABIC_NAME, ENGLISH_NAME, isValidEmail, PHONE, SLUG, STRONG_PASSWORD } from '../fields';

describe('validation rules', () => {
  it('[A5.4] a strong password has 8+ characters, upper, lower, digit, special, no spaces', () => {
    for (const ok of ['Str0ng#Pass', 'Aa1!aaaa', 'Admin#2026pass', 'Ünï1c0de!A']) expect(STRONG_PASSWORD.test(ok)).toBe(true);
    for (const bad of ['Aa1!aaa', 'aa1!aaaa', 'AA1!AAAA', 'Aa!aaaaa', 'Aa1aaaaa', 'Aa1! aaaa', 'Aa1!\taaaa', ''])
      expect(STRONG_PASSWORD.test(bad)).toBe(false);
  });

  it('[A5.4] no password without one of the four kinds of character passes, whatever its length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9!#]{8,40}$/), (candidate) => !STRONG_PASSWORD.test(candidate)),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{8,40}$/), (candidate) => !STRONG_PASSWORD.test(candidate)),
      { numRuns: 300 },
    );
  });

  it('[A5.3] a phone has 8 to 13 digits, with an optional leading +', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{8,13}$/), (phone) => PHONE.test(phone) && PHONE.test(`+${phone}`)));
    for (const bad of ['1234567', '12345678901234', '+1234567', '1234-5678', '١٢٣٤٥٦٧٨']) expect(PHONE.test(bad)).toBe(false);
  });

  it('[A5.2] names are English letters, single spaces, hyphens or apostrophes between letters', () => {
    for (const ok of ['Sara', 'Al Harthy', "O'Neil", 'Jean-Luc']) expect(ENGLISH_NAME.test(ok)).toBe(true);
    for (const bad of ['سارة', 'Sara1', ' Sara', 'Sara ', 'Sa  ra', 'Zoë', '-Sara']) expect(ENGLISH_NAME.test(bad)).toBe(false);
    expect(ARABIC_NAME.test('سارة الحارثي')).toBe(true);
    expect(ARABIC_NAME.test('Sara')).toBe(false);
  });

  it('[A5.5] a slug is letters, numbers and hyphens, at least 2', () => {
    for (const ok of ['ab', 'sara-harthy', 'A1-b2']) expect(SLUG.test(ok)).toBe(true);
    for (const bad of ['a', 'has space', 'under_score', 'ع-ب', 'x'.repeat(61)]) expect(SLUG.test(bad)).toBe(false);
  });

  it('[A5.2] e-mail addresses follow the same rule as the event contracts', () => {
    expect(isValidEmail('admin@demo.om')).toBe(true);
    for (const bad of ['a@b', 'plain', 'a b@c.com', '', 42, null]) expect(isValidEmail(bad)).toBe(false);
  });
});
