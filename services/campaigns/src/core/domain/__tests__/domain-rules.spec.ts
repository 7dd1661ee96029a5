import { canTransition, ribbonColor } from '../campaign-status';
import { displayLabel, progressPercent } from '../display-label';
import { checkOpeningDate } from '@cf/contracts';
import { projectReturn } from '../project-return';
import { parseVideoUrl } from '../video-url';

describe('campaign rules', () => {
  it('[C4.1] ribbon colour: draft warning; 1, 2, 4 success; 3, 5, 6 primary', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((s) => ribbonColor(s as 0))).toEqual(['warning', 'success', 'success', 'primary', 'success', 'primary', 'primary']);
  });

  it('[C4.2] submit moves draft or declined to pending; approve and decline only from pending', () => {
    expect(canTransition('submit', 0)).toBe(true);
    expect(canTransition('submit', 3)).toBe(true);
    expect(canTransition('submit', 1)).toBe(false);
    expect(canTransition('approve', 1)).toBe(true);
    expect(canTransition('approve', 0)).toBe(false);
    expect(canTransition('decline', 2)).toBe(false);
    expect(canTransition('hide', 0)).toBe(false);
    expect(canTransition('close', 2)).toBe(true);
  });

  it('[C4.1] display labels: coming soon, early bird, closing soon, funded, live', () => {
    const o = { earlyBirdDays: 7, closingSoonDays: 7 };
    const base = { status: 2 as const, openDate: '2026-01-01', closeDate: '2026-03-01', goal: 1000, raisedAmount: 0 };
    expect(displayLabel({ ...base, openDate: '2026-02-01' }, '2026-01-01', o)).toBe('coming-soon');
    expect(displayLabel({ ...base, openDate: '2026-01-05' }, '2026-01-01', o)).toBe('early-bird');
    expect(displayLabel(base, '2026-02-25', o)).toBe('closing-soon');
    expect(displayLabel({ ...base, raisedAmount: 1000 }, '2026-01-10', o)).toBe('funded');
    expect(displayLabel({ ...base, status: 4 }, '2026-01-10', o)).toBe('funded');
    expect(displayLabel(base, '2026-01-10', o)).toBe('live');
    expect(displayLabel({ ...base, status: 1 }, '2026-01-10', o)).toBeNull();
  });

  it('[C2.2] progress is raised/goal in percent with two decimals', () => {
    expect(progressPercent(333, 1000)).toBe(33.3);
    expect(progressPercent(1, 3)).toBe(33.33);
    expect(progressPercent(1500, 1000)).toBe(150);
    expect(progressPercent(0, null)).toBe(0);
  });

  it('[C4.18][C8.4] the opening-date helper: passed or not, and its three errors', () => {
    const now = new Date('2026-01-10T05:30:00Z'); // 09:30 in Muscat (UTC+4)
    expect(checkOpeningDate('2026-01-10', '09:00', 'Asia/Muscat', now)).toEqual({ ok: true, opened: true, opensAt: '2026-01-10T05:00:00.000Z' });
    expect(checkOpeningDate('2026-01-10', '10:00', 'Asia/Muscat', now)).toMatchObject({ ok: true, opened: false });
    expect(checkOpeningDate('2026-02-30', '10:00', 'Asia/Muscat', now)).toEqual({ ok: false, field: 'openDate', error: 'campaigns.invalidOpeningDate' });
    expect(checkOpeningDate('2026-01-10', '9:00', 'Asia/Muscat', now)).toEqual({ ok: false, field: 'openTime', error: 'campaigns.invalidTimeFormat' });
    expect(checkOpeningDate('2026-01-10', '24:00', 'Asia/Muscat', now)).toMatchObject({ error: 'campaigns.invalidTimeFormat' });
    expect(checkOpeningDate('2026-01-10', '09:00', 'Mars/Olympus', now)).toEqual({ ok: false, field: 'timezone', error: 'campaigns.invalidTimezone' });
  });

  it('[C5.10][C9.5] project return: quarterly profit × yearly 4, quarterly 1, monthly 0.3335, days 0.01095', () => {
    const r = projectReturn(1_000_000, 10); // 1,000 OMR at 10 % a year → 25 OMR a quarter
    expect(r.quarterlyProfit).toBe(25_000);
    expect(r.returns).toEqual([
      { period: 'yearly', factor: 4, profit: 100_000, total: 1_100_000 },
      { period: 'quarterly', factor: 1, profit: 25_000, total: 1_025_000 },
      { period: 'monthly', factor: 0.3335, profit: 8_338, total: 1_008_338 },
      { period: 'days', factor: 0.01095, profit: 274, total: 1_000_274 },
    ]);
    expect(() => projectReturn(0, 10)).toThrow(RangeError);
  });

  it('[C5.1][C8.3] video URLs must be YouTube or Vimeo', () => {
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toMatchObject({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({ provider: 'youtube' });
    expect(parseVideoUrl('https://vimeo.com/76979871')).toMatchObject({ provider: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871' });
    expect(parseVideoUrl('https://dailymotion.com/video/x7')).toBeNull();
    expect(parseVideoUrl('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
  });
});
