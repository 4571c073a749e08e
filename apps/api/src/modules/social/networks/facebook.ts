import { draftProblems } from '@gaceta/shared/social';
import * as oauth from 'oauth4webapi';
import type { SocialConfig } from '../../../env';
import {
  callNetwork,
  classifyStatus,
  type ErrorKind,
  jsonOf,
  type NetworkAdapter,
  NetworkError,
  type PublishResult,
} from './network';

/** The spec's Facebook login scopes (section 7), plus Instagram's for the linked business account. */
export const FACEBOOK_SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_read_user_content',
  'pages_manage_posts',
  'instagram_basic',
  'instagram_content_publish',
];

/** The Graph API, at the configured version, for Facebook Pages and (instagram.ts) Instagram. */
export interface Graph {
  url(path: string): string;
  call(
    adapter: Pick<NetworkAdapter, 'network' | 'classify'>,
    token: string,
    method: string,
    path: string,
    form?: Record<string, string>,
    creates?: boolean,
  ): Promise<Response>;
}

export function graphOf(config: SocialConfig['facebook']): Graph {
  const url = (path: string) => `${config.graphUrl}/${config.graphVersion}${path}`;
  return {
    url,
    call: (adapter, token, method, path, form, creates = false) =>
      callNetwork(adapter, url(path), {
        method,
        creates,
        // In a header, not the query: the query is what logs and proxies keep.
        headers: { authorization: `Bearer ${token}` },
        body: form ? new URLSearchParams(form) : undefined,
      }),
  };
}

/**
 * Facebook Pages. The office's browser signs in (the login dialog's token flow) and sends the user
 * token with the page's name; the server exchanges it for a long-lived one (fb_exchange_token
 * through oauth4webapi) and keeps the page's token, which then does not expire.
 */
export function facebookAdapter(config: SocialConfig['facebook']): NetworkAdapter {
  const { app } = config;
  const graph = graphOf(config);
  const server: oauth.AuthorizationServer = {
    issuer: config.graphUrl,
    token_endpoint: graph.url('/oauth/access_token'),
  };
  const client: oauth.Client = { client_id: app?.id ?? '' };
  const insecure = { [oauth.allowInsecureRequests]: !config.graphUrl.startsWith('https:') };

  const adapter: NetworkAdapter = {
    network: 'facebook',
    // Spec section 4: never published automatically; the office publishes it itself.
    capabilities: { auto_publish: false, delete: true, metrics: true, needs_media: false },
    available: app !== undefined,

    async beginAuthorization({ callbackUrl, state }) {
      const url = new URL(`${config.dialogUrl}/${config.graphVersion}/dialog/oauth`);
      url.searchParams.set('client_id', client.client_id);
      url.searchParams.set('redirect_uri', callbackUrl);
      url.searchParams.set('state', state);
      url.searchParams.set('response_type', 'token');
      url.searchParams.set('scope', FACEBOOK_SCOPES.join(','));
      return { url: url.href, key: state };
    },

    async completeAuthorization({ accessToken, pageName }) {
      const pages = await pagesWithTokens(await exchange(accessToken ?? ''));
      const wanted = (pageName ?? '').trim().toLowerCase();
      const page = pages.find((candidate) => candidate.name.trim().toLowerCase() === wanted);
      if (!page)
        throw new NetworkError('facebook', 'not_found', 'no page of that name among the user’s pages');
      return { accessToken: page.access_token, expiresAt: null, accountId: page.id, accountName: page.name };
    },

    async pagesOf(userToken) {
      const pages = await pagesWithTokens(await exchange(userToken));
      return pages.map((page) => ({ id: page.id, name: page.name, kind: 'page' as const }));
    },

    // A page token from a long-lived user token has no expiry; a revoked one needs a new login.
    refresh: async () => null,

    async inspect(credentials) {
      const page = await jsonOf<{ name: string }>(
        await graph.call(adapter, credentials.accessToken, 'GET', `/${credentials.accountId}?fields=name`),
      );
      return { accountName: page.name };
    },

    validate: (draft) => draftProblems('facebook', draft),

    async uploadMedia(credentials, media) {
      const form = { url: media.publicUrl, published: 'false', alt_text_custom: media.altText };
      const photo = await jsonOf<{ id: string }>(
        await graph.call(adapter, credentials.accessToken, 'POST', `/${credentials.accountId}/photos`, form),
      );
      return photo.id;
    },

    async publish(credentials, post) {
      const form: Record<string, string> = { message: post.text };
      post.media.forEach((id, index) => {
        form[`attached_media[${index}]`] = JSON.stringify({ media_fbid: id });
      });
      if (post.media.length === 0 && post.link) form.link = post.link;
      const created = await jsonOf<{ id: string }>(
        await graph.call(
          adapter,
          credentials.accessToken,
          'POST',
          `/${credentials.accountId}/feed`,
          form,
          true,
        ),
      );
      return published(created.id);
    },

    checkPending: async (_credentials, remoteId) => published(remoteId),

    async findRecent(credentials, post, since) {
      const path = `/${credentials.accountId}/posts?fields=id,message,created_time&since=${Math.floor(since.getTime() / 1000)}`;
      const { data } = await jsonOf<{ data: { id: string; message?: string }[] }>(
        await graph.call(adapter, credentials.accessToken, 'GET', path),
      );
      const match = data.find((candidate) => candidate.message === post.text);
      return match ? published(match.id) : null;
    },

    async delete(credentials, remoteId) {
      await graph.call(adapter, credentials.accessToken, 'DELETE', `/${remoteId}`);
    },

    async metrics(credentials, remoteId) {
      const fields = 'reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares';
      const post = await jsonOf<{
        reactions?: { summary?: { total_count?: number } };
        comments?: { summary?: { total_count?: number } };
        shares?: { count?: number };
      }>(await graph.call(adapter, credentials.accessToken, 'GET', `/${remoteId}?fields=${fields}`));
      return {
        likes: post.reactions?.summary?.total_count ?? 0,
        comments: post.comments?.summary?.total_count ?? 0,
        shares: post.shares?.count ?? 0,
        impressions: null,
      };
    },

    permalink: (_credentials, remoteId) => facebookPermalink(remoteId),

    classify: classifyGraph,
  };

  /** The pages the user manages, each with its own token (which never leaves the server). */
  async function pagesWithTokens(longLived: string) {
    const pages = await jsonOf<{ data: { id: string; name: string; access_token: string }[] }>(
      await graph.call(adapter, longLived, 'GET', '/me/accounts?fields=id,name,access_token'),
    );
    return pages.data;
  }

  async function exchange(userToken: string): Promise<string> {
    try {
      const response = await oauth.genericTokenEndpointRequest(
        server,
        client,
        oauth.ClientSecretPost(app?.secret ?? ''),
        'fb_exchange_token',
        { fb_exchange_token: userToken },
        insecure,
      );
      const tokens = await oauth.processGenericTokenEndpointResponse(server, client, response);
      return tokens.access_token;
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError) {
        const kind = error.status >= 500 ? 'temporary' : 'reauthorization_required';
        throw new NetworkError('facebook', kind, `token exchange: ${error.status}`, { status: error.status });
      }
      throw new NetworkError(
        'facebook',
        'temporary',
        `token exchange: ${error instanceof Error ? error.name : 'error'}`,
      );
    }
  }

  return adapter;
}

/** A page post's id is `{page}_{post}`; Facebook's own short link to it. */
export function facebookPermalink(postId: string): string {
  return `https://www.facebook.com/${postId}`;
}

function published(id: string): PublishResult {
  return { state: 'published', remoteId: id, permalink: facebookPermalink(id) };
}

/**
 * Graph API errors: `{ error: { message, type, code, error_subcode, fbtrace_id } }`. 190 is a token
 * that no longer works; 4, 17, 32 and 613 are rate limits; 1 and 2 are Facebook's own trouble;
 * 10 and 200–299 are missing permissions; Instagram's 9/2207042 is its daily publishing limit.
 */
export function classifyGraph(status: number, body: unknown): ErrorKind {
  const error = (body as { error?: { code?: number; error_subcode?: number } } | null)?.error;
  const code = error?.code;
  if (code === 190 || code === 102) return 'reauthorization_required';
  if (code === 4 || code === 17 || code === 32 || code === 613 || code === 80001) return 'rate_limited';
  if (code === 9 && error?.error_subcode === 2207042) return 'quota_exhausted';
  if (code === 1 || code === 2) return 'temporary';
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) return 'permission';
  if (code === 100 && status === 404) return 'not_found';
  if (code !== undefined) return status >= 500 ? 'temporary' : 'bad_request';
  return classifyStatus(status);
}
