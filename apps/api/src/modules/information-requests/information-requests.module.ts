import type { ApiModule } from '../manifest';
import { informationRequestsRoutes } from './information-requests.routes';

export const informationRequestsModule: ApiModule = {
  name: 'information-requests',
  routes: [informationRequestsRoutes],
};
