import * as v from 'valibot';

export const PER_PAGE_MAX = 100;
/**
 * The highest page a list accepts: far past any real list, and small enough that
 * `(page - 1) * per` stays a safe integer and a valid SQL offset.
 */
export const PAGE_MAX = 1_000_000;

/** A whole number from a query string, between `min` and `max`. */
export const boundedInteger = (min: number, max: number) =>
  v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(min), v.maxValue(max));

/** `?page=&per=` as query strings. */
export const PageQuery = v.object({
  page: v.optional(boundedInteger(1, PAGE_MAX), '1'),
  per: v.optional(boundedInteger(1, PER_PAGE_MAX), '10'),
});

/** Pages needed for `total` items, `per` a page; 0 when the total is missing or zero (spec section 9). */
export function pageCount(total: number | null | undefined, per: number): number {
  if (!total || total <= 0 || per <= 0) return 0;
  return Math.ceil(total / per);
}
