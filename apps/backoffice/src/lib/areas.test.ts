import { LATAM_AREAS } from '@gaceta/shared/areas';
import { describe, expect, it } from 'vitest';
import { latamState, toggleAreas } from './areas';

describe('latamState', () => {
  it('is false without any Latin American area', () => {
    expect(latamState([])).toBe(false);
    expect(latamState(['esp'])).toBe(false);
  });
  it('is indeterminate with some of them', () => {
    expect(latamState(['esp', 'mex'])).toBe('indeterminate');
  });
  it('is true with all of them', () => {
    expect(latamState([...LATAM_AREAS])).toBe(true);
  });
});

describe('toggleAreas', () => {
  it('adds the Latam group to a selection in canonical order, without duplicates', () => {
    const next = toggleAreas(['mex', 'esp'], LATAM_AREAS, true);
    expect(next[0]).toBe('esp');
    expect(next).toHaveLength(LATAM_AREAS.length + 1);
  });
  it('removes the Latam group and keeps Spain', () => {
    expect(toggleAreas(['esp', 'mex', 'arg'], LATAM_AREAS, false)).toEqual(['esp']);
  });
  it('toggles one area', () => {
    expect(toggleAreas(['esp'], ['chl'], true)).toEqual(['esp', 'chl']);
    expect(toggleAreas(['esp', 'chl'], ['esp'], false)).toEqual(['chl']);
  });
});
