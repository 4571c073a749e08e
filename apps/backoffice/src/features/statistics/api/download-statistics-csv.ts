import type { StatisticsRange } from '@gaceta/shared/statistics';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The two CSV exports: a line per day (or month), or a line per news item. */
export const CSV_REPORTS = {
  days: 'v1/statistics/website.csv',
  news: 'v1/statistics/website/news.csv',
} as const;
export type CsvReport = keyof typeof CSV_REPORTS;

/** The file name the API gives in Content-Disposition, or a fallback. */
function filenameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * GET one CSV export and hand it to the browser as a download. The call needs the bearer token,
 * so a plain link cannot fetch it: the file comes through the API client and is saved from a blob.
 */
export function downloadStatisticsCsv(report: CsvReport, range: StatisticsRange): Promise<void> {
  return downloadCsv(CSV_REPORTS[report], { range }, `web-statistics-${report}-${range}.csv`);
}

/** Any statistics CSV the API answers, saved under the name it gives (or `fallback`). */
export async function downloadCsv(
  path: string,
  searchParams: Record<string, string>,
  fallback: string,
): Promise<void> {
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

export function useDownloadStatisticsCsv() {
  return useMutation({
    mutationFn: ({ report, range }: { report: CsvReport; range: StatisticsRange }) =>
      downloadStatisticsCsv(report, range),
  });
}
