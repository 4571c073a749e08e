import type { ApiModule } from '../manifest';
import { wordpressRoutes } from './wordpress.routes';

export const wordpressModule: ApiModule = {
  name: 'wordpress',
  routes: [wordpressRoutes],
};
