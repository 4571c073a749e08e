import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OfficeListQuery } from './accounts/offices';
import { AreaListParam, LATAM_AREAS } from './areas';

describe('AreaListParam', () => {
  it('reads one area or several, comma separated', () => {
    expect(v.parse(AreaListParam, 'mex')).toEqual(['mex']);
    expect(v.parse(AreaListParam, 'mex, chl,')).toEqual(['mex', 'chl']);
    expect(v.parse(AreaListParam, LATAM_AREAS.join(','))).toEqual(LATAM_AREAS);
  });

  it('reads an empty value as no filter', () => {
    expect(v.parse(AreaListParam, '')).toEqual([]);
  });

  it('refuses an unknown code', () => {
    expect(v.safeParse(AreaListParam, 'esp,xyz').success).toBe(false);
  });

  it('filters the office list', () => {
    expect(v.parse(OfficeListQuery, { tolgeo: 'esp' })).toMatchObject({ page: 1, per: 10, tolgeo: ['esp'] });
    expect(v.parse(OfficeListQuery, {})).not.toHaveProperty('tolgeo');
  });
});
