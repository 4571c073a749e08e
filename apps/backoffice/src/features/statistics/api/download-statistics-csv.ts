import type { StatisticsRange } from '@gaceta/shared/statistics';
import { api } from '@/lib/api-client';

/** One of the API's CSV exports: where it is asked for, and the file name when the API gives none. */
export interface CsvRequest {
  path: string;
  searchParams?: Record<string, string>;
  fallback: string;
}

/** The file name the API gives in Content-Disposition, or a fallback. */
function filenameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * GET one CSV export and hand it to the browser as a download. The call needs the bearer token,
 * so a plain link cannot fetch it: the file comes through the API client and is saved from a blob.
 */
export async function downloadCsv({ path, searchParams = {}, fallback }: CsvRequest): Promise<void> {
  const response = await api.get(path, { searchParams });
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filenameOf(response, fallback);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The website statistics' two exports: a line per day (or month), or a line per news item. */
export function websiteCsv(report: 'days' | 'news', range: StatisticsRange): CsvRequest {
  return {
    path: report === 'days' ? 'v1/statistics/website.csv' : 'v1/statistics/website/news.csv',
    searchParams: { range },
    fallback: `web-statistics-${report}-${range}.csv`,
  };
}
