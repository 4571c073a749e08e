import type { ApiModule } from '../manifest';
import { usersRoutes } from './users.routes';

export const usersModule: ApiModule = {
  name: 'users',
  routes: [usersRoutes],
};
