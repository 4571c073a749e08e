import type { ApiModule } from '../manifest';
import { seedDemoInvitations } from './demo-invitations';
import { usersRoutes } from './users.routes';

export const usersModule: ApiModule = {
  name: 'users',
  routes: [usersRoutes],
  demo: [{ what: 'pending invitations', seed: seedDemoInvitations }],
};
