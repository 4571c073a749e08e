import { randomUUID } from 'node:crypto';
import type {
  AccessTokenState,
  CanPublish,
  SocialAccounts,
  SocialConnection,
  SocialOverview,
  SocialPlanning,
  SocialPost,
  SocialPostStatistics,
  SocialPosts,
  SocialStatistics,
} from '@gaceta/shared/social';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { news, socialConnections, socialPosts, subjects } from '../../db/schema';
import { publishSocialPost } from '../../queue/definitions/publish-social-post';
import { runJob } from '../../queue/queue';
import { csvOf } from '../../test/csv';
import { createOffice, createSignedInUser } from '../../test/factories';
import { type FakeNetworks, startFakeNetworks } from '../../test/fake-networks';
import { createTestApp, errorOf, objectOf, type TestApp } from '../../test/harness';
import { newsHelpers } from '../../test/news';
import { samplePng } from '../../test/uploads';
import { imageCopies } from '../files/stored-images';
import { deleteSocialPostJob } from './delete-social-post.job';
import { sendPlannedPosts } from './planning.service';
import { publishSocialPostJob } from './publish-social-post.job';
import { refreshMetrics } from './social-metrics.service';
import { runPublishSocialPost } from './social-posts.service';

let t: TestApp;
let fakes: FakeNetworks;
let h: ReturnType<typeof newsHelpers>;
let subjectId: string;
const base = '/v1/social_media_configurations';
const redirect = (network: string) =>
  `http://localhost:3000/settings/social-media-configuration/${network}-redirect`;

beforeAll(async () => {
  fakes = await startFakeNetworks();
  t = await createTestApp({ env: fakes.env });
  fakes.linkedin.now = () => t.clock.now().getTime();
  h = newsHelpers(t);
  const [subject] = await t.db.select({ id: subjects.id }).from(subjects).limit(1);
  subjectId = subject?.id ?? '';
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

/** An office with a social manager (the publish reviewer) and a statistics reviewer. */
async function socialOffice() {
  const { office, writer, reviewer } = await h.newsOffice();
  const { token: stats } = await createSignedInUser(t, { officeId: office.id, roles: ['client_statstics'] });
  return { office, writer, reviewer, stats };
}

/** Follows a network's authorisation page as the browser would; answers where it sends the office back. */
async function follow(url: string): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

async function connectX(token: string) {
  const start = await h.bodyOf<{ url: string; oauth_token: string }>(
    await h.call(
      token,
      'GET',
      `${base}/twitter/request_token?callback_url=${encodeURIComponent(redirect('twitter'))}`,
    ),
  );
  const back = await follow(start.url);
  const query = new URLSearchParams({
    oauth_token: back.searchParams.get('oauth_token') ?? '',
    oauth_verifier: back.searchParams.get('oauth_verifier') ?? '',
  });
  return h.call(token, 'POST', `${base}/twitter/connect?${query}`);
}

async function connectLinkedin(token: string, organization = false) {
  const query = new URLSearchParams({
    redirect_uri: redirect('linkedin'),
    organization: String(organization),
  });
  const { url } = await h.bodyOf<{ url: string }>(
    await h.call(token, 'GET', `${base}/linkedin/authorization_url?${query}`),
  );
  const back = await follow(url);
  const connect = new URLSearchParams({
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    redirect_uri: redirect('linkedin'),
  });
  return h.call(token, 'POST', `${base}/linkedin/connect?${connect}`);
}

/** The configuration page, where Facebook's login dialog returns. */
const facebookReturn = 'http://localhost:3000/settings/social-media-configuration';

/** Runs Facebook's login dialog for `token`'s user: the user token and state its return carries. */
async function facebookDialog(token: string) {
  const { url } = await h.bodyOf<{ url: string }>(
    await h.call(
      token,
      'GET',
      `${base}/facebook/authorization_url?redirect_uri=${encodeURIComponent(facebookReturn)}`,
    ),
  );
  const fragment = new URLSearchParams((await follow(url)).hash.slice(1));
  return { access_token: fragment.get('access_token') ?? '', state: fragment.get('state') ?? '' };
}

async function connectFacebook(token: string, pageName = fakes.facebook.page.name) {
  const returned = await facebookDialog(token);
  return h.call(token, 'POST', `${base}/facebook/connect`, { ...returned, page_name: pageName });
}

/** A complete item with versions for the social channels. */
async function socialNews(
  writer: string,
  versions: Partial<Record<'x' | 'linkedin' | 'facebook', string>> = {},
) {
  const item = await h.completeNews(writer, {
    subjects: [subjectId],
    contents: [
      { platform: 'web', title: 'Indemnización', content: '<p>Texto del artículo</p>' },
      {
        platform: 'x',
        title: null,
        content: versions.x ?? `Despido improcedente: qué le corresponde ${randomUUID()}`,
      },
      {
        platform: 'linkedin',
        title: null,
        content: versions.linkedin ?? `Despido improcedente en LinkedIn ${randomUUID()}`,
      },
      {
        platform: 'facebook',
        title: null,
        content: versions.facebook ?? `Despido improcedente en Facebook ${randomUUID()}`,
      },
    ],
  });
  return item;
}

/** Stores a real image for the item, as an upload leaves it (with its 1200×630 share copy). */
async function addImage(newsId: string) {
  const folder = `articles/${newsId}/${randomUUID()}`;
  const copies = await imageCopies('article', await samplePng(1600, 1000));
  for (const [name, copy] of Object.entries(copies)) {
    await t.storage.put(
      `${folder}/${name}.${copy.format === 'jpeg' ? 'jpg' : 'webp'}`,
      copy.bytes,
      copy.contentType,
    );
  }
  await t.db.update(news).set({ imageKey: folder }).where(eq(news.id, newsId));
}

/** Runs every social job that is due, as the worker would, until none is left. */
async function drainSocialJobs() {
  for (let round = 0; round < 10; round += 1) {
    let ran = 0;
    for (const job of [publishSocialPostJob, deleteSocialPostJob]) {
      for (const run of await t.queue.boss.fetch(job.name, { batchSize: 50 })) {
        await runJob(t.deps, job, run);
        await t.queue.boss.complete(job.name, run.id);
        ran += 1;
      }
    }
    if (ran === 0) return;
  }
}

/** Runs the publish job for a post directly (a run pg-boss holds until later). */
const runLater = (officeId: string, postId: string) =>
  runPublishSocialPost(jobContext(t.deps, { job: publishSocialPost.name, officeId }), {
    post_id: postId,
    office_id: officeId,
  });

async function postOf(newsId: string, network: string) {
  const [row] = await t.db
    .select()
    .from(socialPosts)
    .where(and(eq(socialPosts.newsId, newsId), eq(socialPosts.network, network as 'twitter')));
  return row;
}

async function connectionOf(officeId: string, network: string) {
  const [row] = await t.db
    .select()
    .from(socialConnections)
    .where(
      and(eq(socialConnections.officeId, officeId), eq(socialConnections.network, network as 'twitter')),
    );
  return row;
}

/** `HH:MM` of a moment in the test offices' time zone, for a planning slot. */
const madridTime = (moment: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(moment);

const publish = (token: string, id: string, platform: string) =>
  h.call(token, 'POST', `/v1/news_infos/${id}/publish`, { platform });

describe('connecting', () => {
  it('connects X, LinkedIn, Facebook and its Instagram, and shows the state without a token', async () => {
    const { reviewer } = await socialOffice();
    const x = await objectOf<SocialConnection>(await connectX(reviewer));
    expect(x).toMatchObject({
      social_network: 'twitter',
      status: 'connected',
      account_name: '@despacho_demo',
    });
    expect((await objectOf<SocialConnection>(await connectLinkedin(reviewer))).account_name).toBe(
      'Marta Sanz',
    );
    expect((await objectOf<SocialConnection>(await connectFacebook(reviewer))).account_name).toBe(
      fakes.facebook.page.name,
    );
    const state = await h.bodyOf<AccessTokenState>(await h.call(reviewer, 'GET', `${base}/access_token`));
    expect(state.data.instagram).toMatchObject({ status: 'connected', account_name: '@despacho_demo' });
    expect(Object.values(state.data).every((connection) => connection?.status === 'connected')).toBe(true);
  });

  it('connects a LinkedIn organisation page when asked, with its scopes', async () => {
    const { reviewer } = await socialOffice();
    const page = await objectOf<SocialConnection>(await connectLinkedin(reviewer, true));
    expect(page.account_name).toBe('Despacho Demo Abogados');
    expect(fakes.linkedin.lastScopes).toContain('w_organization_social');
  });

  it('lets the office choose which LinkedIn account posts: its profile or a page it administers', async () => {
    const { reviewer, writer } = await socialOffice();
    const connected = await objectOf<SocialConnection>(await connectLinkedin(reviewer, true));
    expect(connected.accounts.map((account) => [account.name, account.kind])).toEqual([
      ['Marta Sanz', 'profile'],
      ['Despacho Demo Abogados', 'page'],
      ['Despacho Demo Laboral', 'page'],
    ]);
    const choose = (account_id: string) =>
      h.call(reviewer, 'PUT', `${base}/linkedin/account`, { account_id });
    const laboral = 'urn:li:organization:2414183';
    expect(await objectOf<SocialConnection>(await choose(laboral))).toMatchObject({
      account_id: laboral,
      account_name: 'Despacho Demo Laboral',
    });
    expect((await choose('urn:li:organization:999')).status).toBe(404);
    const item = await socialNews(writer);
    await publish(reviewer, item.id, 'linkedin');
    await drainSocialJobs();
    const post = await postOf(item.id, 'linkedin');
    expect(fakes.linkedin.posts.get(post?.remoteId ?? '')?.author).toBe(laboral);
    // Without page permissions there is nothing to choose.
    expect((await objectOf<SocialConnection>(await connectLinkedin(reviewer))).accounts).toEqual([]);
  });

  it("lists the user's Facebook pages to choose from, and connects the one chosen", async () => {
    const { reviewer } = await socialOffice();
    const returned = await facebookDialog(reviewer);
    const pages = await h.bodyOf<SocialAccounts>(
      await h.call(reviewer, 'POST', `${base}/facebook/pages`, returned),
    );
    expect(pages.data.map((each) => each.name)).toEqual([
      fakes.facebook.page.name,
      fakes.facebook.otherPage.name,
    ]);
    expect(JSON.stringify(pages)).not.toContain(fakes.facebook.otherPage.token);
    const connected = await objectOf<SocialConnection>(
      await h.call(reviewer, 'POST', `${base}/facebook/connect`, {
        ...returned,
        page_name: fakes.facebook.otherPage.name,
      }),
    );
    expect(connected).toMatchObject({ account_id: fakes.facebook.otherPage.id, accounts: [] });
    // That page has no Instagram account: Instagram stays unconnected.
    const state = await h.bodyOf<AccessTokenState>(await h.call(reviewer, 'GET', `${base}/access_token`));
    expect(state.data.instagram).toBeNull();
  });

  it('refuses a return for an authorisation the office did not start, or already used', async () => {
    const { reviewer } = await socialOffice();
    const other = await socialOffice();
    const start = await h.bodyOf<{ url: string }>(
      await h.call(
        reviewer,
        'GET',
        `${base}/twitter/request_token?callback_url=${encodeURIComponent(redirect('twitter'))}`,
      ),
    );
    const back = await follow(start.url);
    const query = `oauth_token=${back.searchParams.get('oauth_token')}&oauth_verifier=${back.searchParams.get('oauth_verifier')}`;
    expect(
      await errorOf(await h.call(other.reviewer, 'POST', `${base}/twitter/connect?${query}`)),
    ).toMatchObject({
      status: 422,
      code: 'SOCIAL_AUTHORIZATION_INVALID',
    });
    expect((await h.call(reviewer, 'POST', `${base}/twitter/connect?${query}`)).status).toBe(200);
    expect((await errorOf(await h.call(reviewer, 'POST', `${base}/twitter/connect?${query}`))).code).toBe(
      'SOCIAL_AUTHORIZATION_INVALID',
    );
  });

  it('disconnects (Instagram with Facebook) and keeps the posts', async () => {
    const { office, reviewer, writer } = await socialOffice();
    await connectFacebook(reviewer);
    const item = await socialNews(writer);
    await addImage(item.id);
    await publish(reviewer, item.id, 'facebook');
    await drainSocialJobs();
    const state = await h.bodyOf<AccessTokenState>(
      await h.call(reviewer, 'PUT', `${base}/remove_access_token`, { social_network: 'facebook' }),
    );
    expect(state.data).toMatchObject({ facebook: null, instagram: null });
    expect(await connectionOf(office.id, 'facebook')).toBeUndefined();
    expect((await postOf(item.id, 'facebook'))?.status).toBe('published');
  });

  it('keeps tokens out of every answer and every log line, and seals them at rest', async () => {
    const { office, reviewer } = await socialOffice();
    const bodies = [await (await connectX(reviewer)).text(), await (await connectLinkedin(reviewer)).text()];
    bodies.push(await (await connectFacebook(reviewer)).text());
    bodies.push(await (await h.call(reviewer, 'GET', `${base}/access_token`)).text());
    const secrets: string[] = [fakes.facebook.page.token, ...fakes.linkedin.accessTokens.keys()];
    const row = await connectionOf(office.id, 'twitter');
    expect(row?.sealedCredentials.startsWith('v1.')).toBe(true);
    for (const sealedRow of [row, await connectionOf(office.id, 'facebook')]) {
      expect(sealedRow?.sealedCredentials).not.toContain(fakes.facebook.page.token);
    }
    const logText = JSON.stringify(t.logs);
    for (const secret of secrets) {
      for (const body of bodies) expect(body).not.toContain(secret);
      expect(logText).not.toContain(secret);
    }
  });
});

describe("Facebook's state", () => {
  const pagesOf = (token: string, body: Record<string, string>) =>
    h.call(token, 'POST', `${base}/facebook/pages`, body);
  const connect = (token: string, body: Record<string, string>) =>
    h.call(token, 'POST', `${base}/facebook/connect`, { page_name: fakes.facebook.page.name, ...body });
  const refused = { status: 422, code: 'SOCIAL_AUTHORIZATION_INVALID' };

  it("refuses another office's state, and another user's, before using the token", async () => {
    const attacker = await socialOffice();
    const victim = await socialOffice();
    const colleague = await createSignedInUser(t, { officeId: victim.office.id, roles: ['client_reviewer'] });
    // The attacker runs the dialog for their own office and hands the victim what came back.
    const returned = await facebookDialog(attacker.reviewer);
    const colleagues = await facebookDialog(colleague.token);
    const exchanges = fakes.facebook.exchanges;
    expect(await errorOf(await pagesOf(victim.reviewer, returned))).toMatchObject(refused);
    expect(await errorOf(await connect(victim.reviewer, returned))).toMatchObject(refused);
    expect(await errorOf(await connect(victim.reviewer, colleagues))).toMatchObject(refused);
    expect(fakes.facebook.exchanges).toBe(exchanges);
    expect(await connectionOf(victim.office.id, 'facebook')).toBeUndefined();
    // Still the attacker's own, and their colleague's: nobody else took them.
    expect((await connect(attacker.reviewer, returned)).status).toBe(200);
    expect((await connect(colleague.token, colleagues)).status).toBe(200);
  });

  it('refuses a state already used', async () => {
    const { reviewer } = await socialOffice();
    const returned = await facebookDialog(reviewer);
    expect((await pagesOf(reviewer, returned)).status).toBe(200);
    expect((await connect(reviewer, returned)).status).toBe(200);
    expect(await errorOf(await connect(reviewer, returned))).toMatchObject(refused);
    expect(await errorOf(await pagesOf(reviewer, returned))).toMatchObject(refused);
  });

  it('refuses a state older than ten minutes', async () => {
    const { office, reviewer } = await socialOffice();
    const returned = await facebookDialog(reviewer);
    t.clock.advance(10 * 60_000 + 1_000);
    const exchanges = fakes.facebook.exchanges;
    expect(await errorOf(await pagesOf(reviewer, returned))).toMatchObject(refused);
    expect(await errorOf(await connect(reviewer, returned))).toMatchObject(refused);
    expect(fakes.facebook.exchanges).toBe(exchanges);
    expect(await connectionOf(office.id, 'facebook')).toBeUndefined();
  });

  it('refuses a user token without its state', async () => {
    const { office, reviewer } = await socialOffice();
    const { access_token } = await facebookDialog(reviewer);
    const exchanges = fakes.facebook.exchanges;
    for (const response of [
      await pagesOf(reviewer, { access_token }),
      await connect(reviewer, { access_token }),
    ]) {
      expect(await errorOf(response)).toMatchObject({
        status: 422,
        code: 'VALIDATION_FAILED',
        fields: ['state'],
      });
    }
    expect(fakes.facebook.exchanges).toBe(exchanges);
    expect(await connectionOf(office.id, 'facebook')).toBeUndefined();
  });
});

describe('return pages', () => {
  const returnPage = (path: string) => `http://localhost:3000/settings/social-media-configuration${path}`;
  /** Each network's call that names where it returns the office, with the parameter's name. */
  const starts = [
    {
      network: 'linkedin',
      path: 'linkedin/authorization_url',
      field: 'redirect_uri',
      own: '/linkedin-redirect',
    },
    { network: 'facebook', path: 'facebook/authorization_url', field: 'redirect_uri', own: '' },
    { network: 'twitter', path: 'twitter/request_token', field: 'callback_url', own: '/twitter-redirect' },
  ];

  it.each(starts)("$network accepts only the back-office's own return page", async ({ path, field, own }) => {
    const { reviewer } = await socialOffice();
    const start = (url: string) =>
      h.call(reviewer, 'GET', `${base}/${path}?${new URLSearchParams({ [field]: url })}`);
    const foreign = [
      'https://attacker.test/steal',
      `https://attacker.test/settings/social-media-configuration${own}`,
      `http://localhost:3000@attacker.test/settings/social-media-configuration${own}`,
      `${returnPage(own)}?next=https://attacker.test/`,
      returnPage(own === '/twitter-redirect' ? '/linkedin-redirect' : '/twitter-redirect'),
    ];
    for (const url of foreign) {
      const response = await start(url);
      expect(response.status, url).toBe(422);
      const body = (await response.json()) as { code: string; details: Record<string, { key: string }[]> };
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details[field]?.[0]?.key, url).toBe('social.return_page');
    }
    expect((await start(returnPage(own))).status).toBe(200);
  });

  it("refuses LinkedIn's connect with a foreign redirect_uri, and keeps the state for the right one", async () => {
    const { reviewer } = await socialOffice();
    const query = new URLSearchParams({ redirect_uri: redirect('linkedin'), organization: 'false' });
    const { url } = await h.bodyOf<{ url: string }>(
      await h.call(reviewer, 'GET', `${base}/linkedin/authorization_url?${query}`),
    );
    const back = await follow(url);
    const connect = (redirectUri: string) =>
      h.call(
        reviewer,
        'POST',
        `${base}/linkedin/connect?${new URLSearchParams({
          code: back.searchParams.get('code') ?? '',
          state: back.searchParams.get('state') ?? '',
          redirect_uri: redirectUri,
        })}`,
      );
    expect(await errorOf(await connect('https://attacker.test/steal'))).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: ['redirect_uri'],
    });
    expect((await connect(redirect('linkedin'))).status).toBe(200);
  });
});

describe('{network}/authorization_url and {network}/connect', () => {
  /** How each network's return page reads what came back, and where connect takes it. */
  const flows = {
    linkedin: {
      start: { redirect_uri: redirect('linkedin') },
      connect: (back: URL) => ({
        query: {
          code: back.searchParams.get('code') ?? '',
          state: back.searchParams.get('state') ?? '',
          redirect_uri: redirect('linkedin'),
        },
      }),
    },
    twitter: {
      start: { callback_url: redirect('twitter') },
      connect: (back: URL) => ({
        query: {
          oauth_token: back.searchParams.get('oauth_token') ?? '',
          oauth_verifier: back.searchParams.get('oauth_verifier') ?? '',
        },
      }),
    },
    facebook: {
      start: { redirect_uri: facebookReturn },
      connect: (back: URL) => {
        const fragment = new URLSearchParams(back.hash.slice(1));
        const returned = {
          access_token: fragment.get('access_token') ?? '',
          state: fragment.get('state') ?? '',
        };
        return { body: { ...returned, page_name: fakes.facebook.page.name } };
      },
    },
  };

  it.each(Object.entries(flows))('connects %s through the generic pair', async (network, flow) => {
    const { office, reviewer } = await socialOffice();
    const start = await h.call(
      reviewer,
      'GET',
      `${base}/${network}/authorization_url?${new URLSearchParams(flow.start)}`,
    );
    const { url, ...rest } = await h.bodyOf<{ url: string }>(start);
    expect(rest).toEqual({});
    const { query, body } = { query: undefined, body: undefined, ...flow.connect(await follow(url)) };
    const connected = await objectOf<SocialConnection>(
      await h.call(
        reviewer,
        'POST',
        `${base}/${network}/connect${query ? `?${new URLSearchParams(query)}` : ''}`,
        body,
      ),
    );
    expect(connected).toMatchObject({ social_network: network, status: 'connected' });
    expect((await connectionOf(office.id, network))?.status).toBe('connected');
  });

  it("is one route each (and X keeps the spec's request_token)", () => {
    const paths = t.app.routes
      .filter(
        (route) => /\/(authorization_url|connect|request_token)$/.test(route.path) && route.method !== 'ALL',
      )
      .map((route) => `${route.method} ${route.path.replace(base, '')}`);
    expect([...new Set(paths)].sort()).toEqual([
      'GET /:social_network/authorization_url',
      'GET /twitter/request_token',
      'POST /:social_network/connect',
    ]);
  });

  it('refuses Instagram (connected with Facebook) and unknown networks with 422 on social_network', async () => {
    const { reviewer } = await socialOffice();
    for (const network of ['instagram', 'x', 'mastodon']) {
      for (const [method, call] of [
        ['GET', `authorization_url?redirect_uri=${encodeURIComponent(facebookReturn)}`],
        ['POST', 'connect?code=c&state=s'],
      ] as const) {
        expect(await errorOf(await h.call(reviewer, method, `${base}/${network}/${call}`)), network).toEqual({
          status: 422,
          code: 'VALIDATION_FAILED',
          fields: ['social_network'],
        });
      }
    }
  });

  it("validates each network's own fields, where that network sends them", async () => {
    const { reviewer } = await socialOffice();
    const refused = [
      ['GET', 'linkedin/authorization_url', ['redirect_uri']],
      ['GET', 'twitter/authorization_url', ['callback_url']],
      ['GET', 'twitter/authorization_url?redirect_uri=x', ['callback_url']],
      ['GET', 'facebook/authorization_url?callback_url=x', ['redirect_uri']],
      ['POST', 'linkedin/connect', ['code', 'redirect_uri', 'state']],
      ['POST', 'twitter/connect?state=s', ['oauth_token', 'oauth_verifier']],
      // Facebook's return comes in the body, not the query.
      ['POST', 'facebook/connect?access_token=t&page_name=p&state=s', ['access_token', 'page_name', 'state']],
    ] as const;
    for (const [method, call, fields] of refused) {
      expect(await errorOf(await h.call(reviewer, method, `${base}/${call}`)), call).toEqual({
        status: 422,
        code: 'VALIDATION_FAILED',
        fields,
      });
    }
    const message = (await (await h.call(reviewer, 'POST', `${base}/linkedin/connect`)).json()) as {
      details: Record<string, { key: string }[]>;
    };
    expect(message.details.code?.[0]?.key).toBe('field.required');
  });

  it("documents the pair with each network's parameters", async () => {
    type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: object };
    type Operation = { parameters?: Parameter[]; requestBody?: { required?: boolean } };
    const document = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const start = document.paths[`${base}/{social_network}/authorization_url`]?.get;
    const connect = document.paths[`${base}/{social_network}/connect`]?.post;
    const parameters = (operation: Operation | undefined) =>
      Object.fromEntries((operation?.parameters ?? []).map(({ name, ...rest }) => [name, rest]));
    expect(parameters(start).social_network).toMatchObject({
      in: 'path',
      required: true,
      schema: { enum: ['linkedin', 'twitter', 'facebook'] },
    });
    expect(parameters(start).callback_url).toMatchObject({
      in: 'query',
      description: 'Required when social_network is twitter',
    });
    expect(parameters(start).redirect_uri?.description).toBe(
      'Required when social_network is linkedin or facebook',
    );
    expect(Object.keys(parameters(connect)).sort()).toEqual([
      'code',
      'oauth_token',
      'oauth_verifier',
      'redirect_uri',
      'social_network',
      'state',
    ]);
    expect(connect?.requestBody?.required).toBe(false);
    expect(document.paths[`${base}/linkedin/connect`]).toBeUndefined();
    expect(document.paths[`${base}/twitter/request_token`]?.get).toBeDefined();
  });
});

describe('publishing', () => {
  it('publishes the X channel without an image through its job', async () => {
    const { reviewer, writer } = await socialOffice();
    await connectX(reviewer);
    const item = await socialNews(writer);
    const answer = await h.bodyOf<{ object: { status: string } }>(await publish(reviewer, item.id, 'x'));
    expect(answer.object.status).toBe('publishing');
    expect((await postOf(item.id, 'twitter'))?.status).toBe('publishing');
    await drainSocialJobs();
    const post = await postOf(item.id, 'twitter');
    expect(post).toMatchObject({ status: 'published', attempts: 1 });
    expect(fakes.x.tweets.get(post?.remoteId ?? '')?.media).toEqual([]);
    expect((await h.publicationOf(item.id, 'x' as 'web'))?.state).toBe('published');
  });

  it('publishes on LinkedIn with the item image uploaded first', async () => {
    const { reviewer, writer } = await socialOffice();
    await connectLinkedin(reviewer);
    const item = await socialNews(writer);
    await addImage(item.id);
    await publish(reviewer, item.id, 'linkedin');
    await drainSocialJobs();
    const post = await postOf(item.id, 'linkedin');
    expect(post?.status).toBe('published');
    const remote = fakes.linkedin.posts.get(post?.remoteId ?? '');
    const image = (remote?.content as { media?: { id: string } } | undefined)?.media?.id ?? '';
    expect(fakes.linkedin.images.get(image)?.uploaded).toBe(true);
  });

  it('publishes Facebook with the image, and waits on a pending Instagram container', async () => {
    const { office, reviewer, writer } = await socialOffice();
    await connectFacebook(reviewer);
    const item = await socialNews(writer);
    await addImage(item.id);
    // Still processing however often the drain below asks (its recheck may fall due on a slow run).
    fakes.facebook.instagram.processingChecks = 20;
    await publish(reviewer, item.id, 'facebook');
    await drainSocialJobs();
    expect((await postOf(item.id, 'facebook'))?.status).toBe('published');
    const pending = await postOf(item.id, 'instagram');
    expect(pending?.status).toBe('pending');
    const container = fakes.facebook.instagram.containers.get(pending?.remoteId ?? '');
    expect(container?.imageUrl).toMatch(/^http:\/\/localhost:3000\/files\/articles\/.*\.jpg$/);
    if (container) container.checksLeft = 0;
    await runLater(office.id, pending?.id ?? '');
    expect(await postOf(item.id, 'instagram')).toMatchObject({
      status: 'published',
      permalink: expect.stringContaining('instagram.com/p/'),
    });
    fakes.facebook.instagram.processingChecks = 0;
  });

  it('refuses to publish on a network that is not connected', async () => {
    const { reviewer, writer } = await socialOffice();
    const item = await socialNews(writer);
    expect(await errorOf(await publish(reviewer, item.id, 'linkedin'))).toMatchObject({
      status: 409,
      code: 'SOCIAL_NOT_CONNECTED',
    });
  });

  it('refuses a version over a network rule before sending anything', async () => {
    const { reviewer, writer } = await socialOffice();
    await connectFacebook(reviewer);
    const item = await socialNews(writer, { facebook: 'Pie #uno #dos #tres #cuatro #cinco #seis' });
    await addImage(item.id);
    const calls = fakes.facebook.calls.length;
    expect(await errorOf(await publish(reviewer, item.id, 'facebook'))).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: ['instagram'],
    });
    expect(fakes.facebook.calls.length).toBe(calls);
    expect(await postOf(item.id, 'facebook')).toBeUndefined();
  });
});

describe('failures', () => {
  it('retries after a 429 and a 503 without disconnecting, at the time the network asked', async () => {
    const { office, reviewer, writer } = await socialOffice();
    await connectX(reviewer);
    const item = await socialNews(writer);
    const reset = String(Math.floor(Date.now() / 1000) + 600);
    fakes.x.failNext(/POST \/2\/tweets$/, {
      status: 429,
      body: { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
      headers: { 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': reset },
    });
    await publish(reviewer, item.id, 'x');
    await drainSocialJobs();
    let post = await postOf(item.id, 'twitter');
    expect(post).toMatchObject({
      status: 'publishing',
      attempts: 1,
      errorCode: 'SOCIAL_NETWORK_UNAVAILABLE',
    });
    expect((await connectionOf(office.id, 'twitter'))?.status).toBe('connected');
    fakes.x.failNext(/POST \/2\/tweets$/, {
      status: 503,
      body: { title: 'Service Unavailable', status: 503 },
    });
    await runLater(office.id, post?.id ?? '');
    post = await postOf(item.id, 'twitter');
    expect(post).toMatchObject({ status: 'publishing', attempts: 2 });
    expect((await connectionOf(office.id, 'twitter'))?.status).toBe('connected');
    await runLater(office.id, post?.id ?? '');
    expect(await postOf(item.id, 'twitter')).toMatchObject({ status: 'published', attempts: 3 });
    expect([...fakes.x.tweets.values()].filter((tweet) => tweet.text === post?.text)).toHaveLength(1);
  });

  it('marks a connection refused with 401 as reconnect needed, with one notice', async () => {
    const { office, reviewer, writer } = await socialOffice();
    await connectX(reviewer);
    const [first, second] = [await socialNews(writer), await socialNews(writer)];
    const unauthorized = { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' };
    fakes.x.failNext(/POST \/2\/tweets$/, { status: 401, body: unauthorized });
    await publish(reviewer, first.id, 'x');
    await drainSocialJobs();
    expect((await connectionOf(office.id, 'twitter'))?.status).toBe('reconnect_needed');
    expect(await postOf(first.id, 'twitter')).toMatchObject({ status: 'failed' });
    expect((await h.publicationOf(first.id, 'x' as 'web'))?.state).toBe('failed');
    // A second failure (its run already claimed) sends no second notice.
    await t.db
      .update(socialConnections)
      .set({ status: 'connected' })
      .where(eq(socialConnections.officeId, office.id));
    await publish(reviewer, second.id, 'x');
    await t.db
      .update(socialConnections)
      .set({ status: 'reconnect_needed' })
      .where(eq(socialConnections.officeId, office.id));
    await drainSocialJobs();
    const mails = (await t.deliverMails()).filter((mail) => mail.subject?.includes('X'));
    const state = await h.bodyOf<AccessTokenState>(await h.call(reviewer, 'GET', `${base}/access_token`));
    expect(state.data.twitter?.status).toBe('reconnect_needed');
    expect(mails).toHaveLength(1);
    // Reconnecting keeps the history.
    await connectX(reviewer);
    expect((await connectionOf(office.id, 'twitter'))?.status).toBe('connected');
    expect(await postOf(first.id, 'twitter')).toBeDefined();
  });

  it('checks before posting again after an ambiguous failure: no duplicate', async () => {
    const { office, reviewer, writer } = await socialOffice();
    await connectLinkedin(reviewer);
    const item = await socialNews(writer);
    // LinkedIn creates the post, then the gateway answers 504: the post exists, the answer says nothing.
    fakes.linkedin.failNext(/POST \/rest\/posts$/, {
      status: 504,
      body: { status: 504, message: 'Gateway Timeout' },
      afterHandling: true,
    });
    await publish(reviewer, item.id, 'linkedin');
    await drainSocialJobs();
    const post = await postOf(item.id, 'linkedin');
    if (post?.status === 'publishing') await runLater(office.id, post.id);
    expect(await postOf(item.id, 'linkedin')).toMatchObject({ status: 'published', attempts: 2 });
    expect(fakes.linkedin.calls.filter((call) => call === 'GET /rest/posts')).toHaveLength(1);
    const copies = [...fakes.linkedin.posts.values()].filter((remote) => remote.commentary === post?.text);
    expect(copies).toHaveLength(1);
  });
});

describe('a network failing during a planned send', () => {
  it('503, a dropped answer and a 429: the post says so, retries, is never doubled, the account stays', async () => {
    const { office, reviewer, writer } = await socialOffice();
    await connectLinkedin(reviewer);
    const text = `Planificado: el despido improcedente ${randomUUID()}`;
    const item = await socialNews(writer, { linkedin: text });
    await h.bodyOf(await h.call(writer, 'POST', `/v1/news_infos/${item.id}/mark_ready`));
    await h.call(reviewer, 'PUT', '/v1/social_media_planning', {
      max_posts_per_send: 1,
      publication_type: 'link',
      publication_hours: [madridTime(new Date(t.clock.now().getTime() + 60_000))],
      schedule_days: [1, 2, 3, 4, 5, 6, 7],
      auto_publish: true,
    });
    t.clock.advance(2 * 60_000);
    const postsOnLinkedin = () =>
      [...fakes.linkedin.posts.values()].filter((remote) => remote.commentary === text);
    const before = 0;
    const shown = async () =>
      (await h.bodyOf<SocialPosts>(await h.call(reviewer, 'GET', `/v1/social_posts?news_info=${item.id}`)))
        .data;
    const stillConnected = async () =>
      expect((await connectionOf(office.id, 'linkedin'))?.status).toBe('connected');

    fakes.linkedin.failNext(/POST \/rest\/posts$/, {
      status: 503,
      body: { status: 503, message: 'Service Unavailable' },
      headers: { 'retry-after': '120' },
    });
    await sendPlannedPosts(jobContext(t.deps, { job: 'social-auto-publish', officeId: null }));
    await drainSocialJobs();
    expect(await shown()).toMatchObject([
      { social_network: 'linkedin', status: 'publishing', error_code: 'SOCIAL_NETWORK_UNAVAILABLE' },
    ]);
    await stillConnected();
    const post = await postOf(item.id, 'linkedin');
    expect(postsOnLinkedin()).toHaveLength(before);

    // LinkedIn creates the post and the answer never comes (a timeout, a dropped connection).
    fakes.linkedin.failNext(/POST \/rest\/posts$/, {
      status: 200,
      body: '',
      afterHandling: true,
      drop: true,
    });
    await runLater(office.id, post?.id ?? '');
    expect(await postOf(item.id, 'linkedin')).toMatchObject({ status: 'publishing', ambiguous: true });
    expect(postsOnLinkedin()).toHaveLength(before + 1);
    await stillConnected();

    // The check before posting again is rate-limited: nothing is posted blindly meanwhile.
    fakes.linkedin.failNext(/GET \/rest\/posts$/, {
      status: 429,
      body: { status: 429, message: 'Resource level throttle limit for calls to this resource is reached.' },
    });
    await runLater(office.id, post?.id ?? '');
    expect(await shown()).toMatchObject([{ status: 'publishing', error_code: 'SOCIAL_NETWORK_UNAVAILABLE' }]);
    expect(postsOnLinkedin()).toHaveLength(before + 1);
    await stillConnected();

    await runLater(office.id, post?.id ?? '');
    const [settled] = await shown();
    expect(settled).toMatchObject({ status: 'published', error_code: null });
    expect(settled?.permalink).toContain('urn:li:share:');
    expect(postsOnLinkedin()).toHaveLength(before + 1);
    expect((await h.publicationOf(item.id, 'linkedin' as 'web'))?.state).toBe('published');
    await stillConnected();
  });
});

describe('deleting', () => {
  it('unpublishing the channel deletes the post from the network', async () => {
    const { reviewer, writer } = await socialOffice();
    await connectX(reviewer);
    const item = await socialNews(writer);
    await publish(reviewer, item.id, 'x');
    await drainSocialJobs();
    const remoteId = (await postOf(item.id, 'twitter'))?.remoteId ?? '';
    expect(fakes.x.tweets.has(remoteId)).toBe(true);
    await h.bodyOf(await h.call(reviewer, 'POST', `/v1/news_infos/${item.id}/unpublish`, { platform: 'x' }));
    await drainSocialJobs();
    expect(fakes.x.tweets.has(remoteId)).toBe(false);
    expect((await postOf(item.id, 'twitter'))?.status).toBe('deleted');
  });

  it('destroy_from_news_info deletes one network post now', async () => {
    const { reviewer, writer } = await socialOffice();
    await connectLinkedin(reviewer);
    const item = await socialNews(writer);
    await publish(reviewer, item.id, 'linkedin');
    await drainSocialJobs();
    const query = `social_network=linkedin&news_info=${item.id}`;
    const post = await objectOf<SocialPost>(
      await h.call(reviewer, 'DELETE', `/v1/social_posts/destroy_from_news_info?${query}`),
    );
    expect(post.status).toBe('deleted');
    expect(
      (await errorOf(await h.call(reviewer, 'DELETE', `/v1/social_posts/destroy_from_news_info?${query}`)))
        .code,
    ).toBe('NOT_FOUND');
  });
});

describe('POST /v1/social_posts/validate_can_publish', () => {
  it('applies each network rule to the item versions', async () => {
    const { reviewer, writer } = await socialOffice();
    await connectX(reviewer);
    const url = 'https://example.com/a/very/long/path/that/counts/as/twenty-three/only';
    const hashtags = '#uno #dos #tres #cuatro #cinco #seis';
    const item = await socialNews(writer, { x: `${'a'.repeat(256)} ${url}`, facebook: `Pie ${hashtags}` });
    await addImage(item.id);
    const { data } = await h.bodyOf<CanPublish>(
      await h.call(reviewer, 'POST', '/v1/social_posts/validate_can_publish', { news_info: item.id }),
    );
    const of = (network: string) => data.find((entry) => entry.social_network === network);
    expect(of('twitter')).toMatchObject({ can_publish: true, connected: true, problems: [] });
    expect(of('linkedin')).toMatchObject({ can_publish: false, connected: false, problems: [] });
    expect(of('instagram')?.problems).toEqual([{ code: 'too_many_hashtags', params: { max: 5, actual: 6 } }]);
  });
});

describe('planning and auto-publish', () => {
  const planning = {
    max_posts_per_send: 1,
    publication_type: 'image',
    schedule_days: [1, 2, 3, 4, 5, 6, 7],
    auto_publish: true,
  };
  const sweep = () => sendPlannedPosts(jobContext(t.deps, { job: 'social-auto-publish', officeId: null }));

  it('answers the defaults, then what was saved, in the office time zone', async () => {
    const { reviewer } = await socialOffice();
    const defaults = await objectOf<SocialPlanning>(
      await h.call(reviewer, 'GET', '/v1/social_media_planning'),
    );
    expect(defaults).toMatchObject({
      max_posts_per_send: 10,
      auto_publish: false,
      time_zone: 'Europe/Madrid',
    });
    const saved = await objectOf<SocialPlanning>(
      await h.call(reviewer, 'PUT', '/v1/social_media_planning', {
        ...planning,
        publication_hours: ['18:00', '09:30'],
      }),
    );
    expect(saved).toMatchObject({ publication_hours: ['09:30', '18:00'], auto_publish: true });
    const refused = await h.call(reviewer, 'PUT', '/v1/social_media_planning', {
      ...planning,
      publication_hours: ['25:00'],
    });
    expect(await errorOf(refused)).toMatchObject({ status: 422, fields: ['publication_hours.0'] });
  });

  it('publishes ready news at the planned slot, at most the maximum per send, never on Facebook', async () => {
    const { office, reviewer, writer } = await socialOffice();
    await connectX(reviewer);
    await connectFacebook(reviewer);
    const items = [await socialNews(writer), await socialNews(writer)];
    for (const item of items)
      await h.bodyOf(await h.call(writer, 'POST', `/v1/news_infos/${item.id}/mark_ready`));
    // The next slot: a quarter of an hour from now, in Madrid.
    const slot = new Date(t.clock.now().getTime() + 15 * 60_000);
    await h.call(reviewer, 'PUT', '/v1/social_media_planning', {
      ...planning,
      publication_hours: [madridTime(slot)],
    });
    await sweep();
    const posted = async () =>
      (await t.db.select().from(socialPosts).where(eq(socialPosts.officeId, office.id))).length;
    expect(await posted()).toBe(0);
    t.clock.advance(16 * 60_000);
    await sweep();
    await sweep();
    await drainSocialJobs();
    const rows = await t.db.select().from(socialPosts).where(eq(socialPosts.officeId, office.id));
    expect(rows.map((row) => [row.network, row.status])).toEqual([['twitter', 'published']]);
  });
});

describe('metrics', () => {
  const refresh = () => refreshMetrics(jobContext(t.deps, { job: 'refresh-social-metrics', officeId: null }));

  it("reads a LinkedIn page's shares and impressions; a profile's likes and comments only", async () => {
    const { reviewer, writer } = await socialOffice();
    await connectLinkedin(reviewer, true);
    const item = await socialNews(writer);
    await publish(reviewer, item.id, 'linkedin');
    await drainSocialJobs();
    const post = await postOf(item.id, 'linkedin');
    const remoteId = post?.remoteId ?? '';
    fakes.linkedin.likes.set(remoteId, 7);
    fakes.linkedin.shares.set(remoteId, 3);
    fakes.linkedin.impressions.set(remoteId, 412);
    await refresh();
    expect(await postOf(item.id, 'linkedin')).toMatchObject({ likes: 7, shares: 3, impressions: 412 });
    expect(fakes.linkedin.calls).toContain('GET /rest/organizationalEntityShareStatistics');

    const member = await socialOffice();
    await connectLinkedin(member.reviewer);
    const own = await socialNews(member.writer);
    await publish(member.reviewer, own.id, 'linkedin');
    await drainSocialJobs();
    const ownPost = await postOf(own.id, 'linkedin');
    fakes.linkedin.likes.set(ownPost?.remoteId ?? '', 2);
    fakes.linkedin.shares.set(ownPost?.remoteId ?? '', 5);
    await refresh();
    expect(await postOf(own.id, 'linkedin')).toMatchObject({ likes: 2, shares: 0, impressions: null });
  });

  it("leaves a page's posts alone while another page is connected: not read, not deleted", async () => {
    const { reviewer, writer } = await socialOffice();
    await connectFacebook(reviewer);
    const item = await socialNews(writer);
    await addImage(item.id);
    await publish(reviewer, item.id, 'facebook');
    await drainSocialJobs();
    const posted = await postOf(item.id, 'facebook');
    expect(posted).toMatchObject({ status: 'published', accountId: fakes.facebook.page.id });
    const remoteId = posted?.remoteId ?? '';
    fakes.facebook.reactions.set(remoteId, 5);

    // The office connects its other page instead: that page's token would be told the post does not exist.
    await connectFacebook(reviewer, fakes.facebook.otherPage.name);
    await refresh();
    expect(await postOf(item.id, 'facebook')).toMatchObject({ status: 'published', likes: 0 });
    const query = `social_network=facebook&news_info=${item.id}`;
    const refused = await errorOf(
      await h.call(reviewer, 'DELETE', `/v1/social_posts/destroy_from_news_info?${query}`),
    );
    expect(refused.code).toBe('SOCIAL_DELETE_FAILED');
    expect(fakes.facebook.posts.has(remoteId)).toBe(true);

    // Its own page connected again, the post is read.
    await connectFacebook(reviewer);
    await refresh();
    expect(await postOf(item.id, 'facebook')).toMatchObject({ status: 'published', likes: 5 });
  });

  it('reads due posts, keeps each reading, respects a rate limit, and shows the statistics', async () => {
    const { office, reviewer, writer, stats } = await socialOffice();
    const other = await socialOffice();
    await connectX(reviewer);
    const item = await socialNews(writer);
    await publish(reviewer, item.id, 'x');
    await drainSocialJobs();
    const post = await postOf(item.id, 'twitter');
    fakes.x.metrics.set(post?.remoteId ?? '', {
      like_count: 4,
      reply_count: 1,
      retweet_count: 2,
      quote_count: 0,
      impression_count: 50,
    });
    await refresh();
    expect(await postOf(item.id, 'twitter')).toMatchObject({
      likes: 4,
      comments: 1,
      shares: 2,
      impressions: 50,
    });
    // Read again only when due (hourly on the first day).
    const calls = fakes.x.calls.length;
    await refresh();
    expect(fakes.x.calls.length).toBe(calls);
    // Other offices' accounts are read in the same runs: the 429 stops whichever account meets it.
    t.clock.advance(61 * 60_000);
    fakes.x.metrics.set(post?.remoteId ?? '', {
      like_count: 9,
      reply_count: 1,
      retweet_count: 3,
      quote_count: 0,
      impression_count: 80,
    });
    fakes.x.failNext(/GET \/2\/tweets\//, {
      status: 429,
      body: { title: 'Too Many Requests', status: 429, type: 'about:blank' },
      headers: { 'x-rate-limit-remaining': '0' },
    });
    await refresh();
    expect((await connectionOf(office.id, 'twitter'))?.status).toBe('connected');
    t.clock.advance(61 * 60_000);
    await refresh();
    const figures = await h.bodyOf<SocialStatistics>(
      await h.call(stats, 'GET', '/v1/statistics/social_media/twitter?range=week'),
    );
    // 13 likes, comments and shares over 80 impressions.
    expect(figures.totals).toEqual({
      likes: 9,
      comments: 1,
      shares: 3,
      impressions: 80,
      engagement_rate: 0.1625,
    });
    expect(figures.series).toHaveLength(7);
    expect(figures.posts.map((entry) => entry.id)).toEqual([post?.id]);
    expect(figures.posts[0]).toMatchObject({ text: post?.text, impressions: 80, engagement_rate: 0.1625 });
    // Every network side by side: X's figures, the others connected or not, with nothing.
    const overview = await objectOf<SocialOverview>(
      await h.call(stats, 'GET', '/v1/statistics/social_media?range=week'),
    );
    expect(overview.networks.find((each) => each.social_network === 'twitter')).toEqual({
      social_network: 'twitter',
      connected: true,
      posts: 1,
      likes: 9,
      comments: 1,
      shares: 3,
      impressions: 80,
      engagement_rate: 0.1625,
    });
    expect(overview.networks.find((each) => each.social_network === 'facebook')).toMatchObject({
      connected: false,
      posts: 0,
      impressions: null,
      engagement_rate: null,
    });
    expect(overview.totals).toEqual({
      posts: 1,
      likes: 9,
      comments: 1,
      shares: 3,
      impressions: 80,
      engagement_rate: 0.1625,
    });
    expect(overview.series.reduce((sum, day) => sum + day.likes, 0)).toBe(9);
    // The posts as CSV, in the reader's language.
    const csv = await t.app.request(
      '/v1/statistics/social_media/posts.csv?range=week&social_network=twitter',
      {
        headers: { authorization: `Bearer ${stats}`, 'accept-language': 'es' },
      },
    );
    const [headers, row, ...more] = await csvOf(csv);
    expect(headers).toEqual([
      'Publicado',
      'Red',
      'Título',
      'Texto',
      'Me gusta',
      'Comentarios',
      'Compartidos',
      'Impresiones',
      'Tasa de interacción (%)',
      'Publicación',
    ]);
    expect(row?.slice(1)).toEqual([
      'X',
      item.title,
      post?.text,
      '9',
      '1',
      '3',
      '80',
      '16,3',
      post?.permalink ?? '',
    ]);
    expect(more).toEqual([]);
    const single = await h.bodyOf<SocialPostStatistics>(
      await h.call(stats, 'GET', `/v1/statistics/social_media/social_post/${post?.id}`),
    );
    expect(single.readings.map((reading) => reading.likes)).toEqual(expect.arrayContaining([4, 9]));
    expect(single.readings.at(-1)?.likes).toBe(9);
    // Another office sees neither the post nor its figures.
    expect(
      (await errorOf(await h.call(other.stats, 'GET', `/v1/statistics/social_media/social_post/${post?.id}`)))
        .code,
    ).toBe('NOT_FOUND');
    const theirs = await h.bodyOf<SocialStatistics>(
      await h.call(other.stats, 'GET', '/v1/statistics/social_media/twitter'),
    );
    expect(theirs).toMatchObject({ totals: { likes: 0, comments: 0, shares: 0 }, posts: [] });
    const theirOverview = await objectOf<SocialOverview>(
      await h.call(other.stats, 'GET', '/v1/statistics/social_media'),
    );
    expect(theirOverview.totals).toMatchObject({ posts: 0, likes: 0, impressions: null });
    const theirCsv = await t.app.request('/v1/statistics/social_media/posts.csv', {
      headers: { authorization: `Bearer ${other.stats}` },
    });
    expect(await csvOf(theirCsv)).toHaveLength(1);
    // Writers read no statistics.
    expect((await h.call(writer, 'GET', '/v1/statistics/social_media')).status).toBe(403);
  });
});

describe('offices and roles', () => {
  let a: Awaited<ReturnType<typeof socialOffice>>;
  let b: Awaited<ReturnType<typeof socialOffice>>;
  let itemOfA: string;
  beforeEach(async () => {
    a = await socialOffice();
    b = await socialOffice();
    await connectX(a.reviewer);
    itemOfA = (await socialNews(a.writer)).id;
    await publish(a.reviewer, itemOfA, 'x');
    await drainSocialJobs();
  });

  it("keeps one office's accounts, posts and checks from another", async () => {
    const state = await h.bodyOf<AccessTokenState>(await h.call(b.reviewer, 'GET', `${base}/access_token`));
    expect(state.data.twitter).toBeNull();
    const query = `social_network=twitter&news_info=${itemOfA}`;
    expect(
      (await errorOf(await h.call(b.reviewer, 'DELETE', `/v1/social_posts/destroy_from_news_info?${query}`)))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorOf(
          await h.call(b.reviewer, 'POST', '/v1/social_posts/validate_can_publish', { news_info: itemOfA }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    await h.call(b.reviewer, 'PUT', `${base}/remove_access_token`, { social_network: 'twitter' });
    expect((await connectionOf(a.office.id, 'twitter'))?.status).toBe('connected');
    expect((await postOf(itemOfA, 'twitter'))?.status).toBe('published');
  });

  it('lets only social managers connect; the statistics reviewer reads the state', async () => {
    expect((await h.call(a.stats, 'GET', `${base}/access_token`)).status).toBe(200);
    expect(
      (
        await h.call(
          a.writer,
          'GET',
          `${base}/twitter/request_token?callback_url=${encodeURIComponent(redirect('twitter'))}`,
        )
      ).status,
    ).toBe(403);
    expect(
      (await h.call(a.stats, 'PUT', `${base}/remove_access_token`, { social_network: 'twitter' })).status,
    ).toBe(403);
  });

  it('answers a network without app credentials with 409', async () => {
    const bare = await createTestApp();
    try {
      const office = await createOffice(bare.db);
      const { token } = await createSignedInUser(bare, { officeId: office.id, roles: ['client_reviewer'] });
      const response = await bare.app.request(
        `${base}/twitter/request_token?callback_url=${encodeURIComponent(redirect('twitter'))}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      expect((await errorOf(response)).code).toBe('SOCIAL_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });
});
