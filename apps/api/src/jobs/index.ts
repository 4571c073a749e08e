import { dailyRollupsJob } from './daily-rollups.job';
import { deleteSocialPostJob } from './delete-social-post.job';
import { libraryFanOutJob } from './library-fan-out.job';
import { maintainDatabaseJob } from './maintain-database.job';
import { newsletterAutoPublishJob } from './newsletter-auto-publish.job';
import { newsletterSendJob } from './newsletter-send.job';
import { publishScheduledNewsJob } from './publish-scheduled-news.job';
import { publishSocialPostJob } from './publish-social-post.job';
import { purgeExpiredRateLimitsJob } from './purge-expired-rate-limits.job';
import { purgeExpiredResetTokensJob } from './purge-expired-reset-tokens.job';
import { purgeExpiredRevokedTokensJob } from './purge-expired-revoked-tokens.job';
import { purgeUnchosenImagesJob } from './purge-unchosen-images.job';
import { refreshSocialMetricsJob } from './refresh-social-metrics.job';
import { sendEmailJob } from './send-email.job';
import { sendPasswordResetJob } from './send-password-reset.job';
import { socialAutoPublishJob } from './social-auto-publish.job';

/** Every job type; the server and the worker start them all. */
export const JOBS = [
  purgeExpiredResetTokensJob,
  purgeExpiredRateLimitsJob,
  purgeExpiredRevokedTokensJob,
  purgeUnchosenImagesJob,
  publishScheduledNewsJob,
  libraryFanOutJob,
  sendEmailJob,
  sendPasswordResetJob,
  newsletterSendJob,
  newsletterAutoPublishJob,
  publishSocialPostJob,
  deleteSocialPostJob,
  socialAutoPublishJob,
  refreshSocialMetricsJob,
  dailyRollupsJob,
  maintainDatabaseJob,
];
