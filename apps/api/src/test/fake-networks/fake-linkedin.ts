import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { bearerOf, type FakeServer, numericId, startFakeServer } from './fake-server';

/**
 * LinkedIn as documented: OAuth 2.0 authorisation code at /oauth/v2/authorization and
 * /oauth/v2/accessToken (with an OpenID id_token), /v2/userinfo, and the versioned REST API
 * (Images initializeUpload and upload, Posts, socialActions, organizationAcls), refusing calls
 * without a LinkedIn-Version header, with LinkedIn's error bodies.
 */
export interface FakeLinkedin extends FakeServer {
  client: { id: string; secret: string };
  posts: Map<string, { author: string; commentary: string; content?: unknown; createdAt: number }>;
  images: Map<string, { uploaded: boolean; bytes: number }>;
  likes: Map<string, number>;
  /** Organisation share statistics beyond likes: reshares and impressions per post. */
  shares: Map<string, number>;
  impressions: Map<string, number>;
  /** The organisations the member administers (id → name). */
  organizations: Map<string, string>;
  /** Scopes the last authorisation asked. */
  lastScopes: string[];
  /** The network's clock, which stamps posts: a test sets its own, as the app's clock is. */
  now: () => number;
  /** Makes the named access token expired (401 EXPIRED_ACCESS_TOKEN). */
  expire(accessToken: string): void;
  revoke(accessToken: string): void;
  accessTokens: Map<string, { expired: boolean; member: Member }>;
  /** Signs a new member in at LinkedIn, as a browser would: the authorisations that follow are theirs. */
  signInNew(name: string): void;
}

interface Member {
  id: string;
  name: string;
  givenName: string;
  familyName: string;
}

export async function startFakeLinkedin(port = 0): Promise<FakeLinkedin> {
  const client = { id: 'fake-linkedin-client', secret: 'fake-linkedin-secret' };
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const codes = new Map<string, { redirectUri: string; scopes: string[]; member: Member }>();
  const accessTokens: FakeLinkedin['accessTokens'] = new Map();
  const refreshTokens = new Map<string, Member>();
  const posts: FakeLinkedin['posts'] = new Map();
  const images: FakeLinkedin['images'] = new Map();
  const likes = new Map<string, number>();
  const shares = new Map<string, number>();
  const impressions = new Map<string, number>();
  const organizations = new Map([
    ['5515715', 'Despacho Demo Abogados'],
    ['2414183', 'Despacho Demo Laboral'],
  ]);
  /** The member signed in at LinkedIn in the browser, whom the consent page authorises. */
  let signedIn: Member = { id: 'yQ2fVx1mE4', name: 'Marta Sanz', givenName: 'Marta', familyName: 'Sanz' };
  let lastScopes: string[] = [];
  let baseUrl = '';

  const error = (status: number, code: string, message: string, serviceErrorCode = 0) =>
    new Response(JSON.stringify({ status, serviceErrorCode, code, message }), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  /** The member an access token acts for (whether it still works or not). */
  const memberOf = (header: string | undefined) => accessTokens.get(bearerOf(header) ?? '')?.member;

  function authorized(c: { req: { header(name: string): string | undefined } }): Response | null {
    const token = bearerOf(c.req.header('authorization'));
    const access = token ? accessTokens.get(token) : undefined;
    if (!access)
      return error(
        401,
        'REVOKED_ACCESS_TOKEN',
        'The token used in the request has been revoked by the user',
        65601,
      );
    if (access.expired)
      return error(401, 'EXPIRED_ACCESS_TOKEN', 'The token used in the request has expired', 65600);
    return null;
  }
  function versioned(c: { req: { header(name: string): string | undefined } }): Response | null {
    const refused = authorized(c);
    if (refused) return refused;
    if (!/^\d{6}$/.test(c.req.header('linkedin-version') ?? '')) {
      return error(
        400,
        'VERSION_MISSING',
        'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
      );
    }
    return null;
  }

  const app = new Hono();
  // The member's consent page: the fake consents at once and returns to the redirect URI.
  app.get('/oauth/v2/authorization', (c) => {
    const { client_id, redirect_uri, state, scope, response_type } = c.req.query();
    if (client_id !== client.id || response_type !== 'code' || !redirect_uri)
      return c.text('invalid_request', 400);
    lastScopes = (scope ?? '').split(' ');
    const code = randomBytes(16).toString('hex');
    codes.set(code, { redirectUri: redirect_uri, scopes: lastScopes, member: signedIn });
    const back = new URL(redirect_uri);
    back.searchParams.set('code', code);
    if (state) back.searchParams.set('state', state);
    return c.redirect(back.href, 302);
  });
  app.post('/oauth/v2/accessToken', async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    if (form.client_id !== client.id || form.client_secret !== client.secret) {
      return c.json({ error: 'invalid_client', error_description: 'Client authentication failed' }, 401);
    }
    if (form.grant_type === 'refresh_token') {
      const member = refreshTokens.get(form.refresh_token ?? '');
      if (!member) {
        return c.json(
          {
            error: 'invalid_grant',
            error_description:
              'The provided authorization grant or refresh token is invalid, expired or revoked',
          },
          400,
        );
      }
      return c.json(issue([], member), 200);
    }
    const pending = form.code ? codes.get(form.code) : undefined;
    if (form.grant_type !== 'authorization_code' || !pending || pending.redirectUri !== form.redirect_uri) {
      return c.json(
        {
          error: 'invalid_request',
          error_description:
            'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.',
        },
        400,
      );
    }
    codes.delete(form.code ?? '');
    const tokens = issue(pending.scopes, pending.member);
    const now = Math.floor(Date.now() / 1000);
    const id_token = await new SignJWT({ name: pending.member.name, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'fake' })
      .setIssuer(`${baseUrl}/oauth`)
      .setAudience(client.id)
      .setSubject(pending.member.id)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
    return c.json({ ...tokens, id_token }, 200);
  });
  function issue(scopes: string[], member: Member) {
    const access_token = `AQ${randomBytes(24).toString('hex')}`;
    const refresh_token = `AQ${randomBytes(24).toString('hex')}`;
    accessTokens.set(access_token, { expired: false, member });
    refreshTokens.set(refresh_token, member);
    return {
      access_token,
      expires_in: 5_183_999,
      refresh_token,
      refresh_token_expires_in: 31_535_999,
      scope: scopes.join(','),
      token_type: 'Bearer',
    };
  }
  app.get('/v2/userinfo', (c) => {
    const member = memberOf(c.req.header('authorization'));
    return (
      authorized(c) ??
      c.json({
        sub: member?.id,
        name: member?.name,
        given_name: member?.givenName,
        family_name: member?.familyName,
      })
    );
  });
  app.get(
    '/rest/organizationAcls',
    (c) =>
      versioned(c) ??
      c.json({
        elements: [...organizations.keys()].map((id) => ({
          organization: `urn:li:organization:${id}`,
          role: 'ADMINISTRATOR',
          state: 'APPROVED',
        })),
      }),
  );
  app.get('/rest/organizations/:id', (c) => {
    const refused = versioned(c);
    if (refused) return refused;
    const name = organizations.get(c.req.param('id'));
    if (!name) return error(404, 'NOT_FOUND', `Organization ${c.req.param('id')} not found`);
    return c.json({ id: Number(c.req.param('id')), localizedName: name });
  });
  app.post('/rest/images', async (c) => {
    const refused = versioned(c);
    if (refused) return refused;
    if (c.req.query('action') !== 'initializeUpload') return error(400, 'ILLEGAL_ARGUMENT', 'unknown action');
    const image = `urn:li:image:${randomBytes(8).toString('hex')}`;
    images.set(image, { uploaded: false, bytes: 0 });
    const uploadUrl = `${baseUrl}/upload/${encodeURIComponent(image)}`;
    return c.json({ value: { uploadUrlExpiresAt: Date.now() + 3_600_000, uploadUrl, image } });
  });
  app.put('/upload/:image', async (c) => {
    const refused = authorized(c);
    if (refused) return refused;
    const image = images.get(decodeURIComponent(c.req.param('image')));
    if (!image) return error(404, 'NOT_FOUND', 'Upload not found');
    image.uploaded = true;
    image.bytes = (await c.req.arrayBuffer()).byteLength;
    return c.body(null, 201);
  });
  app.post('/rest/posts', async (c) => {
    const refused = versioned(c);
    if (refused) return refused;
    const body = (await c.req.json()) as {
      author?: string;
      commentary?: string;
      content?: { media?: { id?: string } };
    };
    const mediaId = body.content?.media?.id;
    if (mediaId && !images.get(mediaId)?.uploaded) {
      return error(422, 'UNPROCESSABLE_ENTITY', `Media ${mediaId} is not ready`);
    }
    if (!body.author || body.commentary === undefined)
      return error(422, 'UNPROCESSABLE_ENTITY', '/author :: required field');
    const id = `urn:li:share:${numericId()}`;
    posts.set(id, {
      author: body.author,
      commentary: body.commentary,
      content: body.content,
      createdAt: fake.now(),
    });
    return c.body(null, 201, { 'x-restli-id': id, 'x-linkedin-id': id });
  });
  app.get('/rest/posts', (c) => {
    const refused = versioned(c);
    if (refused) return refused;
    const author = c.req.query('author');
    const elements = [...posts]
      .filter(([, post]) => post.author === author)
      .map(([id, post]) => ({ id, ...post }));
    return c.json({ elements, paging: { start: 0, count: elements.length } });
  });
  app.delete('/rest/posts/:id', (c) => {
    const refused = versioned(c);
    if (refused) return refused;
    const id = decodeURIComponent(c.req.param('id'));
    if (!posts.delete(id)) return error(404, 'NOT_FOUND', `Post ${id} not found`);
    return c.body(null, 204);
  });
  app.get('/rest/socialActions/:id', (c) => {
    const refused = versioned(c);
    if (refused) return refused;
    const id = decodeURIComponent(c.req.param('id'));
    if (!posts.has(id)) return error(404, 'NOT_FOUND', `Entity ${id} not found`);
    return c.json({
      likesSummary: { totalLikes: likes.get(id) ?? 0 },
      commentsSummary: { aggregatedTotalComments: 0 },
    });
  });

  // A page's figures: only for the organisation that authored the post; a deleted post has none.
  app.get('/rest/organizationalEntityShareStatistics', (c) => {
    const refused = versioned(c);
    if (refused) return refused;
    const entity = c.req.query('organizationalEntity');
    const list = /^List\((.+)\)$/.exec(c.req.query('shares') ?? c.req.query('ugcPosts') ?? '');
    if (c.req.query('q') !== 'organizationalEntity' || !entity || !list?.[1])
      return error(400, 'ILLEGAL_ARGUMENT', 'Invalid query parameters passed to request');
    const id = decodeURIComponent(list[1]);
    const post = posts.get(id);
    const elements =
      post?.author === entity
        ? [
            {
              organizationalEntity: entity,
              share: id,
              totalShareStatistics: {
                likeCount: likes.get(id) ?? 0,
                commentCount: 0,
                shareCount: shares.get(id) ?? 0,
                impressionCount: impressions.get(id) ?? 0,
                uniqueImpressionsCount: impressions.get(id) ?? 0,
                clickCount: 0,
                engagement: 0,
              },
            },
          ]
        : [];
    return c.json({ elements, paging: { start: 0, count: elements.length } });
  });

  const server = await startFakeServer(app, port, (header) => memberOf(header)?.id ?? null);
  baseUrl = server.url;
  const fake: FakeLinkedin = {
    ...server,
    now: Date.now,
    client,
    posts,
    images,
    likes,
    shares,
    impressions,
    organizations,
    accessTokens,
    get lastScopes() {
      return lastScopes;
    },
    expire(token) {
      const access = accessTokens.get(token);
      if (access) access.expired = true;
    },
    revoke: (token) => accessTokens.delete(token),
    signInNew(name) {
      signedIn = { id: randomBytes(5).toString('hex'), name, givenName: name, familyName: '' };
    },
  };
  return fake;
}
