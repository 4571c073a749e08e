import { describe, expect, it } from 'vitest';
import { statisticsPeriod } from './statistics';

describe('statisticsPeriod', () => {
  it('reads the last 7 or 30 days by day, ending today, across a month and a year end', () => {
    expect(statisticsPeriod('week', '2026-03-02')).toEqual({
      from: '2026-02-24',
      to: '2026-03-02',
      bucket: 'day',
      buckets: [
        '2026-02-24',
        '2026-02-25',
        '2026-02-26',
        '2026-02-27',
        '2026-02-28',
        '2026-03-01',
        '2026-03-02',
      ],
    });
    const month = statisticsPeriod('month', '2027-01-10');
    expect(month.buckets).toHaveLength(30);
    expect([month.from, month.buckets[21], month.buckets[22], month.to]).toEqual([
      '2026-12-12',
      '2027-01-02',
      '2027-01-03',
      '2027-01-10',
    ]);
  });

  it('reads the last year as 12 months, this one included, from the first of the eleventh month back', () => {
    const year = statisticsPeriod('year', '2026-01-31');
    expect(year).toMatchObject({ from: '2025-02-01', to: '2026-01-31', bucket: 'month' });
    expect(year.buckets).toEqual([
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
    ]);
  });
});
