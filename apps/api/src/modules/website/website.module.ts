import type { ApiModule } from '../manifest';
import { seedDemoTheme } from './demo/demo-theme';
import { seedDemoWebEvents } from './demo/demo-web-events';
import { webChannel } from './news-channel';
import { webRollupSource } from './web-rollup-source';
import { websiteSettingsRoutes } from './website-settings.routes';

export const websiteModule: ApiModule = {
  name: 'website',
  routes: [websiteSettingsRoutes],
  channels: { web: webChannel },
  rollupSources: [webRollupSource],
  demo: [
    { what: 'website theme', seed: seedDemoTheme },
    { what: 'web events', seed: seedDemoWebEvents },
  ],
};
