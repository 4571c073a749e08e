import type { StatisticsRange } from '@gaceta/shared/statistics';
import { AdminStatistics } from '@gaceta/shared/statistics/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import type { CsvRequest } from '@/lib/download';
import { statisticsKeys } from './keys';

/** The query of GET /v1/admin/statistics: every office, or one (`officeId`). */
const searchOf = (range: StatisticsRange, officeId: string | undefined) => ({
  range,
  ...(officeId && { office_id: officeId }),
});

/** GET /v1/admin/statistics: the provider's figures across offices, or one office's. */
export function getAdminStatistics(range: StatisticsRange, officeId?: string): Promise<AdminStatistics> {
  return objectOf(
    api.get('v1/admin/statistics', { searchParams: searchOf(range, officeId) }),
    AdminStatistics,
  );
}

/** Keeps the previous range or office on screen while the next one loads. */
export function useAdminStatistics(range: StatisticsRange, officeId?: string) {
  return useQuery({
    queryKey: statisticsKeys.admin(range, officeId),
    queryFn: () => getAdminStatistics(range, officeId),
    placeholderData: keepPreviousData,
  });
}

/** The same figures as CSV, a line per office. */
export function adminStatisticsCsv(range: StatisticsRange, officeId?: string): CsvRequest {
  return {
    path: 'v1/admin/statistics',
    searchParams: { ...searchOf(range, officeId), format: 'csv' },
    fallback: `admin-statistics-${range}.csv`,
  };
}
