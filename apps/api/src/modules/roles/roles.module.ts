import type { ApiModule } from '../manifest';
import { rolesRoutes } from './roles.routes';

export const rolesModule: ApiModule = {
  name: 'roles',
  routes: [rolesRoutes],
};
