import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../../env';
import { type FakeFacebook, startFakeFacebook } from '../../../test/fake-networks/fake-facebook';
import { type FakeLinkedin, startFakeLinkedin } from '../../../test/fake-networks/fake-linkedin';
import { type FakeX, startFakeX } from '../../../test/fake-networks/fake-x';
import { networkAdapters } from './index';
import { type Credentials, type MediaFile, NetworkError } from './network';

// The adapters' real code against local fakes speaking each network's documented protocol.
let x: FakeX;
let linkedin: FakeLinkedin;
let facebook: FakeFacebook;
let adapters: ReturnType<typeof networkAdapters>;

beforeAll(async () => {
  [x, linkedin, facebook] = await Promise.all([startFakeX(), startFakeLinkedin(), startFakeFacebook()]);
  const config = parseEnv({
    X_CONSUMER_KEY: x.consumer.key,
    X_CONSUMER_SECRET: x.consumer.secret,
    X_API_URL: x.url,
    LINKEDIN_CLIENT_ID: linkedin.client.id,
    LINKEDIN_CLIENT_SECRET: linkedin.client.secret,
    LINKEDIN_AUTH_URL: linkedin.url,
    LINKEDIN_API_URL: linkedin.url,
    FACEBOOK_APP_ID: facebook.app_.id,
    FACEBOOK_APP_SECRET: facebook.app_.secret,
    FACEBOOK_GRAPH_URL: facebook.url,
    FACEBOOK_DIALOG_URL: facebook.url,
  });
  adapters = networkAdapters(config.social);
});
afterAll(() => Promise.all([x.close(), linkedin.close(), facebook.close()]));

const image: MediaFile = {
  bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
  mime: 'image/jpeg',
  publicUrl: 'https://gaceta.example/files/image.jpg',
  altText: 'Una balanza',
};

/** Follows the authorisation URL as the browser would, answering where the network sends it back. */
async function follow(url: string): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

async function failureOf(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(NetworkError);
  return error as NetworkError;
}

describe('X (OAuth 1.0a, v2)', () => {
  let credentials: Credentials;

  it('connects through request token, authorize and access token', async () => {
    const start = await adapters.twitter.beginAuthorization({
      callbackUrl: 'http://localhost/settings/social-media-configuration/twitter-redirect',
      state: '',
      organization: false,
    });
    const back = await follow(start.url);
    credentials = await adapters.twitter.completeAuthorization({
      oauthToken: back.searchParams.get('oauth_token') ?? '',
      oauthVerifier: back.searchParams.get('oauth_verifier') ?? '',
      secret: start.secret,
    });
    expect(credentials.accountName).toBe('@despacho_demo');
    expect((await adapters.twitter.inspect(credentials)).accountName).toBe('@despacho_demo');
  });

  it('refuses a verifier signed with the wrong secret', async () => {
    const start = await adapters.twitter.beginAuthorization({
      callbackUrl: 'http://localhost/cb',
      state: '',
      organization: false,
    });
    const verifier = x.authorize(start.key);
    const error = await failureOf(
      adapters.twitter.completeAuthorization({
        oauthToken: start.key,
        oauthVerifier: verifier,
        secret: 'wrong',
      }),
    );
    expect(error.kind).toBe('reauthorization_required');
  });

  it('posts text, posts with an image, reads metrics and deletes', async () => {
    const plain = await adapters.twitter.publish(credentials, { text: 'Sin imagen', link: null, media: [] });
    expect(plain).toMatchObject({
      state: 'published',
      permalink: expect.stringContaining('/despacho_demo/status/'),
    });
    const mediaId = await adapters.twitter.uploadMedia(credentials, image);
    const withImage = await adapters.twitter.publish(credentials, {
      text: 'Con imagen',
      link: null,
      media: [mediaId],
    });
    if (withImage.state !== 'published') throw new Error('expected published');
    expect(x.tweets.get(withImage.remoteId)?.media).toEqual([mediaId]);
    x.metrics.set(withImage.remoteId, {
      like_count: 7,
      reply_count: 2,
      retweet_count: 3,
      quote_count: 1,
      impression_count: 90,
    });
    expect(await adapters.twitter.metrics(credentials, withImage.remoteId)).toEqual({
      likes: 7,
      comments: 2,
      shares: 4,
      impressions: 90,
    });
    await adapters.twitter.delete(credentials, withImage.remoteId);
    expect(x.tweets.has(withImage.remoteId)).toBe(false);
    expect((await failureOf(adapters.twitter.metrics(credentials, withImage.remoteId))).kind).toBe(
      'not_found',
    );
  });

  it('classifies 429 with its reset, the monthly cap, 503, 402 and a revoked token', async () => {
    const reset = String(Math.floor(Date.now() / 1000) + 120);
    x.failNext(/POST \/2\/tweets/, {
      status: 429,
      body: { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
      headers: { 'x-rate-limit-limit': '100', 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': reset },
    });
    const limited = await failureOf(
      adapters.twitter.publish(credentials, { text: 'a', link: null, media: [] }),
    );
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.retryAfter).toBeGreaterThan(100);
    x.failNext(/POST \/2\/tweets/, {
      status: 429,
      body: {
        title: 'UsageCapExceeded',
        detail: 'Usage cap exceeded: Monthly product cap',
        type: 'https://api.twitter.com/2/problems/usage-capped',
        status: 429,
      },
    });
    expect(
      (await failureOf(adapters.twitter.publish(credentials, { text: 'a', link: null, media: [] }))).kind,
    ).toBe('quota_exhausted');
    x.failNext(/POST \/2\/tweets/, { status: 503, body: { title: 'Service Unavailable', status: 503 } });
    expect(
      (await failureOf(adapters.twitter.publish(credentials, { text: 'a', link: null, media: [] }))).kind,
    ).toBe('temporary');
    x.failNext(/POST \/2\/tweets/, {
      status: 402,
      body: { title: 'CreditsDepleted', status: 402, type: 'https://api.twitter.com/2/problems/credits' },
    });
    expect(
      (await failureOf(adapters.twitter.publish(credentials, { text: 'a', link: null, media: [] }))).kind,
    ).toBe('billing');
    x.revoke(credentials.accessToken);
    expect((await failureOf(adapters.twitter.inspect(credentials))).kind).toBe('reauthorization_required');
  });

  it('marks a timeout after sending a post as ambiguous', async () => {
    const start = await adapters.twitter.beginAuthorization({
      callbackUrl: 'http://localhost/cb',
      state: '',
      organization: false,
    });
    const back = await follow(start.url);
    const fresh = await adapters.twitter.completeAuthorization({
      oauthToken: start.key,
      oauthVerifier: back.searchParams.get('oauth_verifier') ?? '',
      secret: start.secret,
    });
    x.failNext(/POST \/2\/tweets/, { status: 504, body: {}, afterHandling: true, delayMs: 300 });
    const { xAdapter } = await import('./x');
    const impatient = xAdapter({ app: { id: x.consumer.key, secret: x.consumer.secret }, apiUrl: x.url });
    const post = { text: 'Publicación ambigua', link: null, media: [] };
    const error = await failureOf(
      Promise.race([
        impatient.publish(fresh, post),
        new Promise((_, reject) =>
          setTimeout(
            () => reject(new NetworkError('twitter', 'temporary', 'timeout', { ambiguous: true })),
            100,
          ),
        ),
      ]),
    );
    expect(error.details.ambiguous).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await impatient.findRecent(fresh, post, new Date(Date.now() - 60_000))).toMatchObject({
      state: 'published',
    });
  });
});

describe('LinkedIn (OAuth 2.0, REST Posts)', () => {
  let credentials: Credentials;
  const callback = 'http://localhost/settings/social-media-configuration/linkedin-redirect';

  it('asks organisation scopes only for a page, and connects as the member', async () => {
    const personal = await adapters.linkedin.beginAuthorization({
      callbackUrl: callback,
      state: 's1',
      organization: false,
    });
    const back = await follow(personal.url);
    expect(linkedin.lastScopes).toEqual(['openid', 'profile', 'w_member_social']);
    expect(back.searchParams.get('state')).toBe('s1');
    credentials = await adapters.linkedin.completeAuthorization({
      code: back.searchParams.get('code') ?? '',
      state: 's1',
      redirectUri: callback,
      organization: false,
    });
    expect(credentials).toMatchObject({ accountId: 'urn:li:person:yQ2fVx1mE4', accountName: 'Marta Sanz' });
    expect(credentials.refreshToken).toBeTruthy();

    const page = await adapters.linkedin.beginAuthorization({
      callbackUrl: callback,
      state: 's2',
      organization: true,
    });
    const pageBack = await follow(page.url);
    expect(linkedin.lastScopes).toContain('w_organization_social');
    const organization = await adapters.linkedin.completeAuthorization({
      code: pageBack.searchParams.get('code') ?? '',
      state: 's2',
      redirectUri: callback,
      organization: true,
    });
    expect(organization).toMatchObject({
      accountId: 'urn:li:organization:5515715',
      accountName: 'Despacho Demo Abogados',
    });
  });

  it('refuses a code for another redirect URI', async () => {
    const start = await adapters.linkedin.beginAuthorization({
      callbackUrl: callback,
      state: 's3',
      organization: false,
    });
    const back = await follow(start.url);
    const error = await failureOf(
      adapters.linkedin.completeAuthorization({
        code: back.searchParams.get('code') ?? '',
        state: 's3',
        redirectUri: 'http://localhost/other',
      }),
    );
    expect(error.kind).toBe('reauthorization_required');
  });

  it('posts with and without an image, reads metrics and deletes', async () => {
    const plain = await adapters.linkedin.publish(credentials, {
      text: 'Sin imagen',
      link: 'https://gaceta.example/a',
      media: [],
    });
    expect(plain).toMatchObject({ state: 'published', remoteId: expect.stringMatching(/^urn:li:share:/) });
    const imageUrn = await adapters.linkedin.uploadMedia(credentials, image);
    expect(linkedin.images.get(imageUrn)).toEqual({ uploaded: true, bytes: image.bytes.byteLength });
    const withImage = await adapters.linkedin.publish(credentials, {
      text: 'Con imagen',
      link: null,
      media: [imageUrn],
    });
    if (withImage.state !== 'published') throw new Error('expected published');
    linkedin.likes.set(withImage.remoteId, 12);
    expect(await adapters.linkedin.metrics(credentials, withImage.remoteId)).toMatchObject({
      likes: 12,
      comments: 0,
    });
    expect(
      await adapters.linkedin.findRecent(
        credentials,
        { text: 'Con imagen', link: null, media: [] },
        new Date(Date.now() - 60_000),
      ),
    ).toMatchObject({
      remoteId: withImage.remoteId,
    });
    await adapters.linkedin.delete(credentials, withImage.remoteId);
    expect(linkedin.posts.has(withImage.remoteId)).toBe(false);
  });

  it('tells an expired token (refreshable) from a revoked one, and refreshes', async () => {
    linkedin.expire(credentials.accessToken);
    expect((await failureOf(adapters.linkedin.inspect(credentials))).kind).toBe('refresh_needed');
    const refreshed = await adapters.linkedin.refresh(credentials);
    expect(refreshed?.accessToken).not.toBe(credentials.accessToken);
    if (!refreshed) throw new Error('expected a refresh');
    expect((await adapters.linkedin.inspect(refreshed)).accountName).toBe('Marta Sanz');
    linkedin.revoke(refreshed.accessToken);
    expect((await failureOf(adapters.linkedin.inspect(refreshed))).kind).toBe('reauthorization_required');
  });

  it('classifies 429 and 503 as passing', async () => {
    linkedin.failNext(/POST \/rest\/posts/, {
      status: 429,
      body: {
        status: 429,
        message: 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.',
      },
    });
    const fresh = (await adapters.linkedin.refresh({ ...credentials })) as Credentials;
    expect(
      (await failureOf(adapters.linkedin.publish(fresh, { text: 'a', link: null, media: [] }))).kind,
    ).toBe('rate_limited');
    linkedin.failNext(/POST \/rest\/posts/, {
      status: 503,
      body: { status: 503, message: 'Service Unavailable' },
    });
    expect(
      (await failureOf(adapters.linkedin.publish(fresh, { text: 'a', link: null, media: [] }))).kind,
    ).toBe('temporary');
  });
});

describe('Facebook Pages and Instagram (Graph API)', () => {
  let page: Credentials;
  let instagram: Credentials;

  it('exchanges the user token for a long-lived one and keeps the page token', async () => {
    const start = await adapters.facebook.beginAuthorization({
      callbackUrl: 'http://localhost/settings/social-media-configuration',
      state: 'f1',
      organization: false,
    });
    const back = await follow(start.url);
    const token = new URLSearchParams(back.hash.slice(1)).get('access_token') ?? '';
    page = await adapters.facebook.completeAuthorization({
      accessToken: token,
      pageName: 'despacho demo abogados',
    });
    expect(page).toMatchObject({ accountId: facebook.page.id, accessToken: facebook.page.token });
    expect(facebook.exchanges).toBe(1);
    instagram = await adapters.instagram.completeAuthorization({
      accessToken: page.accessToken,
      pageId: page.accountId,
    });
    expect(instagram).toMatchObject({
      accountId: facebook.instagram.account.id,
      accountName: '@despacho_demo',
    });
  });

  it('refuses a page the user does not manage', async () => {
    const error = await failureOf(
      adapters.facebook.completeAuthorization({ accessToken: facebook.userToken(), pageName: 'Otro' }),
    );
    expect(error.kind).toBe('not_found');
  });

  it('posts with and without an image, reads metrics and deletes', async () => {
    const plain = await adapters.facebook.publish(page, {
      text: 'Sin imagen',
      link: 'https://gaceta.example/a',
      media: [],
    });
    expect(plain).toMatchObject({ state: 'published', remoteId: expect.stringMatching(/^104000000000001_/) });
    const photo = await adapters.facebook.uploadMedia(page, image);
    const withImage = await adapters.facebook.publish(page, {
      text: 'Con imagen',
      link: null,
      media: [photo],
    });
    if (withImage.state !== 'published') throw new Error('expected published');
    expect(facebook.posts.get(withImage.remoteId)?.attached).toEqual([photo]);
    facebook.reactions.set(withImage.remoteId, 5);
    expect(await adapters.facebook.metrics(page, withImage.remoteId)).toMatchObject({ likes: 5 });
    await adapters.facebook.delete(page, withImage.remoteId);
    expect(facebook.posts.has(withImage.remoteId)).toBe(false);
  });

  it('waits on an Instagram container, then publishes it after reading the quota', async () => {
    facebook.instagram.processingChecks = 1;
    const url = await adapters.instagram.uploadMedia(instagram, image);
    const first = await adapters.instagram.publish(instagram, {
      text: 'Pie de foto',
      link: null,
      media: [url],
    });
    expect(first.state).toBe('pending');
    const done = await adapters.instagram.checkPending(instagram, first.remoteId);
    expect(done).toMatchObject({
      state: 'published',
      permalink: expect.stringContaining('instagram.com/p/'),
    });
    expect(facebook.instagram.account.quota.usage).toBe(1);
    expect(facebook.calls).toContain(`GET /v24.0/${instagram.accountId}/content_publishing_limit`);
    if (done.state !== 'published') throw new Error('expected published');
    await adapters.instagram.delete(instagram, done.remoteId);
    facebook.instagram.account.quota.usage = 100;
    const full = await failureOf(
      adapters.instagram.publish(instagram, { text: 'x', link: null, media: [url] }),
    );
    expect(full.kind).toBe('quota_exhausted');
    facebook.instagram.account.quota.usage = 0;
  });

  it('classifies Graph errors: rate limit, temporary, invalid token', async () => {
    facebook.failNext(/POST .*\/feed/, {
      status: 400,
      body: { error: { message: '(#32) Page request limit reached', type: 'OAuthException', code: 32 } },
    });
    expect(
      (await failureOf(adapters.facebook.publish(page, { text: 'a', link: null, media: [] }))).kind,
    ).toBe('rate_limited');
    facebook.failNext(/POST .*\/feed/, {
      status: 503,
      body: { error: { message: 'An unknown error has occurred.', type: 'OAuthException', code: 1 } },
    });
    expect(
      (await failureOf(adapters.facebook.publish(page, { text: 'a', link: null, media: [] }))).kind,
    ).toBe('temporary');
    facebook.revokePage();
    expect((await failureOf(adapters.facebook.inspect(page))).kind).toBe('reauthorization_required');
  });
});
