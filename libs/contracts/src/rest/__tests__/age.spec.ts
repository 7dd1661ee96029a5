import fc from 'fast-check';
import { ADULT_AGE, ageOn, birthdayAt, isAdultOn, isCalendarDay, marketDay } from '../verification/age';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const calendarDay = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map(dayOf);
const nextDay = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));

describe('age on the Muscat calendar', () => {
  it('[A4.5] a minor is under 18: the day before the 18th birthday a minor, on it an adult', () => {
    fc.assert(
      fc.property(calendarDay, (born) => {
        const eighteenth = birthdayAt(born, ADULT_AGE);
        const before = dayOf(new Date(Date.parse(`${eighteenth}T00:00:00Z`) - 86_400_000));
        expect(isAdultOn(born, eighteenth)).toBe(true);
        expect(isAdultOn(born, before)).toBe(false);
        expect(ageOn(born, eighteenth)).toBe(18);
        expect(ageOn(born, before)).toBe(17);
      }),
    );
  });

  it('[A4.5] age never falls as days pass and grows by one on each birthday only', () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: 0, max: 40_000 }), (born, days) => {
        const day = dayOf(new Date(Date.parse(`${born}T00:00:00Z`) + days * 86_400_000));
        const next = nextDay(day);
        const step = ageOn(born, next) - ageOn(born, day);
        expect(step === 0 || step === 1).toBe(true);
        expect(step === 1).toBe(next === birthdayAt(born, ageOn(born, next)));
      }),
    );
  });

  it('[A4.5] one born on 29 February comes of age on 1 March in a common year, on 29 February in a leap year', () => {
    expect(birthdayAt('2008-02-29', 18)).toBe('2026-03-01');
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(birthdayAt('2006-02-28', 18)).toBe('2024-02-28');
    expect(birthdayAt('2012-02-29', 16)).toBe('2028-02-29');
  });

  it('[A4.5] "today" is the day in Muscat (UTC+4): 21:00 UTC is already the next day', () => {
    expect(marketDay(new Date('2026-11-27T19:59:59Z'))).toBe('2026-11-27');
    expect(marketDay(new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28');
    // Born on 28 November 2008: an adult from midnight in Muscat, four hours before UTC's midnight.
    expect(isAdultOn('2008-11-28', marketDay(new Date('2026-11-27T21:00:00Z')))).toBe(true);
  });

  it('refuses what is not a calendar day', () => {
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('25-01-01')).toBe(false);
    expect(() => birthdayAt('2025-02-30', 18)).toThrow(RangeError);
  });
});
