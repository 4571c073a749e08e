import type { NewsChannels } from './context';
import { newsletterChannel } from './modules/newsletter/news-channel';
import { socialChannel } from './modules/social/news-channels';
import { webChannel } from './modules/website/news-channel';

/**
 * Where a news item can be published, each channel from its own module, gathered here where the
 * app is assembled: the news module reaches them through its context and imports none of them.
 * Keep PUBLISHABLE_CHANNELS (packages/shared) in step: the back-office offers those.
 */
export const NEWS_CHANNELS: NewsChannels = {
  web: webChannel,
  newsletter: newsletterChannel,
  x: socialChannel('x'),
  linkedin: socialChannel('linkedin'),
  facebook: socialChannel('facebook'),
};
