import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { type InstagramState, instagramRoutes, instagramState } from './fake-instagram';
import { bearerOf, type FakeServer, numericId, startFakeServer } from './fake-server';

/**
 * Facebook's Graph API at any version: the login dialog (token flow), fb_exchange_token,
 * /me/accounts with the user's pages and their tokens, page photos, feed posts, post fields, delete,
 * and Instagram's publishing (fake-instagram.ts), with Graph error bodies and x-app-usage headers.
 */
export interface FakeFacebook extends FakeServer {
  app_: { id: string; secret: string };
  /** The demo user's page, with its Instagram account. */
  page: Page;
  /** Another page the demo user manages, with no Instagram account. */
  otherPage: Page;
  posts: Map<string, { message: string; attached: string[]; link?: string; created: number }>;
  photos: Map<string, { url: string }>;
  reactions: Map<string, number>;
  instagram: InstagramState;
  /** A short-lived user token the login dialog would give. */
  userToken(): string;
  revokePage(): void;
  exchanges: number;
  /**
   * Signs a new user in at Facebook, as a browser would: the logins that follow are theirs, and
   * they manage one page named `name` with its own Instagram account.
   */
  signInNew(name: string): void;
  /**
   * A user token of someone else's login: a new user who manages one page named `name` (with its
   * own Instagram account). Who the login dialog signs in stays the same. The browser tests ask for
   * it over HTTP: `POST /_fake/user_token?page=<name>` answers `{ access_token }`.
   */
  otherUserToken(name: string): string;
}

interface Page {
  id: string;
  name: string;
  token: string;
  /** Its Instagram business account's id. */
  instagram?: string;
}

/** A Facebook user: the pages they manage. */
type User = Page[];

export async function startFakeFacebook(port = 0): Promise<FakeFacebook> {
  const appCredentials = { id: 'fake-facebook-app', secret: 'fake-facebook-secret' };
  const ig = instagramState();
  const pageToken = () => `EAAP${randomBytes(20).toString('hex')}`;
  const page: Page = {
    id: '104000000000001',
    name: 'Despacho Demo Abogados',
    token: pageToken(),
    instagram: ig.account.id,
  };
  const otherPage: Page = { id: '104000000000002', name: 'Despacho Demo Mercantil', token: pageToken() };
  /** Every page by its id and by its token. */
  const pages = new Map<string, Page>();
  const pagesByToken = new Map<string, Page>();
  const addPage = (added: Page) => {
    pages.set(added.id, added);
    pagesByToken.set(added.token, added);
  };
  addPage(page);
  addPage(otherPage);
  /**
   * The user signed in at Facebook in the browser, whom the login dialog gives a token. The demo user
   * manages a second page, without an Instagram account: the office chooses.
   */
  let signedIn: User = [page, otherPage];
  const userTokens = new Map<string, User>();
  const longLived = new Map<string, User>();
  const posts: FakeFacebook['posts'] = new Map();
  const photos: FakeFacebook['photos'] = new Map();
  const reactions = new Map<string, number>();
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
  const pageOf = (header: string | undefined) => pagesByToken.get(bearerOf(header) ?? '');
  /** Refuses a token that is no page's, or the token of a page other than the one `owns` asks for. */
  const pageAuthorized = (header: string | undefined, owns: (page: Page) => boolean = () => true) => {
    const page = pageOf(header);
    return page && pageValid && owns(page)
      ? null
      : error(
          400,
          190,
          'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
          460,
        );
  };
  /** The post `id` when it is the token's page's (its id starts with the page's). */
  const ownPost = (header: string | undefined, id: string) =>
    id.startsWith(`${pageOf(header)?.id}_`) ? posts.get(id) : undefined;
  /** Refuses a token that is not the page's in the path. */
  const pathPageAuthorized = (c: Context) =>
    pageAuthorized(c.req.header('authorization'), (page) => page.id === c.req.param('page'));

  /** A new user who manages one page named `name`, with its own Instagram account. */
  const newUser = (name: string): User => {
    const added: Page = { id: numericId(), name, token: pageToken(), instagram: ig.add(name).id };
    addPage(added);
    return [added];
  };
  const tokenOf = (user: User) => {
    const token = `EAAS${randomBytes(20).toString('hex')}`;
    userTokens.set(token, user);
    return token;
  };

  const app = new Hono();
  const version = '/:version{v\\d+\\.\\d+}';
  // The tests' own door (not Facebook's): another user's token, as someone else's login gave it.
  app.post('/_fake/user_token', (c) =>
    c.json({ access_token: fake.otherUserToken(c.req.query('page') ?? 'Otra página') }),
  );
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
    const user = userTokens.get(form.fb_exchange_token ?? '');
    if (form.grant_type !== 'fb_exchange_token' || !user) {
      return error(400, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    exchanges += 1;
    const token = `EAAL${randomBytes(20).toString('hex')}`;
    longLived.set(token, user);
    return c.json({ access_token: token, token_type: 'bearer', expires_in: 5_183_944 }, 200, usage);
  });
  app.get(`${version}/me/accounts`, (c) => {
    const user = longLived.get(bearerOf(c.req.header('authorization')) ?? '');
    if (!user) return error(400, 190, 'Invalid OAuth access token.');
    const data = user.map((each) => ({
      id: each.id,
      name: each.name,
      access_token: each.token,
      category: 'Law Firm',
      tasks: ['CREATE_CONTENT', 'MANAGE'],
    }));
    return c.json({ data }, 200, usage);
  });
  app.post(`${version}/:page{\\d+}/photos`, async (c) => {
    const refused = pathPageAuthorized(c);
    if (refused) return refused;
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    if (!form.url) return error(400, 324, 'Requires upload file');
    const id = numericId();
    photos.set(id, { url: form.url });
    return c.json({ id }, 200, usage);
  });
  app.post(`${version}/:page{\\d+}/feed`, async (c) => {
    const refused = pathPageAuthorized(c);
    if (refused) return refused;
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const attached = Object.entries(form)
      .filter(([key]) => key.startsWith('attached_media'))
      .map(([, value]) => (JSON.parse(value) as { media_fbid: string }).media_fbid);
    if (attached.some((id) => !photos.has(id))) return error(400, 100, '(#100) Invalid media_fbid');
    if (!form.message && attached.length === 0)
      return error(400, 100, '(#100) Missing message or attachment');
    const id = `${c.req.param('page')}_${numericId()}`;
    posts.set(id, { message: form.message ?? '', attached, link: form.link, created: Date.now() });
    return c.json({ id }, 200, usage);
  });
  app.get(`${version}/:page{\\d+}/posts`, (c) => {
    const refused = pathPageAuthorized(c);
    if (refused) return refused;
    const since = Number(c.req.query('since') ?? 0) * 1000;
    const data = [...posts]
      .filter(([id, post]) => id.startsWith(`${c.req.param('page')}_`) && post.created >= since)
      .map(([id, post]) => ({
        id,
        message: post.message,
        created_time: new Date(post.created).toISOString(),
      }));
    return c.json({ data }, 200, usage);
  });
  const instagram = instagramRoutes(
    app,
    ig,
    (header, account) => pageAuthorized(header, (page) => page.instagram === account),
    error,
  );
  app.get(`${version}/:id`, (c) => {
    const refused = pageAuthorized(c.req.header('authorization'));
    if (refused) return refused;
    const id = c.req.param('id');
    const fields = c.req.query('fields') ?? '';
    const asked = pages.get(id);
    if (asked) {
      const linked = ig.accounts.get(asked.instagram ?? '');
      return c.json(
        {
          id,
          name: asked.name,
          ...(linked && { instagram_business_account: { id: linked.id, username: linked.username } }),
        },
        200,
        usage,
      );
    }
    // A post is its page's: another page's token is told it does not exist.
    const post = ownPost(c.req.header('authorization'), id);
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
    if ((ownPost(c.req.header('authorization'), id) && posts.delete(id)) || instagram.delete(id))
      return c.json({ success: true }, 200, usage);
    return error(404, 100, `(#100) Object with ID '${id}' does not exist`, 33);
  });

  const server = await startFakeServer(app, port, (header) => pageOf(header)?.id ?? null);
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
    userToken: () => tokenOf(signedIn),
    revokePage() {
      pageValid = false;
    },
    signInNew(name) {
      signedIn = newUser(name);
    },
    otherUserToken: (name) => tokenOf(newUser(name)),
  };
  return fake;
}
