import type { ApiModule } from '../manifest';
import { statisticsRoutes } from './statistics.routes';

export const statisticsModule: ApiModule = {
  name: 'statistics',
  routes: [statisticsRoutes],
};
