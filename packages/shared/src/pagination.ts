import * as v from 'valibot';

export const PER_PAGE_MAX = 100;

/** `?page=&per=` as query strings. */
export const PageQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '1'),
  per: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(PER_PAGE_MAX)),
    '10',
  ),
});

/** Pages needed for `total` items, `per` a page; 0 when the total is missing or zero (spec section 9). */
export function pageCount(total: number | null | undefined, per: number): number {
  if (!total || total <= 0 || per <= 0) return 0;
  return Math.ceil(total / per);
}
