import type { Channel } from '@gaceta/shared/news/workflow';
import type { NewsChannel } from '../../context';
import { queueChannelDeletes, queueChannelPosts } from './social-posts.service';

/**
 * A social network: publishing records a post per network and leaves it to a job, so the channel
 * stays 'publishing' until the network answers; unpublishing deletes the posts where the network
 * allows it. Facebook's channel reaches a connected Instagram too.
 */
export function socialChannel(channel: Channel): NewsChannel {
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
