// Publishing 500 offices' scheduled posts across the four fake networks (docs/social.md, Measured),
// run by `npm run bench` on PGlite and on PostgreSQL (scripts/bench/api.ts). Each office connects
// its own X user, LinkedIn member and Facebook page with the page's Instagram account, through each
// network's authorisation, as 500 offices would; it has auto-publishing on with a slot just past
// and two ready items: the sweep sends their X and LinkedIn posts, and the office's own schedules
// send Facebook's (never automatic, spec section 4), with Instagram riding along. The product's
// worker drains the queue; the fakes log every call with the account it acts for. Prints one line
// per network and the drain time; exits 1 when a post failed or took more than one publish call,
// or an account made more calls in a window than its network allows.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NewsCreateInput } from '@gaceta/shared/news';
import type { SocialNetwork } from '@gaceta/shared/social';
import { count, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { jobContext, type ServiceContext } from '../context';
import { news, offices, socialPlanning, socialPosts, subjects } from '../db/schema';
import { parseEnv, resolveJwtSecret } from '../env';
import { createLogger } from '../lib/logger';
import { JOBS, MODULE_PARTS } from '../modules';
import { storeImage } from '../modules/files/stored-images';
import { createNews } from '../modules/news/news.service';
import { scheduleNews } from '../modules/news/news-publishing.service';
import { adaptersOf } from '../modules/social/adapters';
import { saveConnection } from '../modules/social/connections.service';
import type { Credentials } from '../modules/social/networks/network';
import { sendPlannedPosts } from '../modules/social/planning.service';
import { startQueue } from '../queue/queue';
import { openRuntime } from '../runtime';
import { type FakeNetworks, startFakeNetworks } from '../test/fake-networks';
import type { Call } from '../test/fake-networks/fake-server';
import { engine, QUICK, withBenchDatabase } from './harness';

const OFFICES = QUICK ? 5 : 500;
/** Ready items per office, and the planning's maximum per send: each goes to every network. */
const ITEMS = 2;
const RETURN = 'http://localhost:3000/settings/social-media-configuration';

const MINUTE = 60_000;
/**
 * Each network's documented limit for one account: how many of its `counted` calls (by the fakes'
 * `METHOD /path`; all of them when absent) fit in a window.
 */
const ACCOUNT_LIMITS: Record<
  SocialNetwork,
  { calls: number; windowMs: number; window: string; counted?: RegExp }
> = {
  twitter: {
    calls: 100,
    windowMs: 15 * MINUTE,
    window: '15 min (POST /2/tweets per user)',
    counted: /^POST \/2\/tweets$/,
  },
  linkedin: {
    calls: 150,
    windowMs: 24 * 60 * MINUTE,
    window: 'day (posts per member)',
    counted: /^POST \/rest\/posts$/,
  },
  facebook: { calls: 200, windowMs: 60 * MINUTE, window: 'hour (Graph calls per page token)' },
  instagram: {
    calls: 100,
    windowMs: 24 * 60 * MINUTE,
    window: '24 h (content_publishing_limit)',
    counted: /\/media_publish$/,
  },
};

/** The calls that create a post on each network. */
const PUBLISH_CALL: Record<SocialNetwork, RegExp> = {
  twitter: /^POST \/2\/tweets$/,
  linkedin: /^POST \/rest\/posts$/,
  facebook: /^POST \/v[\d.]+\/\d+\/feed$/,
  instagram: /^POST \/v[\d.]+\/\d+\/media_publish$/,
};

/** The most calls one account made in any window of `windowMs` (the calls in the order they came). */
function mostInWindow(calls: Call[], windowMs: number): number {
  const times = new Map<string | null, number[]>();
  for (const { account, at } of calls) {
    const own = times.get(account) ?? [];
    own.push(at);
    times.set(account, own);
  }
  let most = 0;
  for (const own of times.values()) {
    let first = 0;
    for (const [index, at] of own.entries()) {
      while (at - (own[first] ?? at) >= windowMs) first += 1;
      most = Math.max(most, index - first + 1);
    }
  }
  return most;
}

/** Follows a network's authorisation page as a browser would: where it sends the office back. */
async function follow(url: string): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? '');
}

/** The office's own accounts: a new one signed in at each network, authorised through the adapters. */
async function authorise(ctx: ServiceContext, fakes: FakeNetworks, name: string) {
  for (const fake of [fakes.x, fakes.linkedin, fakes.facebook]) fake.signInNew(name);
  const adapters = adaptersOf(ctx);
  const x = await adapters.twitter.beginAuthorization({
    callbackUrl: RETURN,
    state: '',
    organization: false,
  });
  const xBack = await follow(x.url);
  const linkedin = await adapters.linkedin.beginAuthorization({
    callbackUrl: RETURN,
    state: 'bench',
    organization: false,
  });
  const linkedinBack = await follow(linkedin.url);
  const facebook = await adapters.facebook.beginAuthorization({
    callbackUrl: RETURN,
    state: 'bench',
    organization: false,
  });
  const userToken = new URLSearchParams((await follow(facebook.url)).hash.slice(1)).get('access_token');
  const page = await adapters.facebook.completeAuthorization({
    accessToken: userToken ?? '',
    pageName: name,
  });
  const accounts: [SocialNetwork, Credentials][] = [
    [
      'twitter',
      await adapters.twitter.completeAuthorization({
        oauthToken: xBack.searchParams.get('oauth_token') ?? '',
        oauthVerifier: xBack.searchParams.get('oauth_verifier') ?? '',
        secret: x.secret ?? '',
      }),
    ],
    [
      'linkedin',
      await adapters.linkedin.completeAuthorization({
        code: linkedinBack.searchParams.get('code') ?? '',
        state: 'bench',
        redirectUri: RETURN,
        organization: false,
      }),
    ],
    ['facebook', page],
    [
      'instagram',
      await adapters.instagram.completeAuthorization({
        accessToken: page.accessToken,
        pageId: page.accountId,
      }),
    ],
  ];
  return accounts;
}

async function seedOffice(
  platform: ServiceContext,
  fakes: FakeNetworks,
  office: { id: string; handle: string },
  subjectId: string,
  imageKey: string,
): Promise<string[]> {
  const officeId = office.id;
  const ctx = jobContext(platform, { job: 'bench', officeId });
  for (const [network, credentials] of await authorise(ctx, fakes, office.handle))
    await saveConnection(ctx, officeId, network, credentials);
  const ids: string[] = [];
  for (let index = 0; index < ITEMS; index += 1) {
    const text = `Despido improcedente: qué le corresponde (${officeId.slice(0, 8)}-${index})`;
    const item = await createNews(
      ctx,
      v.parse(NewsCreateInput, {
        title: `Indemnización por despido ${index + 1}`,
        author: 'Redacción',
        summary: 'Qué cobra un trabajador despedido sin causa y cómo se calcula.',
        subjects: [subjectId],
        languages: ['es'],
        areas: ['esp'],
        keywords: ['despido'],
        contents: [
          { platform: 'web', title: 'Indemnización', content: `<p>${'Texto. '.repeat(200)}</p>` },
          { platform: 'x', content: `${text} en X` },
          { platform: 'linkedin', content: `${text} en LinkedIn` },
          { platform: 'facebook', content: `${text} en Facebook` },
        ],
      }),
    );
    ids.push(item.object.id);
  }
  await ctx.db
    .update(news)
    .set({ imageKey, editorialState: 'ready_to_publish' })
    .where(inArray(news.id, ids));
  // A slot (09:00 every day) fell since the last send a day ago.
  await ctx.db.insert(socialPlanning).values({
    officeId,
    maxPostsPerSend: ITEMS,
    publicationType: 'link',
    publicationHours: ['09:00'],
    scheduleDays: [1, 2, 3, 4, 5, 6, 7],
    autoPublish: true,
    sentUntil: new Date(Date.now() - 25 * 3600_000),
  });
  return ids;
}

async function measure(databaseUrl: string | undefined) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gaceta-bench-social-'));
  const fakes = await startFakeNetworks();
  const config = resolveJwtSecret(
    parseEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...fakes.env,
      ...(databaseUrl && { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') }),
    }),
  );
  const runtime = await openRuntime(config, createLogger('error'), MODULE_PARTS);
  // Seeding and scheduling only send; the worker starts when everything is due.
  let queue = await startQueue({ database: runtime.database, jobs: JOBS, deps: runtime.deps, work: false });
  try {
    const platform = jobContext({ ...runtime.deps, jobs: queue }, { job: 'bench', officeId: null });
    const [subject] = await platform.db
      .insert(subjects)
      .values({ code: 'bench_labour', name: { es: 'Laboral', en: 'Labour', pt: 'Trabalhista' } })
      .returning();
    const created = await platform.db
      .insert(offices)
      .values(Array.from({ length: OFFICES }, (_, i) => ({ name: `Despacho ${i + 1}` })))
      .returning({ id: offices.id });
    const image = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#2f4a6b' },
    })
      .jpeg()
      .toBuffer();
    // One picture for every item: the share copies are made once.
    const imageKey = await storeImage(platform, 'article', 'bench', image);
    const items = new Map<string, string[]>();
    for (const [index, office] of created.entries()) {
      const handle = `despacho_${index + 1}`;
      items.set(
        office.id,
        await seedOffice(platform, fakes, { id: office.id, handle }, subject?.id ?? '', imageKey),
      );
    }
    // The offices' own Facebook schedules, each due a second after it is made: all due by the sweep.
    for (const [officeId, ids] of items) {
      const ctx = jobContext(platform, { job: 'bench', officeId });
      for (const id of ids) {
        const due = new Date(Date.now() + 1_000).toISOString();
        await scheduleNews(ctx, id, { platform: 'facebook', published_at: due });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const fake of [fakes.x, fakes.linkedin, fakes.facebook]) fake.log.length = 0;

    const sweepStarted = performance.now();
    await sendPlannedPosts(platform);
    const sweepMs = Math.round(performance.now() - sweepStarted);
    await queue.stop();
    const started = performance.now();
    queue = await startQueue({ database: runtime.database, jobs: JOBS, deps: runtime.deps, work: true });
    const expected = OFFICES * ITEMS * 4;
    const settled = () =>
      platform.db
        .select({ status: socialPosts.status, posts: count() })
        .from(socialPosts)
        .groupBy(socialPosts.status);
    for (;;) {
      const rows = await settled();
      const total = rows.reduce((sum, row) => sum + row.posts, 0);
      const open = rows
        .filter((row) => row.status === 'publishing' || row.status === 'pending')
        .reduce((sum, row) => sum + row.posts, 0);
      if (total >= expected && open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const drainMs = Math.round(performance.now() - started);
    const perNetwork = await platform.db
      .select({
        network: socialPosts.network,
        published: sql<number>`count(*) filter (where ${socialPosts.status} = 'published')`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${socialPosts.status} = 'failed')`.mapWith(Number),
      })
      .from(socialPosts)
      .groupBy(socialPosts.network);
    // Instagram is on the Graph API's host: its calls name an Instagram account, container or media.
    const { instagram } = fakes.facebook;
    const onInstagram = ({ call }: Call) => {
      const id = call.split('/')[2] ?? '';
      return instagram.accounts.has(id) || instagram.containers.has(id) || instagram.media.has(id);
    };
    const callsOf: Record<SocialNetwork, Call[]> = {
      twitter: fakes.x.log,
      linkedin: fakes.linkedin.log,
      facebook: fakes.facebook.log.filter((call) => !onInstagram(call)),
      instagram: fakes.facebook.log.filter(onInstagram),
    };
    return {
      sweepMs,
      drainMs,
      networks: perNetwork.map((row) => {
        const calls = callsOf[row.network];
        const limit = ACCOUNT_LIMITS[row.network];
        return {
          ...row,
          calls: calls.length,
          publishCalls: calls.filter(({ call }) => PUBLISH_CALL[row.network].test(call)).length,
          mostInWindow: mostInWindow(
            calls.filter(({ call }) => limit.counted?.test(call) ?? true),
            limit.windowMs,
          ),
        };
      }),
    };
  } finally {
    await queue.stop();
    await runtime.close();
    await fakes.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const result = await withBenchDatabase(measure);
let ok = true;
for (const row of result.networks) {
  const limit = ACCOUNT_LIMITS[row.network];
  const onePublishCall = row.publishCalls === row.published;
  const withinLimit = row.mostInWindow <= limit.calls;
  ok = ok && onePublishCall && withinLimit && row.failed === 0;
  console.log(
    `social_calls_per_post (${row.network}, ${engine})`.padEnd(46) +
      `${(row.calls / Math.max(1, row.published)).toFixed(2)} (${row.published} published, ${row.failed} failed; ` +
      `${(row.publishCalls / Math.max(1, row.published)).toFixed(2)} publish calls a post: ${onePublishCall ? 'goal met' : 'MORE THAN ONE'}; ` +
      `at most ${row.mostInWindow} by one account in a window, limit ${limit.calls} per ${limit.window}: ${withinLimit ? 'within' : 'OVER'})`,
  );
}
const posts = result.networks.reduce((sum, row) => sum + row.published, 0);
console.log(
  `social_drain_ms (${engine})`.padEnd(46) +
    `${result.drainMs} (${OFFICES} offices, ${posts} posts on four networks, ${Math.round((posts / result.drainMs) * 1000)} posts/s, from the worker's start with every post due; the sweep that queued the planned ones took ${result.sweepMs} ms)`,
);
process.exitCode = !ok && !QUICK ? 1 : 0;
