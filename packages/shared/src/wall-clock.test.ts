import { describe, expect, it } from 'vitest';
import { instantToWallClock, wallClockToInstant } from './wall-clock';

const MADRID = 'Europe/Madrid';
const madrid = (date: string, time: string) => wallClockToInstant({ date, time }, MADRID);

describe('wallClockToInstant', () => {
  it('reads 09:00 in Madrid as 08:00Z in winter and 07:00Z in summer', () => {
    expect(madrid('2026-01-15', '09:00')).toBe('2026-01-15T08:00:00.000Z');
    expect(madrid('2026-07-15', '09:00')).toBe('2026-07-15T07:00:00.000Z');
  });

  it('keeps 09:00 at 09:00 on each side of the spring change (29 March 2026)', () => {
    expect(madrid('2026-03-28', '09:00')).toBe('2026-03-28T08:00:00.000Z');
    expect(madrid('2026-03-29', '09:00')).toBe('2026-03-29T07:00:00.000Z');
    // Just before and after the clocks jump from 02:00 to 03:00 (01:00Z).
    expect(madrid('2026-03-29', '01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(madrid('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('moves a time the spring change skipped forward by the gap', () => {
    expect(madrid('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('keeps 09:00 at 09:00 on each side of the autumn change (25 October 2026)', () => {
    expect(madrid('2026-10-24', '09:00')).toBe('2026-10-24T07:00:00.000Z');
    expect(madrid('2026-10-25', '09:00')).toBe('2026-10-25T08:00:00.000Z');
  });

  it('reads the other zones by their own rules', () => {
    expect(wallClockToInstant({ date: '2026-01-15', time: '09:00' }, 'America/Mexico_City')).toBe(
      '2026-01-15T15:00:00.000Z',
    );
    expect(wallClockToInstant({ date: '2026-07-15', time: '09:00' }, 'UTC')).toBe('2026-07-15T09:00:00.000Z');
  });

  it.each([
    ['', '09:00'],
    ['2026-01-15', ''],
    ['2026-02-30', '09:00'],
    ['2026-13-01', '09:00'],
    ['2026-01-15', '24:00'],
    ['2026-01-15', '09:60'],
    ['15/01/2026', '09:00'],
  ])('refuses %j %j as no real date and time', (date, time) => {
    expect(madrid(date, time)).toBeNull();
  });
});

describe('instantToWallClock', () => {
  it('shows an instant on the office clock, across the daylight-saving changes', () => {
    expect(instantToWallClock('2026-01-15T08:00:00.000Z', MADRID)).toEqual({
      date: '2026-01-15',
      time: '09:00',
    });
    expect(instantToWallClock('2026-07-15T07:00:00.000Z', MADRID)).toEqual({
      date: '2026-07-15',
      time: '09:00',
    });
    expect(instantToWallClock('2026-10-25T08:00:00.000Z', MADRID)).toEqual({
      date: '2026-10-25',
      time: '09:00',
    });
  });

  it('round-trips with wallClockToInstant', () => {
    const clock = { date: '2026-03-29', time: '03:15' };
    expect(instantToWallClock(wallClockToInstant(clock, MADRID) ?? '', MADRID)).toEqual(clock);
  });
});
