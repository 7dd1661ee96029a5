import { ValidationFailedError } from '../../errors/app-error';
import { csvBaisa, keysetCsv, type ExportCursor } from '../csv';
import { muscatDayPeriod } from '../export-period';

const messages = { invalid: 'x.dateInvalid', reversed: 'x.dateRangeInvalid' };

describe('muscatDayPeriod', () => {
  it('[issue 38] reads Muscat days as the UTC instants rows are stamped in, `to` inclusive', () => {
    expect(muscatDayPeriod('2026-11-01', '2026-11-30', messages)).toEqual({ from: '2026-11-01', to: '2026-11-30', start: '2026-10-31T20:00:00.000Z', end: '2026-11-30T20:00:00.000Z' });
  });

  it('defaults to the 90 days up to today in Muscat (already tomorrow there at 21:00 UTC)', () => {
    expect(muscatDayPeriod(undefined, undefined, messages, new Date('2026-11-28T21:00:00.000Z'))).toMatchObject({ from: '2026-09-01', to: '2026-11-29' });
  });

  it('refuses a bad date or a reversed range on its field with the given keys', () => {
    const refusal = (from?: string, to?: string) => {
      try {
        muscatDayPeriod(from, to, messages);
      } catch (error) {
        return error instanceof ValidationFailedError ? JSON.stringify(error) + error.message : String(error);
      }
      return 'accepted';
    };
    expect(refusal('2026-13-01', '2026-11-30')).not.toBe('accepted');
    expect(refusal('yesterday', '2026-11-30')).not.toBe('accepted');
    expect(refusal('2026-02-30', '2026-03-30')).not.toBe('accepted');
    expect(refusal('2026-11-30', '2026-11-01')).toContain('x.dateRangeInvalid');
    expect(refusal('2026-11-01', '2026-11-01')).toBe('accepted');
  });
});

describe('keysetCsv and csvBaisa', () => {
  it('[issue 38] streams the header then each page, asking for the next after the last row, until a page is empty', async () => {
    const rows = [1, 2, 3, 4, 5].map((n) => ({ id: `id-${n}`, createdAt: `2026-11-0${n}`, amount: n * 1250 - 3 }));
    const asked: Array<ExportCursor | null> = [];
    const page = async (after: ExportCursor | null) => {
      asked.push(after);
      const from = after ? rows.findIndex((r) => r.id === after.id) + 1 : 0;
      return rows.slice(from, from + 2);
    };
    let text = '';
    for await (const chunk of keysetCsv(['id', 'amount'], page, (r) => [r.id, csvBaisa(r.amount)])) text += chunk;
    expect(text).toBe('\uFEFFid,amount\r\nid-1,1.247\r\nid-2,2.497\r\nid-3,3.747\r\nid-4,4.997\r\nid-5,6.247\r\n');
    expect(asked.map((a) => a?.id ?? null)).toEqual([null, 'id-2', 'id-4', 'id-5']);
    expect([csvBaisa(0), csvBaisa(-5), csvBaisa(9_007_199_254_740_991)]).toEqual(['0.000', '-0.005', '9007199254740.991']);
  });
});
