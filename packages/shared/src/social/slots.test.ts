import { describe, expect, it } from 'vitest';
import { slotsBetween } from './slots';

const planning = { publication_hours: ['09:00', '18:30'], schedule_days: [1, 2, 3, 4, 5] };

describe('slotsBetween', () => {
  it('gives the weekday hours in the office zone, none on the weekend', () => {
    // Friday 2026-11-27 to Monday 2026-11-30, Madrid (UTC+1 in winter).
    const slots = slotsBetween(
      planning,
      'Europe/Madrid',
      new Date('2026-11-27T00:00:00Z'),
      new Date('2026-11-30T10:00:00Z'),
    );
    expect(slots.map((slot) => slot.toISOString())).toEqual([
      '2026-11-27T08:00:00.000Z',
      '2026-11-27T17:30:00.000Z',
      '2026-11-30T08:00:00.000Z',
    ]);
  });

  it('keeps 09:00 at 09:00 across the spring change', () => {
    // Madrid moves to UTC+2 on Sunday 2026-03-29.
    const daily = { publication_hours: ['09:00'], schedule_days: [1, 2, 3, 4, 5, 6, 7] };
    const slots = slotsBetween(
      daily,
      'Europe/Madrid',
      new Date('2026-03-28T00:00:00Z'),
      new Date('2026-03-30T23:00:00Z'),
    );
    expect(slots.map((slot) => slot.toISOString())).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
  });

  it('excludes the window start and includes its end', () => {
    const at = new Date('2026-11-27T08:00:00Z');
    expect(slotsBetween(planning, 'Europe/Madrid', at, new Date(at.getTime() + 60_000))).toEqual([]);
    expect(slotsBetween(planning, 'Europe/Madrid', new Date(at.getTime() - 60_000), at)).toEqual([at]);
  });
});
