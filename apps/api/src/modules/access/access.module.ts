import type { ApiModule } from '../manifest';
import { purgeExpiredRateLimitsJob } from './purge-expired-rate-limits.job';

export const accessModule: ApiModule = {
  name: 'access',
  jobs: [purgeExpiredRateLimitsJob],
};
