import type { ApiModule } from '../manifest';
import { healthRoutes } from './health.routes';

export const healthModule: ApiModule = {
  name: 'health',
  routes: [healthRoutes],
};
