const HOUR = 3_600_000;
/** Oman's weekend: Friday (5) and Saturday (6), UTC days (Muscat is UTC+4; a day boundary four hours off is within the promise). */
const WEEKEND = new Set([5, 6]);

/**
 * C9.8: when an administrator's answer on a signed contract is due: `workingHours` hours counted on
 * working days only, from the signing time. A contract signed on a Thursday afternoon is due on
 * the next Monday afternoon, not on the Saturday.
 */
export function reviewDueBy(signedAt: string, workingHours: number): string {
  let at = Date.parse(signedAt);
  let left = workingHours;
  while (left > 0) {
    at += HOUR;
    // The hour just counted was a working one when it began on a working day.
    if (!WEEKEND.has(new Date(at - HOUR).getUTCDay())) left -= 1;
  }
  return new Date(at).toISOString();
}
