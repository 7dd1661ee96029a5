/**
 * Age on the platform's calendar (A4.5 "a minor is under 18"; A5 an investor is an adult). Dates of
 * birth are calendar days (YYYY-MM-DD) with no time zone; "today" is the day in Muscat, the
 * platform's market, not in UTC: at 02:00 in Muscat it is already the next day there while UTC
 * still has the previous one. Shared by the services and the web so both answer the same.
 */
export const ADULT_AGE = 18;
export const MARKET_TIME_ZONE = 'Asia/Muscat';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) an instant falls on in Muscat. */
export function marketDay(instant: Date): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A real calendar day written YYYY-MM-DD (not 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.toISOString().slice(0, 10) === value;
}

/**
 * The day someone born on `dateOfBirth` reaches `age`: the same month and day, `age` years on. One
 * born on 29 February reaches it on 1 March in a common year (the day after 28 February: the
 * anniversary has not passed until the 28th has).
 */
export function birthdayAt(dateOfBirth: string, age: number): string {
  const m = DAY.exec(dateOfBirth);
  if (!m || !isCalendarDay(dateOfBirth)) throw new RangeError(`not a calendar day: ${dateOfBirth}`);
  return new Date(Date.UTC(Number(m[1]) + age, Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10);
}

/** Completed years on `day` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, day: string): number {
  let age = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  if (birthdayAt(dateOfBirth, age) > day) age -= 1;
  return age;
}

/** An adult on `day` (YYYY-MM-DD): 18 or older; a minor otherwise (A4.5). */
export function isAdultOn(dateOfBirth: string, day: string): boolean {
  return birthdayAt(dateOfBirth, ADULT_AGE) <= day;
}
