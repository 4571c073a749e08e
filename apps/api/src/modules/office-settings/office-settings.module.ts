import type { ApiModule } from '../manifest';
import { officeSettingsRoutes } from './office-settings.routes';

export const officeSettingsModule: ApiModule = {
  name: 'office-settings',
  routes: [officeSettingsRoutes],
};
