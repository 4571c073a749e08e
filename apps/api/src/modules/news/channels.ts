import type { Channel } from '@gaceta/shared/news-workflow';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sendSingleItem } from '../newsletter/campaigns.service';
import { queueChannelDeletes, queueChannelPosts } from '../social/social-posts.service';

/** What a channel is handed to publish: the item and its version for that channel. */
export interface ChannelItem {
  id: string;
  officeId: string;
  slug: string;
  title: string;
  content: string;
}

/** What came of a publish: live now, or handed to a job that will say later. */
export type PublishOutcome =
  | { state: 'published'; publishedAt: Date; externalRef: string | null }
  | { state: 'publishing' };

/**
 * One place a news item is published. The website, newsletter and social issues each plug a
 * channel in here; the service checks the workflow and the required fields before calling it.
 */
export interface NewsChannel {
  channel: Channel;
  /** Fields this channel needs of an item beyond the common ones, as `{ field: [message] }`. */
  missing(item: ChannelItem): Record<string, string[]>;
  publish(ctx: ServiceContext, item: ChannelItem): Promise<PublishOutcome>;
  unpublish(ctx: ServiceContext, item: ChannelItem): Promise<void>;
}

/**
 * The website: the item's web version is served from the database (the website issue), so
 * publishing makes it live at once, under its slug, and unpublishing takes it down at once. The
 * publish-from/to window still decides visibility when the page is read.
 */
const webChannel: NewsChannel = {
  channel: 'web',
  missing: () => ({}),
  async publish(ctx, item) {
    return { state: 'published', publishedAt: ctx.clock.now(), externalRef: item.slug };
  },
  async unpublish() {},
};

/**
 * The newsletter: publishing one item sends a one-item campaign from the configured sender to
 * every subscribed recipient following its subjects (docs/newsletter.md); the publication stays
 * `publishing` until its last message has gone. Sent emails cannot be taken back: unpublishing is
 * refused.
 */
const newsletterChannel: NewsChannel = {
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

/**
 * A social network (the social issue): publishing records a post per network and leaves it to a
 * job, so the channel stays 'publishing' until the network answers; unpublishing deletes the
 * posts where the network allows it. Facebook's channel reaches a connected Instagram too.
 */
function socialChannel(channel: Channel): NewsChannel {
  return {
    channel,
    missing: () => ({}),
    async publish(ctx, item) {
      await queueChannelPosts(ctx, channel, item.officeId, item.id);
      return { state: 'publishing' };
    },
    unpublish: (ctx, item) => queueChannelDeletes(ctx, channel, item.officeId, item.id),
  };
}

/** Keep PUBLISHABLE_CHANNELS (packages/shared) in step: the back-office offers those. */
export const CHANNELS: Partial<Record<Channel, NewsChannel>> = {
  web: webChannel,
  newsletter: newsletterChannel,
  x: socialChannel('x'),
  linkedin: socialChannel('linkedin'),
  facebook: socialChannel('facebook'),
};

/** The channel's implementation; 409 CHANNEL_NOT_AVAILABLE until its issue plugs it in. */
export function channelFor(channel: Channel): NewsChannel {
  const implementation = CHANNELS[channel];
  if (!implementation) throw new AppError('CHANNEL_NOT_AVAILABLE', { platform: channel });
  return implementation;
}
