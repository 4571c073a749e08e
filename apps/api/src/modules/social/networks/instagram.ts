import { draftProblems } from '@gaceta/shared/social';
import type { SocialConfig } from '../../../env';
import { classifyGraph, graphOf } from './facebook';
import { type Credentials, jsonOf, type NetworkAdapter, NetworkError, type PublishResult } from './network';

/**
 * Instagram business accounts, reached through the Facebook connection (the page's token): a media
 * container from the image's public URL, waited on while Instagram fetches it, then published. The
 * publishing quota is read first. Deleting is best effort: Instagram refuses it for some media.
 */
export function instagramAdapter(config: SocialConfig['facebook']): NetworkAdapter {
  const graph = graphOf(config);

  const call = (
    credentials: Credentials,
    method: string,
    path: string,
    form?: Record<string, string>,
    creates = false,
  ) => graph.call(adapter, credentials.accessToken, method, path, form, creates);

  const adapter: NetworkAdapter = {
    network: 'instagram',
    capabilities: { auto_publish: true, delete: true, metrics: true, needs_media: true },
    available: config.app !== undefined,

    beginAuthorization: async () => {
      throw new NetworkError('instagram', 'bad_request', 'Instagram is connected through Facebook');
    },

    /** The Instagram account linked to the page whose token and id are given. */
    async completeAuthorization({ accessToken, pageId }) {
      const page = await jsonOf<{ instagram_business_account?: { id: string; username?: string } }>(
        await graph.call(
          adapter,
          accessToken ?? '',
          'GET',
          `/${pageId}?fields=instagram_business_account{id,username}`,
        ),
      );
      const account = page.instagram_business_account;
      if (!account)
        throw new NetworkError('instagram', 'not_found', 'the page has no Instagram business account');
      return {
        accessToken: accessToken ?? '',
        expiresAt: null,
        accountId: account.id,
        accountName: `@${account.username ?? account.id}`,
      };
    },

    refresh: async () => null,

    async inspect(credentials) {
      const user = await jsonOf<{ username: string }>(
        await call(credentials, 'GET', `/${credentials.accountId}?fields=username`),
      );
      return { accountName: `@${user.username}` };
    },

    validate: (draft) => draftProblems('instagram', draft),

    // Instagram fetches the image itself from its public URL when the container is made.
    uploadMedia: async (_credentials, media) => media.publicUrl,

    async publish(credentials, post) {
      await ensureQuota(credentials);
      const [imageUrl] = post.media;
      if (!imageUrl) throw new NetworkError('instagram', 'bad_request', 'Instagram needs an image');
      const container = await jsonOf<{ id: string }>(
        await call(
          credentials,
          'POST',
          `/${credentials.accountId}/media`,
          { image_url: imageUrl, caption: post.text },
          true,
        ),
      );
      return adapter.checkPending(credentials, container.id);
    },

    async checkPending(credentials, containerId) {
      const { status_code } = await jsonOf<{ status_code: string }>(
        await call(credentials, 'GET', `/${containerId}?fields=status_code`),
      );
      if (status_code === 'IN_PROGRESS') return { state: 'pending', remoteId: containerId };
      if (status_code !== 'FINISHED') {
        throw new NetworkError('instagram', 'bad_request', `container ${status_code.toLowerCase()}`);
      }
      const media = await jsonOf<{ id: string }>(
        await call(
          credentials,
          'POST',
          `/${credentials.accountId}/media_publish`,
          { creation_id: containerId },
          true,
        ),
      );
      return published(credentials, media.id);
    },

    async findRecent(credentials, post, since) {
      const { data } = await jsonOf<{ data: { id: string; caption?: string; timestamp?: string }[] }>(
        await call(
          credentials,
          'GET',
          `/${credentials.accountId}/media?fields=id,caption,timestamp&limit=20`,
        ),
      );
      const match = data.find(
        (media) =>
          media.caption === post.text && media.timestamp !== undefined && new Date(media.timestamp) >= since,
      );
      return match ? published(credentials, match.id) : null;
    },

    async delete(credentials, remoteId) {
      await call(credentials, 'DELETE', `/${remoteId}`);
    },

    async metrics(credentials, remoteId) {
      const media = await jsonOf<{ like_count?: number; comments_count?: number }>(
        await call(credentials, 'GET', `/${remoteId}?fields=like_count,comments_count`),
      );
      return {
        likes: media.like_count ?? 0,
        comments: media.comments_count ?? 0,
        shares: 0,
        impressions: null,
      };
    },

    permalink: (credentials) => `https://www.instagram.com/${credentials.accountName.replace(/^@/, '')}/`,

    classify: classifyGraph,
  };

  async function ensureQuota(credentials: Credentials) {
    const { data } = await jsonOf<{ data: { quota_usage: number; config?: { quota_total: number } }[] }>(
      await call(
        credentials,
        'GET',
        `/${credentials.accountId}/content_publishing_limit?fields=config,quota_usage`,
      ),
    );
    const [limit] = data;
    if (limit?.config && limit.quota_usage >= limit.config.quota_total) {
      throw new NetworkError('instagram', 'quota_exhausted', `publishing quota used (${limit.quota_usage})`);
    }
  }

  /** Instagram's links use a shortcode, not the id: the media's permalink is read back. */
  async function published(credentials: Credentials, id: string): Promise<PublishResult> {
    const media = await jsonOf<{ permalink?: string }>(
      await call(credentials, 'GET', `/${id}?fields=permalink`),
    );
    return {
      state: 'published',
      remoteId: id,
      permalink: media.permalink ?? adapter.permalink(credentials, id),
    };
  }

  return adapter;
}
