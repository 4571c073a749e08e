import { createHmac, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import OAuth from 'oauth-1.0a';
import { type FakeServer, numericId, startFakeServer } from './fake-server';

/**
 * X as its documentation describes it: OAuth 1.0a request token, authorize, access token (every
 * signature checked with the consumer's and token's secrets), and the v2 endpoints the adapter
 * uses, with v2 problem bodies and x-rate-limit-* headers.
 */
export interface FakeX extends FakeServer {
  consumer: { key: string; secret: string };
  tweets: Map<string, { text: string; media: string[]; author: string; created_at: string }>;
  media: Set<string>;
  /** What the user's "Authorize app" click gives back: the verifier for a request token. */
  authorize(requestToken: string): string;
  /** Revokes a user's access token (the next call answers 401). */
  revoke(accessToken: string): void;
  /** Signs a new account in at X, as a browser would: the authorisations that follow are its. */
  signInNew(username: string): void;
  metrics: Map<string, Record<string, number>>;
}

const UNAUTHORIZED = { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' };

interface XUser {
  userId: string;
  screenName: string;
  name: string;
}

export async function startFakeX(port = 0): Promise<FakeX> {
  const consumer = { key: 'fake-x-consumer', secret: 'fake-x-consumer-secret' };
  const oauth = new OAuth({
    consumer,
    signature_method: 'HMAC-SHA1',
    hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
  });
  const requestTokens = new Map<
    string,
    { secret: string; callback: string; verifier?: string; user?: XUser }
  >();
  const accessTokens = new Map<string, XUser & { secret: string }>();
  /** The account signed in at X in the browser, which the authorize page approves for. */
  let signedIn: XUser = { userId: '1700000000000000001', screenName: 'despacho_demo', name: 'Despacho Demo' };
  const tweets: FakeX['tweets'] = new Map();
  const media = new Set<string>();
  const metrics: FakeX['metrics'] = new Map();

  /** Checks the request's OAuth 1.0a signature against the secrets the fake holds. */
  function verify(
    method: string,
    url: string,
    header: string | undefined,
    data: Record<string, string>,
    tokenSecret: string,
  ) {
    const params = Object.fromEntries(
      [...(header ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [
        key,
        decodeURIComponent(value ?? ''),
      ]),
    ) as Record<string, string>;
    if (params.oauth_consumer_key !== consumer.key) return null;
    const { oauth_signature, ...rest } = params;
    const expected = oauth.getSignature({ url, method, data }, tokenSecret, rest as unknown as OAuth.Data);
    return expected === oauth_signature ? params : null;
  }

  function rateHeaders() {
    return {
      'x-rate-limit-limit': '100',
      'x-rate-limit-remaining': '99',
      'x-rate-limit-reset': String(Math.floor(Date.now() / 1000) + 900),
    };
  }

  const app = new Hono();
  app.post('/oauth/request_token', async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const params = verify('POST', c.req.url, c.req.header('authorization'), form, '');
    if (!params) return c.json({ errors: [{ code: 32, message: 'Could not authenticate you.' }] }, 401);
    const token = randomBytes(12).toString('hex');
    const secret = randomBytes(16).toString('hex');
    requestTokens.set(token, { secret, callback: params.oauth_callback ?? form.oauth_callback ?? '' });
    return c.body(`oauth_token=${token}&oauth_token_secret=${secret}&oauth_callback_confirmed=true`, 200);
  });
  // The page the user sees at X: the fake approves at once and returns to the callback.
  app.get('/oauth/authorize', (c) => {
    const token = c.req.query('oauth_token') ?? '';
    const pending = requestTokens.get(token);
    if (!pending) return c.text('This page is no longer valid.', 400);
    const verifier = fake.authorize(token);
    const back = new URL(pending.callback);
    back.searchParams.set('oauth_token', token);
    back.searchParams.set('oauth_verifier', verifier);
    return c.redirect(back.href, 302);
  });
  app.post('/oauth/access_token', async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const header = c.req.header('authorization');
    const token = /oauth_token="([^"]+)"/.exec(header ?? '')?.[1] ?? '';
    const pending = requestTokens.get(decodeURIComponent(token));
    const params = pending && verify('POST', c.req.url, header, form, pending.secret);
    const approver = pending?.user;
    if (!pending || !params || !approver || pending.verifier !== form.oauth_verifier) {
      return c.text('Invalid request token.', 401);
    }
    requestTokens.delete(decodeURIComponent(token));
    const access = `${numericId()}-${randomBytes(12).toString('hex')}`;
    const secret = randomBytes(16).toString('hex');
    accessTokens.set(access, { ...approver, secret });
    return c.body(
      `oauth_token=${access}&oauth_token_secret=${secret}&user_id=${approver.userId}&screen_name=${approver.screenName}`,
      200,
    );
  });

  /** The access token's holder named in an OAuth header (unchecked). */
  const holderOf = (header: string | undefined) =>
    accessTokens.get(decodeURIComponent(/oauth_token="([^"]+)"/.exec(header ?? '')?.[1] ?? ''));

  /** The user behind a signed v2 call, or null (answered 401). */
  function user(c: { req: { method: string; url: string; header(name: string): string | undefined } }) {
    const header = c.req.header('authorization');
    const access = holderOf(header);
    if (!access) return null;
    const url = new URL(c.req.url);
    const query = Object.fromEntries(url.searchParams);
    return verify(c.req.method, c.req.url, header, query, access.secret) ? access : null;
  }

  app.get('/2/users/me', (c) => {
    const me = user(c);
    if (!me) return c.json(UNAUTHORIZED, 401);
    return c.json({ data: { id: me.userId, username: me.screenName, name: me.name } }, 200, rateHeaders());
  });
  app.post('/2/media/upload', async (c) => {
    if (!user(c)) return c.json(UNAUTHORIZED, 401);
    const form = await c.req.formData();
    const file = form.get('media');
    if (!(file instanceof File) || file.size === 0) {
      return c.json(
        { errors: [{ message: 'media is required' }], title: 'Invalid Request', status: 400 },
        400,
      );
    }
    const id = numericId();
    media.add(id);
    return c.json(
      { data: { id, media_key: `3_${id}`, size: file.size, processing_info: { state: 'succeeded' } } },
      200,
    );
  });
  app.post('/2/tweets', async (c) => {
    const me = user(c);
    if (!me) return c.json(UNAUTHORIZED, 401);
    const body = (await c.req.json()) as { text?: string; media?: { media_ids?: string[] } };
    const ids = body.media?.media_ids ?? [];
    if (ids.some((id) => !media.has(id))) {
      return c.json(
        {
          title: 'Invalid Request',
          detail: 'Your media IDs are invalid.',
          type: 'https://api.twitter.com/2/problems/invalid-request',
          status: 400,
        },
        400,
      );
    }
    const id = numericId();
    tweets.set(id, {
      text: body.text ?? '',
      media: ids,
      author: me.userId,
      created_at: new Date().toISOString(),
    });
    return c.json({ data: { id, text: body.text, edit_history_tweet_ids: [id] } }, 201, rateHeaders());
  });
  app.get('/2/users/:id/tweets', (c) => {
    const me = user(c);
    if (!me) return c.json(UNAUTHORIZED, 401);
    const data = [...tweets]
      .filter(([, tweet]) => tweet.author === c.req.param('id'))
      .map(([id, tweet]) => ({ id, text: tweet.text, created_at: tweet.created_at }));
    return c.json({ data, meta: { result_count: data.length } }, 200, rateHeaders());
  });
  app.get('/2/tweets/:id', (c) => {
    if (!user(c)) return c.json(UNAUTHORIZED, 401);
    const id = c.req.param('id');
    const tweet = tweets.get(id);
    if (!tweet) {
      return c.json(
        {
          errors: [
            {
              value: id,
              detail: `Could not find tweet with id: [${id}].`,
              title: 'Not Found Error',
              type: 'https://api.twitter.com/2/problems/resource-not-found',
            },
          ],
        },
        200,
      );
    }
    const public_metrics = {
      retweet_count: 0,
      reply_count: 0,
      like_count: 0,
      quote_count: 0,
      impression_count: 0,
      ...metrics.get(id),
    };
    return c.json({ data: { id, text: tweet.text, public_metrics } }, 200, rateHeaders());
  });
  app.delete('/2/tweets/:id', (c) => {
    if (!user(c)) return c.json(UNAUTHORIZED, 401);
    const deleted = tweets.delete(c.req.param('id'));
    return c.json({ data: { deleted } }, 200, rateHeaders());
  });

  const server = await startFakeServer(app, port, (header) => holderOf(header)?.userId ?? null);
  const fake: FakeX = {
    ...server,
    consumer,
    tweets,
    media,
    metrics,
    authorize(requestToken) {
      const pending = requestTokens.get(requestToken);
      if (!pending) throw new Error('unknown request token');
      pending.verifier = randomBytes(8).toString('hex');
      pending.user = signedIn;
      return pending.verifier;
    },
    revoke: (accessToken) => accessTokens.delete(accessToken),
    signInNew(username) {
      signedIn = { userId: numericId(), screenName: username, name: username };
    },
  };
  return fake;
}
