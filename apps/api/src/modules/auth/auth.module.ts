import type { ApiModule } from '../manifest';
import { authRoutes } from './auth.routes';

export const authModule: ApiModule = {
  name: 'auth',
  routes: [authRoutes],
};
