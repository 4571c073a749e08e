import type { NewsListQuery } from '@gaceta/shared/news';

/**
 * Query keys of news: lists and items sit under `all`, so a save or a workflow action refreshes
 * every list, and an item's revisions sit under the item they belong to.
 */
export const newsKeys = {
  all: ['news'],
  lists: () => [...newsKeys.all, 'list'],
  list: (query: Partial<NewsListQuery>) => [...newsKeys.lists(), query],
  detail: (id: string) => [...newsKeys.all, 'detail', id],
  revisions: (id: string) => [...newsKeys.detail(id), 'revisions'],
  /** A channel version's preview; under the item, so a save or a restore refreshes it. */
  preview: (id: string, query: Record<string, string>) => [...newsKeys.detail(id), 'preview', query],
  /** The item's posts on the social networks; under the item, so a workflow action refreshes them. */
  socialPosts: (id: string) => [...newsKeys.detail(id), 'social-posts'],
  /** What the AI assistant may offer (GET /v1/ai/capabilities); outside `all`, saves leave it be. */
  aiCapabilities: ['ai', 'capabilities'],
} as const;
