import { createHmac } from 'node:crypto';
import { draftProblems } from '@gaceta/shared/social';
import OAuth from 'oauth-1.0a';
import type { SocialConfig } from '../../../env';
import {
  type Credentials,
  callNetwork,
  classifyStatus,
  type ErrorKind,
  jsonOf,
  type NetworkAdapter,
  NetworkError,
  type PublishResult,
} from './network';

/**
 * X: three-legged OAuth 1.0a (request token, authorize, access token), then the v2 API only:
 * POST /2/tweets, POST /2/media/upload, DELETE /2/tweets/:id, GET /2/tweets/:id public_metrics.
 * Signing is oauth-1.0a's HMAC-SHA1; a JSON or multipart body is not part of the signature.
 */
export function xAdapter(config: SocialConfig['x']): NetworkAdapter {
  const { app, apiUrl } = config;
  const oauth = new OAuth({
    consumer: { key: app?.id ?? '', secret: app?.secret ?? '' },
    signature_method: 'HMAC-SHA1',
    hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
  });

  const adapter: NetworkAdapter = {
    network: 'twitter',
    capabilities: { auto_publish: true, delete: true, metrics: true, needs_media: false },
    available: app !== undefined,

    async beginAuthorization({ callbackUrl }) {
      const answer = await signedForm('/oauth/request_token', { oauth_callback: callbackUrl });
      if (answer.get('oauth_callback_confirmed') !== 'true') {
        throw new NetworkError('twitter', 'bad_request', 'request token without a confirmed callback');
      }
      const key = required(answer, 'oauth_token');
      const url = `${apiUrl}/oauth/authorize?oauth_token=${encodeURIComponent(key)}`;
      return { url, key, secret: required(answer, 'oauth_token_secret') };
    },

    async completeAuthorization({ oauthToken, oauthVerifier, secret }) {
      const answer = await signedForm(
        '/oauth/access_token',
        { oauth_verifier: oauthVerifier ?? '' },
        { key: oauthToken ?? '', secret: secret ?? '' },
      );
      return {
        accessToken: required(answer, 'oauth_token'),
        accessSecret: required(answer, 'oauth_token_secret'),
        expiresAt: null,
        accountId: required(answer, 'user_id'),
        accountName: `@${required(answer, 'screen_name')}`,
      };
    },

    // OAuth 1.0a tokens do not expire: there is nothing to refresh.
    refresh: async () => null,

    async inspect(credentials) {
      const me = await jsonOf<{ data: { username: string } }>(
        await signed(credentials, 'GET', '/2/users/me'),
      );
      return { accountName: `@${me.data.username}` };
    },

    validate: (draft) => draftProblems('twitter', draft),

    async uploadMedia(credentials, media) {
      const form = new FormData();
      form.set('media', new Blob([media.bytes], { type: media.mime }));
      form.set('media_category', 'tweet_image');
      const response = await signed(credentials, 'POST', '/2/media/upload', { body: form });
      const { data } = await jsonOf<{ data: { id: string } }>(response);
      return data.id;
    },

    async publish(credentials, post) {
      const body = {
        text: post.text,
        ...(post.media.length > 0 && { media: { media_ids: post.media } }),
      };
      const response = await signed(credentials, 'POST', '/2/tweets', {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
        creates: true,
      });
      const { data } = await jsonOf<{ data: { id: string } }>(response);
      return published(credentials, data.id);
    },

    checkPending: async (credentials, remoteId) => published(credentials, remoteId),

    async findRecent(credentials, post, since) {
      const query = new URLSearchParams({
        max_results: '20',
        start_time: since.toISOString(),
        'tweet.fields': 'created_at',
      });
      const path = `/2/users/${encodeURIComponent(credentials.accountId)}/tweets?${query}`;
      const { data = [] } = await jsonOf<{ data?: { id: string; text: string }[] }>(
        await signed(credentials, 'GET', path),
      );
      const match = data.find((tweet) => sameText(tweet.text, post.text));
      return match ? published(credentials, match.id) : null;
    },

    async delete(credentials, remoteId) {
      await signed(credentials, 'DELETE', `/2/tweets/${encodeURIComponent(remoteId)}`);
    },

    async metrics(credentials, remoteId) {
      const path = `/2/tweets/${encodeURIComponent(remoteId)}?tweet.fields=public_metrics`;
      // A deleted tweet is answered 200 with an `errors` list and no `data`.
      const { data } = await jsonOf<{ data?: { public_metrics: Record<string, number> } }>(
        await signed(credentials, 'GET', path),
      );
      if (!data) throw new NetworkError('twitter', 'not_found', `tweet ${remoteId} not found`);
      const m = data.public_metrics;
      return {
        likes: m.like_count ?? 0,
        comments: m.reply_count ?? 0,
        shares: (m.retweet_count ?? 0) + (m.quote_count ?? 0),
        impressions: m.impression_count ?? null,
      };
    },

    permalink: (credentials, remoteId) =>
      `https://x.com/${credentials.accountName.replace(/^@/, '')}/status/${remoteId}`,

    classify: classifyX,
  };

  /** A form-encoded OAuth call of the authorisation dance, answering its form-encoded body. */
  async function signedForm(path: string, data: Record<string, string>, token?: OAuth.Token) {
    const url = `${apiUrl}${path}`;
    const header = oauth.toHeader(oauth.authorize({ url, method: 'POST', data }, token));
    const response = await callNetwork(adapter, url, {
      method: 'POST',
      headers: { ...header, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(data),
    });
    return new URLSearchParams(await response.text());
  }

  function signed(
    credentials: Credentials,
    method: string,
    path: string,
    options: { body?: BodyInit; headers?: Record<string, string>; creates?: boolean } = {},
  ) {
    const url = `${apiUrl}${path}`;
    const token = { key: credentials.accessToken, secret: credentials.accessSecret ?? '' };
    const header = oauth.toHeader(oauth.authorize({ url, method }, token));
    return callNetwork(adapter, url, { ...options, method, headers: { ...options.headers, ...header } });
  }

  function published(credentials: Credentials, id: string): PublishResult {
    return { state: 'published', remoteId: id, permalink: adapter.permalink(credentials, id) };
  }

  return adapter;
}

function required(answer: URLSearchParams, name: string): string {
  const value = answer.get(name);
  if (!value) throw new NetworkError('twitter', 'bad_request', `answer without ${name}`);
  return value;
}

/** X shortens links to t.co in the stored text: compare what is left of both. */
function sameText(stored: string, sent: string): boolean {
  const strip = (text: string) =>
    text
      .replace(/https?:\/\/\S+/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  return strip(stored) === strip(sent);
}

/**
 * X's v2 problems: `{ title, detail, type, status }`. A 429 whose type is usage-capped is the
 * monthly cap (quota), not the 15-minute window; 402 is an account without credits.
 */
export function classifyX(status: number, body: unknown): ErrorKind {
  const type = String((body as { type?: unknown } | null)?.type ?? '');
  if (status === 429 && type.endsWith('/usage-capped')) return 'quota_exhausted';
  if (status === 403 && type.endsWith('/client-forbidden')) return 'permission';
  return classifyStatus(status);
}
