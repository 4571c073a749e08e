export type PageItem = number | 'gap';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page numbers to show: the first, the last, and the current one with its neighbours,
 * with a gap where pages are left out. At most seven items, so the bar fits in 370 px.
 */
export function pageWindow(current: number, count: number): PageItem[] {
  if (count <= 7) return range(1, count);
  if (current <= 4) return [...range(1, 5), 'gap', count];
  if (current >= count - 3) return [1, 'gap', ...range(count - 4, count)];
  return [1, 'gap', current - 1, current, current + 1, 'gap', count];
}
