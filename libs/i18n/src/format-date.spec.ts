import { formatDate, formatDateTime, formatInteger, formatYear, formatPercent } from './format-date';

describe('date and number formatting', () => {
  const date = '2024-03-05T10:00:00Z';

  it('formats dates per language, in Muscat time', () => {
    expect(formatDate(date, 'en')).toBe('5 March 2024');
    expect(formatDate(date, 'ar')).toBe('٥ مارس ٢٠٢٤');
    expect(formatDate(date, 'fr')).toBe('5 mars 2024');
  });

  it('uses Muscat time (UTC+4) for the calendar day', () => {
    expect(formatDate('2024-03-05T21:30:00Z', 'en')).toBe('6 March 2024');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('formats date and time', () => {
    expect(formatDateTime(date, 'en')).toBe('5 Mar 2024, 14:00');
  });

  it('formats integers with the language digits', () => {
    expect(formatInteger(1234, 'en')).toBe('1,234');
    expect(formatInteger(1234, 'ar')).toBe('١\u202f٢٣٤');
    expect(formatYear(2026, 'ar')).toBe('٢٠٢٦');
    expect(formatYear(2026, 'en')).toBe('2026');
  });

  it('[C9.8] formats percentages with the language digits and sign', () => {
    expect(formatPercent(8.5, 'en')).toBe('8.5%');
    expect(formatPercent(10, 'fr')).toMatch(/^10\s?%$/);
    expect(formatPercent(10, 'ar')).toBe('١٠٪؜');
  });
});
