/**
 * A bucket's first day (`YYYY-MM-DD`, already the office's date) as people read it: a day
 * ("23 nov") or a month ("nov 2026"): short on the chart's axis, with the year in summaries, and
 * with the weekday in tables.
 * Formatted in UTC, since the date is the office's already and must not move to the browser's zone.
 */
export function bucketLabel(
  date: string,
  bucket: 'day' | 'month',
  locale: string,
  length: 'short' | 'medium' | 'long' = 'short',
): string {
  const day: Record<typeof length, Intl.DateTimeFormatOptions> = {
    short: { day: 'numeric', month: 'short' },
    medium: { day: 'numeric', month: 'short', year: 'numeric' },
    long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  };
  const options: Intl.DateTimeFormatOptions =
    bucket === 'month' ? { month: length === 'short' ? 'short' : 'long', year: 'numeric' } : day[length];
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
