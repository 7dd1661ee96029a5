/** Calendar days as YYYY-MM-DD (UTC), the way schedules are written: no times, no time zones. */

const toDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date): string => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** Adds months, keeping the day of the month or the month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return toDay(new Date(Date.UTC(year, month, Math.min(d, last))));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  // Both are UTC midnights: the difference is a whole number of days.
  return (toDate(to).getTime() - toDate(from).getTime()) / 86_400_000;
}

/** The calendar day of an instant, in UTC. */
export function dayOf(instant: Date | string): string {
  return toDay(typeof instant === 'string' ? new Date(instant) : instant);
}

/** Muscat is UTC+4 all year (no daylight saving): the platform's calendar day of an instant. */
const MUSCAT_OFFSET_MS = 4 * 3_600_000;
export function muscatDay(instant: Date): string {
  return toDay(new Date(instant.getTime() + MUSCAT_OFFSET_MS));
}
