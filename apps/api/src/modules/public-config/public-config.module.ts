import type { ApiModule } from '../manifest';
import { publicConfigRoutes } from './public-config.routes';

export const publicConfigModule: ApiModule = {
  name: 'public-config',
  routes: [publicConfigRoutes],
};
