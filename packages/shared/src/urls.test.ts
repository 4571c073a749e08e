import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { normalizeUrl, OfficeUrl, urlProblem } from './urls';

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

  it('stores what URL parsing makes of the value, safe inside an HTML attribute', () => {
    expect(v.parse(OfficeUrl, 'https://example.com/"><img src=x>/')).toBe(
      'https://example.com/%22%3E%3Cimg%20src=x%3E/',
    );
    expect(v.parse(OfficeUrl, "https://example.com/a'b/")).toBe('https://example.com/a%27b/');
    expect(v.parse(OfficeUrl, ' HTTPS://Despacho.ES/Noticias/ ')).toBe('https://despacho.es/Noticias/');
    expect(v.parse(OfficeUrl, 'https://müller-abogados.de/')).toBe('https://xn--mller-abogados-gsb.de/');
    expect(normalizeUrl('https://despacho.es/a%20b/')).toBe('https://despacho.es/a%20b/');
  });

  it('refuses what does not survive URL parsing', () => {
    for (const value of [
      'https://exa mple.com/',
      'https://exa<mple.com/',
      'https://example.com:99999/',
      'https://user:secret@example.com/',
      'https://example.com/\nline/',
      'https://example.com/tab\there/',
      'https:///',
    ]) {
      const written = value.replace('\\n', '\n').replace('\\t', '\t');
      expect(urlProblem(written), value).toBe('malformed');
      expect(normalizeUrl(written) === null || urlProblem(written) !== null, value).toBe(true);
    }
  });

  it('refuses a URL that encoding makes longer than 2048 characters', () => {
    const long = `https://despacho.es/${'"'.repeat(700)}/`;
    expect(urlProblem(long)).toBeNull();
    expect(v.safeParse(OfficeUrl, long).success).toBe(false);
  });
});
