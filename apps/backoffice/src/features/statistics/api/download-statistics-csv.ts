import type { StatisticsRange } from '@gaceta/shared/statistics';
import type { CsvRequest } from '@/lib/download';

/** The website statistics' two exports: a line per day (or month), or a line per news item. */
export function websiteCsv(report: 'days' | 'news', range: StatisticsRange): CsvRequest {
  return {
    path: report === 'days' ? 'v1/statistics/website.csv' : 'v1/statistics/website/news.csv',
    searchParams: { range },
    fallback: `web-statistics-${report}-${range}.csv`,
  };
}
