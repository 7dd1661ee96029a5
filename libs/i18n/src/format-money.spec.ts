import { CURRENCY_LABELS } from '@cf/contracts/rest';
import { baisaToDecimalString, formatOmr, formatOmrNumber, formatOmrShort, parseOmrInput, toBaisa } from './format-money';

const strip = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '');

describe('formatOmr (DESIGN §5: integer baisa, formatted only at the edges)', () => {
  it('[A1.4] formats 1234500 baisa as OMR 1,234.500 in English', () => {
    expect(formatOmr(1234500, 'en')).toBe('OMR 1,234.500');
  });

  it('[A1.4] uses Arabic-Indic digits and separators in Arabic, with the Arabic label e-mails use too', () => {
    const text = strip(formatOmr(1234500, 'ar'));
    expect(text).toBe('١٬٢٣٤٫٥٠٠ ر.ع.');
    expect(text).not.toContain('OMR');
    expect(text.endsWith(CURRENCY_LABELS.ar)).toBe(true);
    expect(text).not.toMatch(/[0-9]/);
  });

  it('[A1.4] lists show a whole sum without trailing zeros and an amount with baisa exactly', () => {
    expect(formatOmrShort(1_880_000_000, 'en')).toBe('OMR 1,880,000');
    expect(strip(formatOmrShort(1_880_000_000, 'ar'))).toBe('١٬٨٨٠٬٠٠٠ ر.ع.');
    expect(formatOmrShort(1_880_000_000, 'fr').replace(/\s/g, ' ')).toBe('1 880 000 OMR');
    expect(formatOmrShort(12_345_678, 'en')).toBe('OMR 12,345.678');
    expect(formatOmrShort(12_345_600, 'en')).toBe('OMR 12,345.600');
    expect(formatOmrShort(0, 'en')).toBe('OMR 0');
    expect(formatOmrShort(12345678901234567000n, 'en')).toBe('OMR 12,345,678,901,234,567');
  });

  it('[A1.4] follows French conventions in French', () => {
    expect(formatOmr(1234500, 'fr').replace(/\s/g, ' ')).toBe('1 234,500 OMR');
  });

  it('[A9.8] always shows three decimals (baisa)', () => {
    expect(formatOmr(0, 'en')).toBe('OMR 0.000');
    expect(formatOmr(5, 'en')).toBe('OMR 0.005');
    expect(formatOmr(1000, 'en')).toBe('OMR 1.000');
  });

  it('keeps every baisa of amounts beyond floating-point precision', () => {
    expect(formatOmr(12345678901234567891n, 'en')).toBe('OMR 12,345,678,901,234,567.891');
    expect(formatOmr('9007199254740993', 'en')).toBe('OMR 9,007,199,254,740.993');
  });

  it('formats negative amounts', () => {
    expect(formatOmr(-1500, 'en')).toBe('-OMR 1.500');
  });

  it('formats the number alone for tables', () => {
    expect(formatOmrNumber(1234500, 'en')).toBe('1,234.500');
    expect(strip(formatOmrNumber(1234500, 'ar'))).toBe('١٬٢٣٤٫٥٠٠');
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
