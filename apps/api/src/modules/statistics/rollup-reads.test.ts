import { statisticsPeriod } from '@gaceta/shared/statistics';
import { describe, expect, it } from 'vitest';
import { generator } from '../demo/random';
import { addDays } from '../rollups/rollup-source';
import { totalsPieces } from './rollup-reads';

/** totalsPieces: the office totals that sum to a period, checked against the days they stand for. */

describe('totalsPieces', () => {
  it('sums to the period days on every day of two years, reading no more rows than its days', () => {
    const random = generator(68);
    for (let today = '2025-01-01'; today <= '2026-12-31'; today = addDays(today, 1)) {
      for (const range of ['week', 'month'] as const) {
        const period = statisticsPeriod(range, today);
        // An office's day values around the period, after its end too (an office ahead of UTC).
        const days = new Map<string, number>();
        for (let day = addDays(period.from, -62); day <= addDays(period.to, 62); day = addDays(day, 1))
          days.set(day, Math.floor(random() * 100));
        const month = (start: string) =>
          [...days].reduce((sum, [day, value]) => sum + (day.startsWith(start.slice(0, 8)) ? value : 0), 0);
        let expected = 0;
        for (const [day, value] of days) if (day >= period.from && day <= period.to) expected += value;

        let summed = 0;
        let rows = 0;
        for (const { span, from, to, sign } of totalsPieces(period)) {
          expect(from <= to, `${range} ${today}`).toBe(true);
          if (span === 'month') {
            expect(from, `${range} ${today}`).toBe(to);
            summed += sign * month(from);
            rows += 1;
          } else
            for (let day = from; day <= to; day = addDays(day, 1)) {
              summed += sign * (days.get(day) ?? 0);
              if (day <= period.to) rows += 1;
            }
        }
        expect(summed, `${range} ${today}`).toBe(expected);
        expect(rows, `${range} ${today}`).toBeLessThanOrEqual(period.buckets.length);
      }
    }
  });

  it('reads the year as its months, as its series does', () => {
    const period = statisticsPeriod('year', '2026-12-03');
    expect(totalsPieces(period)).toEqual([{ span: 'month', from: '2026-01-01', to: '2026-12-03', sign: 1 }]);
  });
});
