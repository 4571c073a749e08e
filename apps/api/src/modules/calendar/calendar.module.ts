import type { ApiModule } from '../manifest';
import { calendarRoutes } from './calendar.routes';

export const calendarModule: ApiModule = {
  name: 'calendar',
  routes: [calendarRoutes],
};
