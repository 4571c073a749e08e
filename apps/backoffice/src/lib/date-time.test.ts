import { describe, expect, it } from 'vitest';
import { formatDateTime, timeZonePlace } from './date-time';

describe('timeZonePlace', () => {
  it('names a zone by its place', () => {
    expect(timeZonePlace('Europe/Madrid')).toBe('Madrid');
    expect(timeZonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(timeZonePlace('UTC')).toBe('UTC');
  });
});

describe('formatDateTime', () => {
  it("gives the time in the office's zone and names the zone", () => {
    expect(formatDateTime('2026-11-23T09:15:00Z', 'es', 'Europe/Madrid')).toBe('23/11/2026 10:15 (Madrid)');
    expect(formatDateTime('2026-11-23T09:15:00Z', 'es', 'America/Mexico_City')).toBe(
      '23/11/2026 03:15 (Mexico City)',
    );
  });
});
