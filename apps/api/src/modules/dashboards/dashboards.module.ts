import type { ApiModule } from '../manifest';
import { dashboardRoutes } from './dashboards.routes';
import { jobRunsRoutes } from './job-runs.routes';

export const dashboardsModule: ApiModule = {
  name: 'dashboards',
  routes: [dashboardRoutes, jobRunsRoutes],
};
