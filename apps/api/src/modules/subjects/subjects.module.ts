import type { ApiModule } from '../manifest';
import { subjectsRoutes } from './subjects.routes';

export const subjectsModule: ApiModule = {
  name: 'subjects',
  routes: [subjectsRoutes],
};
