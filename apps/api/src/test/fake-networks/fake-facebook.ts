import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { type InstagramState, instagramRoutes, instagramState } from './fake-instagram';
import { bearerOf, type FakeServer, numericId, startFakeServer } from './fake-server';

/**
 * Facebook's Graph API at any version: the login dialog (token flow), fb_exchange_token,
 * /me/accounts with page tokens, page photos, feed posts, post fields, delete, and Instagram's
 * publishing (fake-instagram.ts), with Graph error bodies and x-app-usage headers.
 */
export interface FakeFacebook extends FakeServer {
  app_: { id: string; secret: string };
  page: { id: string; name: string; token: string };
  /** Another page the user manages, with no Instagram account. */
  otherPage: { id: string; name: string; token: string };
  posts: Map<string, { message: string; attached: string[]; link?: string; created: number }>;
  photos: Map<string, { url: string }>;
  reactions: Map<string, number>;
  instagram: InstagramState;
  /** A short-lived user token the login dialog would give. */
  userToken(): string;
  revokePage(): void;
  exchanges: number;
}

export async function startFakeFacebook(port = 0): Promise<FakeFacebook> {
  const appCredentials = { id: 'fake-facebook-app', secret: 'fake-facebook-secret' };
  const page = {
    id: '104000000000001',
    name: 'Despacho Demo Abogados',
    token: `EAAP${randomBytes(20).toString('hex')}`,
  };
  const otherPage = {
    id: '104000000000002',
    name: 'Despacho Demo Mercantil',
    token: `EAAP${randomBytes(20).toString('hex')}`,
  };
  const userTokens = new Set<string>();
  const longLived = new Set<string>();
  const posts: FakeFacebook['posts'] = new Map();
  const photos: FakeFacebook['photos'] = new Map();
  const reactions = new Map<string, number>();
  const ig = instagramState();
  let pageValid = true;
  let exchanges = 0;

  const usage = { 'x-app-usage': JSON.stringify({ call_count: 1, total_cputime: 1, total_time: 1 }) };
  const error = (status: number, code: number, message: string, subcode?: number) =>
    new Response(
      JSON.stringify({
        error: {
          message,
          type: code === 190 ? 'OAuthException' : 'GraphMethodException',
          code,
          ...(subcode && { error_subcode: subcode }),
          fbtrace_id: randomBytes(8).toString('base64url'),
        },
      }),
      { status, headers: { 'content-type': 'application/json', ...usage } },
    );
  const pageAuthorized = (header?: string) =>
    [page.token, otherPage.token].includes(bearerOf(header) ?? '') && pageValid
      ? null
      : error(
          400,
          190,
          'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
          460,
        );

  const app = new Hono();
  const version = '/:version{v\\d+\\.\\d+}';
  // The login dialog: the fake user grants at once; the token travels in the fragment (token flow).
  app.get(`${version}/dialog/oauth`, (c) => {
    const { client_id, redirect_uri, state, response_type } = c.req.query();
    if (client_id !== appCredentials.id || !redirect_uri) return c.text('Invalid App ID', 400);
    if (response_type !== 'token') return c.text('unsupported response_type', 400);
    const token = fake.userToken();
    return c.redirect(
      `${redirect_uri}#access_token=${token}&data_access_expiration_time=0&expires_in=5400&state=${encodeURIComponent(state ?? '')}`,
      302,
    );
  });
  app.post(`${version}/oauth/access_token`, async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    if (form.client_id !== appCredentials.id || form.client_secret !== appCredentials.secret) {
      return error(400, 1, 'Error validating client secret.');
    }
    if (form.grant_type !== 'fb_exchange_token' || !userTokens.has(form.fb_exchange_token ?? '')) {
      return error(400, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    exchanges += 1;
    const token = `EAAL${randomBytes(20).toString('hex')}`;
    longLived.add(token);
    return c.json({ access_token: token, token_type: 'bearer', expires_in: 5_183_944 }, 200, usage);
  });
  app.get(`${version}/me/accounts`, (c) => {
    if (!longLived.has(bearerOf(c.req.header('authorization')) ?? ''))
      return error(400, 190, 'Invalid OAuth access token.');
    return c.json(
      {
        data: [
          {
            id: page.id,
            name: page.name,
            access_token: page.token,
            category: 'Law Firm',
            tasks: ['CREATE_CONTENT', 'MANAGE'],
          },
          // A second page the user manages, without an Instagram account: the office chooses.
          {
            id: otherPage.id,
            name: otherPage.name,
            access_token: otherPage.token,
            category: 'Law Firm',
            tasks: ['CREATE_CONTENT'],
          },
        ],
      },
      200,
      usage,
    );
  });
  app.post(`${version}/${page.id}/photos`, async (c) => {
    const refused = pageAuthorized(c.req.header('authorization'));
    if (refused) return refused;
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    if (!form.url) return error(400, 324, 'Requires upload file');
    const id = numericId();
    photos.set(id, { url: form.url });
    return c.json({ id }, 200, usage);
  });
  app.post(`${version}/${page.id}/feed`, async (c) => {
    const refused = pageAuthorized(c.req.header('authorization'));
    if (refused) return refused;
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const attached = Object.entries(form)
      .filter(([key]) => key.startsWith('attached_media'))
      .map(([, value]) => (JSON.parse(value) as { media_fbid: string }).media_fbid);
    if (attached.some((id) => !photos.has(id))) return error(400, 100, '(#100) Invalid media_fbid');
    if (!form.message && attached.length === 0)
      return error(400, 100, '(#100) Missing message or attachment');
    const id = `${page.id}_${numericId()}`;
    posts.set(id, { message: form.message ?? '', attached, link: form.link, created: Date.now() });
    return c.json({ id }, 200, usage);
  });
  app.get(`${version}/${page.id}/posts`, (c) => {
    const refused = pageAuthorized(c.req.header('authorization'));
    if (refused) return refused;
    const since = Number(c.req.query('since') ?? 0) * 1000;
    const data = [...posts]
      .filter(([, post]) => post.created >= since)
      .map(([id, post]) => ({
        id,
        message: post.message,
        created_time: new Date(post.created).toISOString(),
      }));
    return c.json({ data }, 200, usage);
  });
  const instagram = instagramRoutes(app, ig, pageAuthorized, error);
  app.get(`${version}/:id`, (c) => {
    const refused = pageAuthorized(c.req.header('authorization'));
    if (refused) return refused;
    const id = c.req.param('id');
    const fields = c.req.query('fields') ?? '';
    if (id === page.id) {
      return c.json(
        {
          id,
          name: page.name,
          instagram_business_account: { id: ig.account.id, username: ig.account.username },
        },
        200,
        usage,
      );
    }
    if (id === otherPage.id) return c.json({ id, name: otherPage.name }, 200, usage);
    if (id === ig.account.id) return c.json({ id, username: ig.account.username }, 200, usage);
    const post = posts.get(id);
    if (post) {
      return c.json(
        {
          id,
          reactions: { data: [], summary: { total_count: reactions.get(id) ?? 0 } },
          comments: { data: [], summary: { total_count: 0 } },
          shares: { count: 0 },
        },
        200,
        usage,
      );
    }
    const media = instagram.read(id, fields);
    if (media) return c.json(media, 200, usage);
    return error(
      404,
      100,
      `(#100) Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
      33,
    );
  });
  app.delete(`${version}/:id`, (c) => {
    const refused = pageAuthorized(c.req.header('authorization'));
    if (refused) return refused;
    const id = c.req.param('id');
    if (posts.delete(id) || instagram.delete(id)) return c.json({ success: true }, 200, usage);
    return error(404, 100, `(#100) Object with ID '${id}' does not exist`, 33);
  });

  const server = await startFakeServer(app, port);
  const fake: FakeFacebook = {
    ...server,
    app_: appCredentials,
    page,
    otherPage,
    posts,
    photos,
    reactions,
    instagram: ig,
    get exchanges() {
      return exchanges;
    },
    userToken() {
      const token = `EAAS${randomBytes(20).toString('hex')}`;
      userTokens.add(token);
      return token;
    },
    revokePage() {
      pageValid = false;
    },
  };
  return fake;
}
