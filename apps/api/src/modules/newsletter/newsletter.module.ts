import type { ApiModule } from '../manifest';
import { bouncesRoutes } from './bounces/bounces.routes';
import { campaignsRoutes } from './campaigns/campaigns.routes';
import { newsletterAutoPublishJob } from './campaigns/newsletter-auto-publish.job';
import { newsletterScheduledSendJob } from './campaigns/newsletter-scheduled-send.job';
import { newsletterTestMessageJob } from './campaigns/newsletter-test-message.job';
import { configurationRoutes } from './configuration/configuration.routes';
import { seedDemoCampaigns } from './demo/demo-campaigns';
import { seedDemoNewsletterSettings } from './demo/demo-newsletter-settings';
import { seedDemoRecipients } from './demo/demo-recipients';
import { newsletterChannel } from './news-channel';
import { newsletterRollupSource } from './newsletter-rollup-source';
import { emailQuotaRoutes } from './quota/email-quota.routes';
import { packageRequestsRoutes } from './quota/package-requests.routes';
import { readingRoutes } from './reading/reading.routes';
import { recipientsRoutes } from './recipients/recipients.routes';
import { sendersRoutes } from './senders/senders.routes';
import { newsletterSendJob } from './sending/newsletter-send.job';
import { preferencesRoutes } from './subscriptions/preferences.routes';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { unsubscribePageRoutes, unsubscribeRoutes } from './subscriptions/unsubscribe.routes';
import { newsletterRetentionJob } from './tracking/newsletter-retention.job';
import { trackingRoutes } from './tracking/tracking.routes';

export const newsletterModule: ApiModule = {
  name: 'newsletter',
  routes: [
    sendersRoutes,
    configurationRoutes,
    emailQuotaRoutes,
    packageRequestsRoutes,
    readingRoutes,
    recipientsRoutes,
    subscriptionsRoutes,
    campaignsRoutes,
    trackingRoutes,
    unsubscribeRoutes,
    bouncesRoutes,
  ],
  pages: [unsubscribePageRoutes, preferencesRoutes],
  jobs: [
    newsletterSendJob,
    newsletterScheduledSendJob,
    newsletterAutoPublishJob,
    newsletterTestMessageJob,
    newsletterRetentionJob,
  ],
  channels: { newsletter: newsletterChannel },
  rollupSources: [newsletterRollupSource],
  demo: [
    { what: 'newsletter settings', seed: seedDemoNewsletterSettings },
    { what: 'newsletter recipients', seed: seedDemoRecipients },
    { what: 'newsletter campaigns', seed: seedDemoCampaigns },
  ],
};
