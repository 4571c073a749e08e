import type { ApiModule } from '../manifest';
import { purgeExpiredRevokedTokensJob } from './purge-expired-revoked-tokens.job';

export const sessionsModule: ApiModule = {
  name: 'sessions',
  jobs: [purgeExpiredRevokedTokensJob],
};
