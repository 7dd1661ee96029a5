import { ValidationFailedError } from '../errors/app-error';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600 * 1000;
/** Oman is UTC+4 all year (no daylight saving). */
const MUSCAT_OFFSET_MS = 4 * 3600 * 1000;

const muscatDay = (ms: number) => new Date(ms + MUSCAT_OFFSET_MS).toISOString().slice(0, 10);
const muscatMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - MUSCAT_OFFSET_MS).toISOString();

/** A period of Muscat days, `from`..`to` inclusive, and the UTC instants [start, end) rows are stamped in. */
export interface DayPeriod {
  from: string;
  to: string;
  start: string;
  end: string;
}

/**
 * A statement's or an export's period from its query (`from`, `to`: YYYY-MM-DD, Muscat days,
 * inclusive; by default the 90 days up to today). A bad date or a reversed range is a 400 on its field
 * with the service's own message keys.
 */
export function muscatDayPeriod(fromRaw: string | undefined, toRaw: string | undefined, messages: { invalid: string; reversed: string }, now = new Date()): DayPeriod {
  // A day of the calendar: `2026-02-30` is not one (Date.parse would read it as 2 March).
  const valid = (day: string) => DATE.test(day) && !Number.isNaN(Date.parse(day)) && new Date(`${day}T00:00:00.000Z`).toISOString().slice(0, 10) === day;
  const to = toRaw || muscatDay(now.getTime());
  // `to` is checked before `from` is derived from it (an invalid date has no "90 days before").
  if (!valid(to)) throw ValidationFailedError.single('to', messages.invalid);
  const from = fromRaw || muscatDay(Date.parse(`${to}T00:00:00.000Z`) - 89 * DAY_MS);
  if (!valid(from)) throw ValidationFailedError.single('from', messages.invalid);
  if (from > to) throw ValidationFailedError.single('from', messages.reversed);
  return { from, to, start: muscatMidnight(from), end: muscatMidnight(new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10)) };
}
