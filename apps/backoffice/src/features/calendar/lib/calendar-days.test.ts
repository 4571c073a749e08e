import type { CalendarEntry } from '@gaceta/shared/calendar';
import { describe, expect, it } from 'vitest';
import { daysOf, entriesByDay, shiftWallClock, stepDay, todayIn, weekStart } from './calendar-days';

const entry = (id: string, startsAt: string): CalendarEntry => ({
  id,
  kind: 'web',
  status: 'scheduled',
  starts_at: startsAt,
  title: id,
  editable: true,
  sequence: 0,
});

describe('calendar days', () => {
  it('lays a month out in whole weeks from Monday', () => {
    const days = daysOf('month', '2026-03-15');
    expect(days[0]).toBe('2026-02-23');
    expect(days.at(-1)).toBe('2026-04-05');
    expect(days).toHaveLength(42);
    expect(weekStart('2026-03-29')).toBe('2026-03-23');
  });

  it('steps by month, by week and by the agenda’s four weeks', () => {
    expect(stepDay('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepDay('week', '2026-03-29', -1)).toBe('2026-03-22');
    expect(stepDay('agenda', '2026-03-01', 1)).toBe('2026-03-29');
  });

  it('places 09:00 in Madrid at 09:00 on both sides of each daylight-saving change', () => {
    const byDay = entriesByDay(
      [
        entry('before spring', '2026-03-28T08:00:00.000Z'),
        entry('after spring', '2026-03-29T07:00:00.000Z'),
        entry('before autumn', '2026-10-24T07:00:00.000Z'),
        entry('after autumn', '2026-10-25T08:00:00.000Z'),
      ],
      'Europe/Madrid',
    );
    for (const day of ['2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25']) {
      expect(byDay.get(day)?.map(({ at }) => at.time)).toEqual(['09:00']);
    }
  });

  it('puts a late entry on the office’s day, not the UTC one', () => {
    const byDay = entriesByDay([entry('late', '2026-12-03T23:30:00.000Z')], 'Europe/Madrid');
    expect([...byDay.keys()]).toEqual(['2026-12-04']);
    expect(todayIn('America/Mexico_City', new Date('2026-12-04T03:00:00Z'))).toBe('2026-12-03');
  });

  it('moves a wall-clock time by days and hours across month ends', () => {
    expect(shiftWallClock({ date: '2026-03-31', time: '23:30' }, { minutes: 60 })).toEqual({
      date: '2026-04-01',
      time: '00:30',
    });
    expect(shiftWallClock({ date: '2026-03-02', time: '09:00' }, { days: -7 })).toEqual({
      date: '2026-02-23',
      time: '09:00',
    });
  });
});
