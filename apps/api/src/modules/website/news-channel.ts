import type { NewsChannel } from '../../context';

/**
 * The website: the item's web version is served from the database, so publishing makes it live at
 * once, under its slug, and unpublishing takes it down at once. The publish-from/to window still
 * decides visibility when the page is read.
 */
export const webChannel: NewsChannel = {
  channel: 'web',
  missing: () => ({}),
  async publish(ctx, item) {
    return { state: 'published', publishedAt: ctx.clock.now(), externalRef: item.slug };
  },
  async unpublish() {},
};
