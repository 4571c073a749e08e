import { describe, expect, it } from 'vitest';
import { timeZoneAfterAreaChange, timeZoneOptions } from './time-zones';

describe('timeZoneAfterAreaChange', () => {
  it('follows the new area while the zone is the old area default', () => {
    expect(timeZoneAfterAreaChange('esp', 'mex', 'Europe/Madrid')).toBe('America/Mexico_City');
  });
  it('keeps a zone the office chose itself', () => {
    expect(timeZoneAfterAreaChange('esp', 'mex', 'Atlantic/Canary')).toBe('Atlantic/Canary');
  });
});

describe('timeZoneOptions', () => {
  it('includes every area default and the current zone once, sorted', () => {
    const options = timeZoneOptions('America/Argentina/Buenos_Aires');
    expect(options).toContain('Europe/Madrid');
    expect(options).toContain('America/Port_of_Spain');
    expect(options.filter((zone) => zone === 'America/Argentina/Buenos_Aires')).toHaveLength(1);
    expect(options).toEqual([...options].sort());
  });
});
