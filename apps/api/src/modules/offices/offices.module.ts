import type { ApiModule } from '../manifest';
import { officesRoutes } from './offices.routes';

export const officesModule: ApiModule = {
  name: 'offices',
  routes: [officesRoutes],
};
