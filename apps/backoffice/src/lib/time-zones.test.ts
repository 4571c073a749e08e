import { describe, expect, it } from 'vitest';
import {
  areaTimeZones,
  describeTimeZone,
  matchesSearch,
  timeZoneAfterAreaChange,
  timeZoneChoices,
} from './time-zones';

describe('timeZoneAfterAreaChange', () => {
  it('follows the new area while the zone is the old area default', () => {
    expect(timeZoneAfterAreaChange('esp', 'mex', 'Europe/Madrid')).toBe('America/Mexico_City');
  });
  it('keeps a zone the office chose itself', () => {
    expect(timeZoneAfterAreaChange('esp', 'mex', 'Atlantic/Canary')).toBe('Atlantic/Canary');
  });
});

describe('areaTimeZones', () => {
  it("puts the area's default first, then its country's other zones", () => {
    const zones = areaTimeZones('esp');
    expect(zones[0]).toBe('Europe/Madrid');
    expect(zones).toContain('Atlantic/Canary');
    expect(zones).not.toContain('America/Mexico_City');
  });
});

describe('timeZoneChoices', () => {
  const at = new Date('2026-01-15T12:00:00Z');

  it("offers the area's zones first, named in the interface language with their offset", () => {
    const { inArea, others } = timeZoneChoices('esp', 'Europe/Madrid', 'es', at);
    expect(inArea[0]).toEqual({
      id: 'Europe/Madrid',
      place: 'Madrid',
      name: 'hora de Europa central',
      offset: 'GMT+1',
    });
    expect(inArea.map((choice) => choice.id)).toContain('Atlantic/Canary');
    expect(others.map((choice) => choice.id)).not.toContain('Europe/Madrid');
    expect(others.length).toBeGreaterThan(300);
  });

  it('lists a zone known under two ids once, keeping the one in use', () => {
    const { inArea, others } = timeZoneChoices('arg', 'America/Argentina/Buenos_Aires', 'en', at);
    const all = [...inArea, ...others];
    expect(all.filter((choice) => choice.place === 'Buenos Aires')).toHaveLength(1);
    expect(inArea[0]?.id).toBe('America/Argentina/Buenos_Aires');
  });

  it('keeps a current zone from elsewhere among the first choices', () => {
    const { inArea } = timeZoneChoices('esp', 'America/Lima', 'en', at);
    expect(inArea.map((choice) => choice.id).slice(0, 2)).toEqual(['Europe/Madrid', 'America/Lima']);
  });

  it('orders the other zones by offset', () => {
    const { others } = timeZoneChoices('esp', 'Europe/Madrid', 'en', at);
    const minutes = others.map((choice) => choice.offset);
    expect(minutes.indexOf('GMT-10')).toBeLessThan(minutes.indexOf('GMT+9'));
  });
});

describe('matchesSearch', () => {
  const madrid = ['Europe/Madrid', 'Madrid', 'hora de Europa central', 'GMT+1'];
  it('finds by any word, without accents or case', () => {
    expect(matchesSearch(madrid, 'madrid')).toBe(true);
    expect(matchesSearch(['America/Mexico_City', 'Mexico City', 'hora de México', 'GMT-6'], 'méxico')).toBe(
      true,
    );
    expect(matchesSearch(madrid, 'europa central')).toBe(true);
    expect(matchesSearch(madrid, 'gmt+1')).toBe(true);
    expect(matchesSearch(madrid, 'lima')).toBe(false);
  });
});

describe('describeTimeZone', () => {
  it('names a zone the browser does not know by its id alone', () => {
    expect(describeTimeZone('Mars/Olympus_Mons', 'en')).toEqual({
      id: 'Mars/Olympus_Mons',
      place: 'Olympus Mons',
      name: '',
      offset: '',
    });
  });
});
