import type { ApiModule } from '../manifest';
import { filesRoutes } from './files.routes';

export const filesModule: ApiModule = {
  name: 'files',
  routes: [filesRoutes],
};
