import { LATAM_AREAS } from '@gaceta/shared/areas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage.test-helper';
import { areasOf, readSelectedArea, SELECTED_AREA_KEY, setSelectedArea } from './selected-area';

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});

describe('selected area', () => {
  it('starts empty: every area', () => {
    expect(readSelectedArea()).toBeNull();
    expect(areasOf(null)).toBeUndefined();
  });

  it('keeps one area or the Latam group in session storage', () => {
    setSelectedArea('mex');
    expect(readSelectedArea()).toBe('mex');
    expect(areasOf('mex')).toEqual(['mex']);
    setSelectedArea('latam');
    expect(readSelectedArea()).toBe('latam');
    expect(areasOf('latam')).toEqual(LATAM_AREAS);
    setSelectedArea(null);
    expect(sessionStorage.getItem(SELECTED_AREA_KEY)).toBeNull();
  });

  it('ignores a stored value that is not an area', () => {
    sessionStorage.setItem(SELECTED_AREA_KEY, 'atlantis');
    expect(readSelectedArea()).toBeNull();
  });
});
