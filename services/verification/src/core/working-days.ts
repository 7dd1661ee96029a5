/**
 * A4.3, A9.6: manual KYC is reviewed within three working days. Oman's weekend is Friday and
 * Saturday; days are counted on the Muscat calendar (UTC+4, no daylight saving). Public holidays
 * are not counted here (they move with the lunar calendar): the answer is the latest date the
 * platform commits to, and reviewers work to it.
 */
const MUSCAT_OFFSET_MS = 4 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
const WEEKEND = new Set([5, 6]); // Friday, Saturday

/** The Muscat calendar date (YYYY-MM-DD) `workingDays` working days after `from`. */
export function addWorkingDays(from: Date, workingDays: number): string {
  let day = new Date(Math.floor((from.getTime() + MUSCAT_OFFSET_MS) / DAY_MS) * DAY_MS);
  let left = workingDays;
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (!WEEKEND.has(day.getUTCDay())) left--;
  }
  return day.toISOString().slice(0, 10);
}
