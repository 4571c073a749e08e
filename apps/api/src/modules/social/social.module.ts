import type { ApiModule } from '../manifest';
import { deleteSocialPostJob } from './delete-social-post.job';
import { seedDemoSocial } from './demo-social';
import { socialChannel } from './news-channels';
import { publishSocialPostJob } from './publish-social-post.job';
import { refreshSocialMetricsJob } from './refresh-social-metrics.job';
import { socialRoutes } from './social.routes';
import { socialAutoPublishJob } from './social-auto-publish.job';
import { socialRollupSource } from './social-rollup-source';

export const socialModule: ApiModule = {
  name: 'social',
  routes: [socialRoutes],
  jobs: [publishSocialPostJob, deleteSocialPostJob, socialAutoPublishJob, refreshSocialMetricsJob],
  channels: {
    x: socialChannel('x'),
    linkedin: socialChannel('linkedin'),
    facebook: socialChannel('facebook'),
  },
  rollupSources: [socialRollupSource],
  demo: [{ what: 'social accounts and posts', seed: seedDemoSocial }],
};
