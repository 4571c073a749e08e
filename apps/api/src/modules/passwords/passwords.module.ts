import type { ApiModule } from '../manifest';
import { passwordsRoutes } from './passwords.routes';
import { purgeExpiredResetTokensJob } from './purge-expired-reset-tokens.job';
import { sendInvitationJob } from './send-invitation.job';
import { sendPasswordResetJob } from './send-password-reset.job';

export const passwordsModule: ApiModule = {
  name: 'passwords',
  routes: [passwordsRoutes],
  jobs: [purgeExpiredResetTokensJob, sendPasswordResetJob, sendInvitationJob],
};
