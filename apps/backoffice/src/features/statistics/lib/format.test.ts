import { describe, expect, it } from 'vitest';
import { bucketLabel } from './format';

describe('bucketLabel', () => {
  it('shows the office’s date as given, whatever the browser’s zone', () => {
    // 1 March at midnight UTC is still 28 February in the Americas: the label must not move.
    expect(bucketLabel('2026-03-01', 'day', 'en-US', 'medium')).toBe('Mar 1, 2026');
    expect(bucketLabel('2026-03-01', 'day', 'es', 'short')).toBe('1 mar');
    expect(bucketLabel('2026-03-01', 'day', 'es', 'long')).toBe('domingo, 1 de marzo de 2026');
  });

  it('names a month with its year', () => {
    expect(bucketLabel('2026-11-01', 'month', 'pt', 'long')).toBe('novembro de 2026');
    expect(bucketLabel('2026-11-01', 'month', 'en', 'short')).toBe('Nov 2026');
  });
});
