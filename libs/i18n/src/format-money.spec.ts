import { CURRENCY_LABELS } from '@cf/contracts/rest';
import fc from 'fast-check';
import { ARABIC_DIGIT_STYLES, setArabicDigitStyle } from './digits';
import { baisaToDecimalString, formatOmr, formatOmrExact, formatOmrNumber, parseOmrInput, toBaisa } from './format-money';

const strip = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '');

/** Whether a text has the shape of an Arabic amount the platform writes: groups apart by a narrow space, at most one ٫ then three digits. */
const readsAsPlatformAmount = (text: string) => /^[\u0660-\u06690-9]{1,3}(\u202f[\u0660-\u06690-9]{3})*([\u066b.][\u0660-\u06690-9]{3})?$/.test(text);

describe('formatOmr (DESIGN §5: integer baisa, formatted only at the edges)', () => {
  afterEach(() => setArabicDigitStyle('arab'));

  it('[A1.4] formats a whole sum without decimals and an amount with baisa with all three, in English', () => {
    expect(formatOmr(1_234_000, 'en')).toBe('OMR 1,234');
    expect(formatOmr(1_234_500, 'en')).toBe('OMR 1,234.500');
    expect(formatOmr(12_345_678, 'en')).toBe('OMR 12,345.678');
    expect(formatOmr(0, 'en')).toBe('OMR 0');
    expect(formatOmr(5, 'en')).toBe('OMR 0.005');
  });

  it('[A1.4] uses Arabic-Indic digits in Arabic, groups apart by a narrow space, with the Arabic label e-mails use too', () => {
    const text = strip(formatOmr(1_234_500, 'ar'));
    expect(text).toBe('١\u202f٢٣٤٫٥٠٠ ر.ع.');
    expect(strip(formatOmr(100_000, 'ar'))).toBe('١٠٠ ر.ع.');
    expect(strip(formatOmr(1_880_000_000, 'ar'))).toBe('١\u202f٨٨٠\u202f٠٠٠ ر.ع.');
    expect(text).not.toContain('OMR');
    expect(text.endsWith(CURRENCY_LABELS.ar)).toBe(true);
    expect(text).not.toMatch(/[0-9]/);
  });

  it('[A1.4] writes Arabic amounts in Western digits when the investor chooses them', () => {
    setArabicDigitStyle('latn');
    expect(strip(formatOmr(1_234_500, 'ar'))).toBe('1,234.500 ر.ع.');
    expect(strip(formatOmr(100_000, 'ar'))).toBe('100 ر.ع.');
  });

  it('[A1.4] follows French conventions in French', () => {
    expect(formatOmr(1_234_500, 'fr').replace(/\s/g, ' ')).toBe('1 234,500 OMR');
    expect(formatOmr(1_880_000_000, 'fr').replace(/\s/g, ' ')).toBe('1 880 000 OMR');
  });

  it('shows every baisa in statements and receipts (formatOmrExact)', () => {
    expect(formatOmrExact(0, 'en')).toBe('OMR 0.000');
    expect(formatOmrExact(1000, 'en')).toBe('OMR 1.000');
    expect(strip(formatOmrExact(100_000, 'ar'))).toBe('١٠٠٫٠٠٠ ر.ع.');
  });

  it('keeps every baisa of amounts beyond floating-point precision', () => {
    expect(formatOmr(12345678901234567891n, 'en')).toBe('OMR 12,345,678,901,234,567.891');
    expect(formatOmr('9007199254740993', 'en')).toBe('OMR 9,007,199,254,740.993');
    expect(formatOmr(12345678901234567000n, 'en')).toBe('OMR 12,345,678,901,234,567');
  });

  it('formats negative amounts', () => {
    expect(formatOmr(-1500, 'en')).toBe('-OMR 1.500');
  });

  it('formats the number alone, exact, for statement tables', () => {
    expect(formatOmrNumber(1234500, 'en')).toBe('1,234.500');
    expect(strip(formatOmrNumber(1234500, 'ar'))).toBe('١\u202f٢٣٤٫٥٠٠');
  });

  /*
   * Issue 36: in the Arabic font the thousands mark ٬ and the decimal mark ٫ look alike, and
   * `١٠٠٫٠٠٠ ر.ع.` (OMR 100) was read as 100,000. A reader who confuses the two marks must never get
   * another amount: so no Arabic amount contains ٬ at all, a whole sum contains no mark, and the text
   * with its decimal mark taken for a thousands mark is not an amount the platform writes.
   */
  it('[A1.4] writes no Arabic amount that reads as another when ٫ and ٬ are confused', () => {
    // Whole sums of at least OMR 1,000 in Latin digits (a comma between thousands) are drawn on purpose:
    // a CI run found one by chance (seed -877206560) where the assertion had forgotten that comma.
    const confused = (text: string) => text.replace(/\u066b/g, '\u066c');
    fc.assert(
      fc.property(fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 12n }).map((rials) => rials * 1000n)), fc.constantFrom(...ARABIC_DIGIT_STYLES), fc.boolean(), (baisa, style, exact) => {
        setArabicDigitStyle(style);
        const text = strip(exact ? formatOmrExact(baisa, 'ar') : formatOmr(baisa, 'ar'));
        const number = text.replace(` ${CURRENCY_LABELS.ar}`, '');
        expect(number).not.toContain('\u066c');
        // With Latin digits the thousands mark is the Latin comma (never confused with the Arabic marks).
        const ungrouped = style === 'latn' ? number.replace(/,/g, '') : number;
        expect(parseOmrInput(ungrouped)).toBe(baisa);
        if (!exact && baisa % 1000n === 0n) expect(ungrouped).not.toMatch(/[\u066b.,]/);
        const misread = confused(number);
        if (misread !== number) expect(readsAsPlatformAmount(misread)).toBe(false);
      }),
    );
  });

  it('refuses fractional or non-numeric baisa instead of rounding them', () => {
    expect(() => toBaisa(12.5)).toThrow(RangeError);
    expect(() => toBaisa('12.5')).toThrow(RangeError);
    expect(() => toBaisa(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('splits baisa into rials with string work only', () => {
    expect(baisaToDecimalString(1)).toBe('0.001');
    expect(baisaToDecimalString(-1)).toBe('-0.001');
    expect(baisaToDecimalString(1234500)).toBe('1234.500');
  });
});

describe('parseOmrInput', () => {
  it('reads typed rials into baisa, with Latin or Arabic digits', () => {
    expect(parseOmrInput('12.5')).toBe(12500n);
    expect(parseOmrInput('١٢٫٥')).toBe(12500n);
    expect(parseOmrInput('12,5')).toBe(12500n);
    expect(parseOmrInput('1,000')).toBe(1000n);
    expect(parseOmrInput('0.001')).toBe(1n);
    expect(parseOmrInput('7')).toBe(7000n);
  });

  it('refuses more than three decimals and garbage', () => {
    expect(parseOmrInput('1.0001')).toBeNull();
    expect(parseOmrInput('abc')).toBeNull();
    expect(parseOmrInput('-1')).toBeNull();
  });
});
