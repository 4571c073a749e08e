import { newsletterScheduledSend } from '../../../queue/definitions/newsletter-scheduled-send';
import { defineJob } from '../../../queue/queue';
import { sendScheduledCampaign } from './campaigns.schedule';

/** A run whose schedule was moved or cancelled since does nothing, so an old or repeated one is harmless. */
export const newsletterScheduledSendJob = defineJob({
  ...newsletterScheduledSend,
  handle: (ctx, payload) => sendScheduledCampaign(ctx, payload),
});
