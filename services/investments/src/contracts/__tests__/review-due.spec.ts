import { reviewDueBy } from '../domain/review-due';

describe('[C9.8][C4.14] a signed contract is answered within 48 working hours', () => {
  it('counts 48 hours straight through working days', () => {
    // Sunday 10:00 → Tuesday 10:00.
    expect(reviewDueBy('2026-11-22T10:00:00.000Z', 48)).toBe('2026-11-24T10:00:00.000Z');
  });

  it('does not count Friday and Saturday', () => {
    // Thursday 15:00: 9 hours on Thursday, the weekend skipped, 24 on Sunday, 15 on Monday.
    expect(reviewDueBy('2026-11-26T15:00:00.000Z', 48)).toBe('2026-11-30T15:00:00.000Z');
    // Signed on a Friday: counting starts on Sunday.
    expect(reviewDueBy('2026-11-27T09:30:00.000Z', 48)).toBe('2026-12-01T00:30:00.000Z');
  });
});
