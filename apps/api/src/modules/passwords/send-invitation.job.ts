import { sendInvitation } from '../../queue/definitions/send-invitation';
import { defineJob } from '../../queue/queue';
import { emailInvitation } from './reset-link';

/** A retried run makes a new link; an unused one expires by itself. */
export const sendInvitationJob = defineJob({
  ...sendInvitation,
  prompt: true,
  handle: (ctx, input) => emailInvitation(ctx, input),
  async failed(ctx, _input, { error, willRetry }) {
    if (!willRetry) ctx.logger.error({ err: error }, 'invitation email given up');
  },
});
