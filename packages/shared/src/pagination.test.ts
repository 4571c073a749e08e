import { describe, expect, it } from 'vitest';
import { pageCount } from './pagination';

describe('pageCount', () => {
  it('rounds the pages up', () => {
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
  });

  it('is 0 when the total is missing or zero', () => {
    expect(pageCount(undefined, 10)).toBe(0);
    expect(pageCount(null, 10)).toBe(0);
    expect(pageCount(0, 10)).toBe(0);
  });
});
