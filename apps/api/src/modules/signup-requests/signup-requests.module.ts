import type { ApiModule } from '../manifest';
import { seedDemoRequests } from './demo-requests';
import { signupRequestsRoutes } from './signup-requests.routes';

export const signupRequestsModule: ApiModule = {
  name: 'signup-requests',
  routes: [signupRequestsRoutes],
  demo: [{ what: 'signup and information requests', seed: seedDemoRequests }],
};
