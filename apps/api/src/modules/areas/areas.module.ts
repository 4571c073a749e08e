import type { ApiModule } from '../manifest';
import { areasRoutes } from './areas.routes';

export const areasModule: ApiModule = {
  name: 'areas',
  routes: [areasRoutes],
};
