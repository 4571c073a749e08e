import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OfficeUrl, urlProblem } from './urls';

describe('office URLs', () => {
  it('accepts http(s) addresses that end with a slash', () => {
    expect(urlProblem('https://despacho.es/')).toBeNull();
    expect(urlProblem('http://www.despacho-demo.es/noticias/')).toBeNull();
  });

  it('says what is wrong', () => {
    expect(urlProblem('despacho.es/')).toBe('scheme');
    expect(urlProblem('ftp://despacho.es/')).toBe('scheme');
    expect(urlProblem('https://despacho.es')).toBe('trailing_slash');
    expect(urlProblem('https://desp acho/')).toBe('malformed');
  });

  it('lets an empty value through as null', () => {
    expect(v.parse(OfficeUrl, '')).toBeNull();
    expect(v.safeParse(OfficeUrl, 'https://despacho.es').issues?.[0]?.message).toBe('url.trailing_slash');
  });
});
