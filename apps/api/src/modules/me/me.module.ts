import type { ApiModule } from '../manifest';
import { meRoutes } from './me.routes';

export const meModule: ApiModule = {
  name: 'me',
  routes: [meRoutes],
};
