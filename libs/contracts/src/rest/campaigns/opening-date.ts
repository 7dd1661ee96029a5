/**
 * C4.18 / C8.4: the opening-date helper (written once: campaigns checks the wizard's dates with it,
 * investments whether an offer has opened). Decides whether a campaign's opening date and time, read in
 * a time zone, has passed. Three errors, each a message key: invalid date, time not `HH:mm` (24-hour),
 * unknown time zone.
 */
export type OpeningDateError = 'campaigns.invalidOpeningDate' | 'campaigns.invalidTimeFormat' | 'campaigns.invalidTimezone';

export type OpeningDateResult = { ok: true; opened: boolean; opensAt: string } | { ok: false; field: 'openDate' | 'openTime' | 'timezone'; error: OpeningDateError };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isValidDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function isValidTime(value: string): boolean {
  return TIME.test(value);
}

/**
 * One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than using
 * it, and every investment checks its campaign's opening (a hot campaign asks thousands of times).
 * An unknown zone is remembered as null.
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();
function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    } catch {
      formatter = null;
    }
    if (formatters.size < 1000) formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(value: string): boolean {
  return Boolean(value) && formatterFor(value) !== null;
}

/** Offset (ms) of a time zone at an instant: local wall clock minus UTC. */
function offsetAt(timeZone: string, instant: number): number {
  const formatter = formatterFor(timeZone);
  if (!formatter) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  const parts = formatter.formatToParts(new Date(instant));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of a wall-clock date and time in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let instant = wall - offsetAt(timeZone, wall);
  instant = wall - offsetAt(timeZone, instant); // once more across a DST change
  return new Date(instant);
}

export function checkOpeningDate(openDate: string | undefined, openTime: string | undefined, timeZone: string, now: Date = new Date()): OpeningDateResult {
  if (typeof openDate !== 'string' || !isValidDate(openDate)) return { ok: false, field: 'openDate', error: 'campaigns.invalidOpeningDate' };
  if (typeof openTime !== 'string' || !isValidTime(openTime)) return { ok: false, field: 'openTime', error: 'campaigns.invalidTimeFormat' };
  if (typeof timeZone !== 'string' || !isValidTimeZone(timeZone)) return { ok: false, field: 'timezone', error: 'campaigns.invalidTimezone' };
  const opensAt = zonedInstant(openDate, openTime, timeZone);
  return { ok: true, opened: opensAt.getTime() <= now.getTime(), opensAt: opensAt.toISOString() };
}
