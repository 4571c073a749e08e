import { JobRun } from '@gaceta/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { dashboardKeys } from './get-dashboard';

/** GET /v1/admin/jobs/{id}: one background job's run, as pg-boss keeps it. */
export function getJobRun(id: string): Promise<JobRun> {
  return objectOf(api.get(`v1/admin/jobs/${id}`), JobRun);
}

export function useJobRun(id: string) {
  return useQuery({ queryKey: [...dashboardKeys.admin(), 'job', id], queryFn: () => getJobRun(id) });
}
