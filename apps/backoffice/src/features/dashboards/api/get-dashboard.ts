import type { StatisticsRange } from '@gaceta/shared/statistics';
import { AdminDashboard, Dashboard } from '@gaceta/shared/statistics/dashboards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'],
  client: (range: StatisticsRange) => [...dashboardKeys.all, 'client', range],
  admin: () => [...dashboardKeys.all, 'admin'],
} as const;

/** GET /v1/dashboard: the panels the user's roles allow, over the range. */
export function getDashboard(range: StatisticsRange): Promise<Dashboard> {
  return objectOf(api.get('v1/dashboard', { searchParams: { range } }), Dashboard);
}

/** Keeps the previous range on screen while the next one loads. */
export function useDashboard(range: StatisticsRange) {
  return useQuery({
    queryKey: dashboardKeys.client(range),
    queryFn: () => getDashboard(range),
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/admin/dashboard: the provider's view of the platform. */
export function getAdminDashboard(): Promise<AdminDashboard> {
  return objectOf(api.get('v1/admin/dashboard'), AdminDashboard);
}

export function useAdminDashboard() {
  return useQuery({ queryKey: dashboardKeys.admin(), queryFn: getAdminDashboard });
}
