import type { NewsChannel } from '../../context';
import { AppError } from '../../lib/app-error';
import { sendSingleItem } from './campaigns/campaigns.service';

/**
 * The newsletter: publishing one item sends a one-item campaign from the configured sender to
 * every subscribed recipient following its subjects (docs/newsletter.md); the publication stays
 * `publishing` until its last message has gone. Sent emails cannot be taken back: unpublishing is
 * refused.
 */
export const newsletterChannel: NewsChannel = {
  channel: 'newsletter',
  missing: () => ({}),
  async publish(ctx, item) {
    await sendSingleItem(ctx, item.officeId, item.id);
    return { state: 'publishing' };
  },
  async unpublish() {
    throw new AppError('TRANSITION_NOT_ALLOWED', { platform: 'newsletter' });
  },
};
