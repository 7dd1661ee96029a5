import { addWorkingDays } from '../../core/working-days';

describe('three working days for a manual KYC review (A4.3, A9.6)', () => {
  it.each([
    ['Sunday morning', '2026-11-22T06:00:00Z', '2026-11-25'],
    ['Wednesday', '2026-11-25T10:00:00Z', '2026-11-30'],
    ['Thursday', '2026-11-26T10:00:00Z', '2026-12-01'],
    ['Friday (weekend)', '2026-11-27T10:00:00Z', '2026-12-01'],
    ['Saturday (weekend)', '2026-11-28T10:00:00Z', '2026-12-01'],
    // 21:00 UTC on Wednesday is already Thursday in Muscat.
    ['Wednesday late (Thursday in Muscat)', '2026-11-25T21:00:00Z', '2026-12-01'],
  ])('[A9.6] a request on %s (%s) is due by the end of %s', (_label, at, due) => {
    expect(addWorkingDays(new Date(at), 3)).toBe(due);
  });

  it('[A9.6] never lands on a Friday or a Saturday', () => {
    for (let day = 0; day < 60; day++) {
      const due = new Date(`${addWorkingDays(new Date(Date.UTC(2026, 0, 1) + day * 86_400_000), 3)}T00:00:00Z`);
      expect([5, 6]).not.toContain(due.getUTCDay());
    }
  });
});
