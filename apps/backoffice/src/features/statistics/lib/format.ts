/**
 * A bucket's first day (`YYYY-MM-DD`, already the office's date) as people read it: a day
 * ("23 nov") or a month ("nov 2026"), short on the chart's axis, long in tables and summaries.
 * Formatted in UTC, since the date is the office's already and must not move to the browser's zone.
 */
export function bucketLabel(
  date: string,
  bucket: 'day' | 'month',
  locale: string,
  length: 'short' | 'long' = 'short',
): string {
  const options: Intl.DateTimeFormatOptions =
    bucket === 'month'
      ? { month: length === 'short' ? 'short' : 'long', year: 'numeric' }
      : length === 'short'
        ? { day: 'numeric', month: 'short' }
        : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
