import { dailyRollupsJob } from './daily-rollups.job';
import { libraryFanOutJob } from './library-fan-out.job';
import { publishScheduledNewsJob } from './publish-scheduled-news.job';
import { purgeExpiredRateLimitsJob } from './purge-expired-rate-limits.job';
import { purgeExpiredResetTokensJob } from './purge-expired-reset-tokens.job';
import { purgeExpiredRevokedTokensJob } from './purge-expired-revoked-tokens.job';
import { purgeUnchosenImagesJob } from './purge-unchosen-images.job';
import { sendEmailJob } from './send-email.job';
import { sendPasswordResetJob } from './send-password-reset.job';

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
  dailyRollupsJob,
];
