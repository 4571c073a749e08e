import type { Channel } from '@gaceta/shared/news/workflow';
import {
  CHANNEL_OF_NETWORK,
  NETWORKS_OF_CHANNEL,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  type SocialPlanningInput,
} from '@gaceta/shared/social';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { jobContext, type ServiceDeps } from '../../context';
import {
  news,
  newsContents,
  newsPublications,
  socialConnections,
  socialPostMetrics,
  socialPosts,
} from '../../db/schema';
import { generator } from '../demo/random';
import { scheduleNews } from '../news/news-publishing.service';
import { saveSocialPlanning } from './planning.service';
import { METRICS_DAYS, readEvery } from './social-metrics.service';
import { tokenBox } from './token-box';

/**
 * The demo office's social channel: its LinkedIn page and X account, connected before its first
 * article, and its Facebook page with the linked Instagram account, connected weeks ago. Each article
 * it published on the web went out an hour later on every channel connected by then (the Facebook
 * channel reaching Instagram too, as the News channel does), with its figures read on the metrics
 * job's schedule for a month: most come in the first two days, a few trickle in for weeks. The
 * accounts point nowhere real: their tokens are sealed placeholders, so a check against a real
 * network marks them 'reconnect needed'. Not everything went well: the newest article's X post was
 * refused (X takes no duplicate text), the Instagram post of the third newest failed on its image, and
 * the newest article's Instagram post, tried again, waits on Instagram's processing. Ahead, in the
 * calendar (docs/calendar.md): the first articles scheduled on the web go out on LinkedIn and X an
 * hour after they are live, scheduled through the news service, and the planning posts the office's
 * ready news on its own three mornings a week.
 * Deterministic (a seeded generator), and seeded once.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ACCOUNTS: { network: SocialNetwork; id: string; name: string; connectedDaysAgo: number }[] = [
  {
    network: 'linkedin',
    id: 'urn:li:organization:80009001',
    name: 'Despacho Demo Abogados',
    connectedDaysAgo: 170,
  },
  { network: 'twitter', id: '1700000000000009001', name: '@despacho_demo', connectedDaysAgo: 170 },
  { network: 'facebook', id: '104000000009001', name: 'Despacho Demo Abogados', connectedDaysAgo: 50 },
  { network: 'instagram', id: '17841400000009001', name: '@despacho_demo', connectedDaysAgo: 50 },
];

const accountOf = (network: SocialNetwork) => ACCOUNTS.find((account) => account.network === network);

/**
 * How a network's audience answers a law office's post: LinkedIn most, X least; impressions only
 * where the network reports them (a LinkedIn page's and X's), as views per like.
 */
const REACH: Record<
  SocialNetwork,
  { likes: number; comments: number; shares: number; impressions: number | null }
> = {
  linkedin: { likes: 38, comments: 6, shares: 5, impressions: 28 },
  twitter: { likes: 12, comments: 2, shares: 4, impressions: 35 },
  facebook: { likes: 16, comments: 3, shares: 2, impressions: null },
  // Instagram's figures have no shares.
  instagram: { likes: 22, comments: 2, shares: 0, impressions: null },
};

/**
 * The posts that did not simply go out, by the article (0 the newest on the web) and network: a
 * refusal as the adapter records it (its kind, the call and the network's answer), or a post
 * waiting on the network.
 */
type Outcome =
  | { status: 'published' }
  | { status: 'failed'; errorCode: string; error: string }
  | { status: 'pending'; minutesAgo: number };
const MISHAPS: { newest: number; network: SocialNetwork; outcome: Outcome }[] = [
  {
    newest: 0,
    network: 'twitter',
    outcome: {
      status: 'failed',
      errorCode: 'SOCIAL_NETWORK_REFUSED',
      error:
        'permission: POST /2/tweets: 403 {"detail":"You are not allowed to create a Tweet with duplicate content.","status":403}',
    },
  },
  // Instagram had the image again and is still making the post from it.
  { newest: 0, network: 'instagram', outcome: { status: 'pending', minutesAgo: 4 } },
  {
    newest: 2,
    network: 'instagram',
    outcome: {
      status: 'failed',
      errorCode: 'SOCIAL_NETWORK_REFUSED',
      error:
        'bad_request: POST /media: 400 {"error":{"message":"The aspect ratio is not supported.","code":36003}}',
    },
  },
];

/** Where the demo schedules the articles it puts on the web next: an hour after each is live. */
const SCHEDULED_ON: readonly Channel[] = ['linkedin', 'x'];

/** Monday, Wednesday and Friday mornings, two ready items a time on each network that allows it. */
export const DEMO_PLANNING: SocialPlanningInput = {
  max_posts_per_send: 2,
  publication_type: 'image',
  publication_hours: ['10:00'],
  schedule_days: [1, 3, 5],
  auto_publish: true,
};

/** Share of a post's final figures reached `hours` after it went out: most in two days, the rest over weeks. */
const reached = (hours: number) => 1 - 0.8 * Math.exp(-hours / 20) - 0.2 * Math.exp(-hours / 150);

/** When the metrics job reads a post (readEvery), from its publication until it stops reading it, up to now. */
function readingTimes(publishedAt: Date, now: Date): Date[] {
  const times: Date[] = [];
  const stop = Math.min(now.getTime(), publishedAt.getTime() + METRICS_DAYS * DAY);
  for (let at = publishedAt.getTime() + HOUR; at <= stop; at += readEvery(at - publishedAt.getTime())) {
    times.push(new Date(at));
  }
  return times;
}

/** Seeds the office's social channel once; false when it has a connection already. */
export async function seedDemoSocial(deps: ServiceDeps, officeId: string): Promise<boolean> {
  const db = deps.db;
  const [existing] = await db
    .select({ id: socialConnections.id })
    .from(socialConnections)
    .where(eq(socialConnections.officeId, officeId))
    .limit(1);
  if (existing) return false;
  const now = deps.clock.now();
  const box = tokenBox(deps.config);
  // Every article that went out on the web, taken down since or not: its posts stay on the networks.
  const articles = await db
    .select({ id: news.id, publishedAt: newsPublications.publishedAt })
    .from(news)
    .innerJoin(
      newsPublications,
      and(eq(newsPublications.newsId, news.id), eq(newsPublications.channel, 'web')),
    )
    .where(and(eq(news.officeId, officeId), isNotNull(newsPublications.publishedAt)))
    .orderBy(newsPublications.publishedAt);
  const random = generator(20_260_402);
  const connectedAt = (network: SocialNetwork) =>
    new Date(now.getTime() - (accountOf(network)?.connectedDaysAgo ?? 0) * DAY);
  await db.transaction(async (tx) => {
    for (const account of ACCOUNTS) {
      await tx.insert(socialConnections).values({
        officeId,
        network: account.network,
        status: 'connected',
        accountId: account.id,
        accountName: account.name,
        sealedCredentials: box.seal(
          JSON.stringify({ accessToken: `demo-${account.network}`, accessSecret: 'demo' }),
        ),
        expiresAt: null,
        connectedAt: connectedAt(account.network),
      });
    }
    for (const [index, article] of articles.entries()) {
      if (!article.publishedAt) continue;
      const publishedAt = new Date(article.publishedAt.getTime() + HOUR);
      if (publishedAt > now) continue;
      const newest = articles.length - 1 - index;
      for (const network of SOCIAL_NETWORKS) {
        if (connectedAt(network) > publishedAt) continue;
        const outcome = MISHAPS.find((each) => each.newest === newest && each.network === network)?.outcome;
        const post = { officeId, newsId: article.id, network, publishedAt, now, random };
        await seedPost(tx, post, outcome ?? { status: 'published' });
      }
    }
  });
  await scheduleAndPlan(deps, officeId);
  return true;
}

/**
 * Through the services, as the office's reviewer would: the articles scheduled on the web go out on
 * LinkedIn and X an hour after they are live (one each, the first two), each by its job; and the
 * planning's auto-publish is switched on.
 */
async function scheduleAndPlan(deps: ServiceDeps, officeId: string): Promise<void> {
  const ctx = jobContext(deps, { job: 'demo-seed', officeId });
  const coming = await deps.db
    .select({ id: news.id, at: newsPublications.scheduledAt })
    .from(news)
    .innerJoin(newsPublications, eq(newsPublications.newsId, news.id))
    .where(
      and(
        eq(news.officeId, officeId),
        eq(newsPublications.channel, 'web'),
        eq(newsPublications.state, 'scheduled'),
      ),
    )
    .orderBy(asc(newsPublications.scheduledAt));
  for (const [index, platform] of SCHEDULED_ON.entries()) {
    const item = coming[index];
    if (!item?.at) continue;
    const publishedAt = new Date(item.at.getTime() + HOUR).toISOString();
    await scheduleNews(ctx, item.id, { platform, published_at: publishedAt });
  }
  await saveSocialPlanning(ctx, DEMO_PLANNING);
}

/** A random id of `digits` digits (not starting with 0), as the networks number their posts. */
const digitsOf = (random: () => number, digits: number) =>
  String(1 + Math.floor(random() * 9)) +
  Array.from({ length: digits - 1 }, () => Math.floor(random() * 10)).join('');

/** The post's id and address on its network, in each network's own form. */
function remoteOf(network: SocialNetwork, random: () => number): { remoteId: string; permalink: string } {
  switch (network) {
    case 'linkedin': {
      const remoteId = `urn:li:share:7${digitsOf(random, 18)}`;
      return { remoteId, permalink: `https://www.linkedin.com/feed/update/${remoteId}/` };
    }
    case 'twitter': {
      const remoteId = digitsOf(random, 19);
      return { remoteId, permalink: `https://x.com/despacho_demo/status/${remoteId}` };
    }
    case 'facebook': {
      // A page's post is numbered after its page.
      const remoteId = `${accountOf('facebook')?.id}_${digitsOf(random, 16)}`;
      return { remoteId, permalink: `https://www.facebook.com/${remoteId}` };
    }
    case 'instagram': {
      const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
      const shortcode = Array.from({ length: 11 }, () => letters[Math.floor(random() * 64)]).join('');
      return { remoteId: digitsOf(random, 17), permalink: `https://www.instagram.com/p/${shortcode}/` };
    }
  }
}

async function seedPost(
  db: Parameters<Parameters<ServiceDeps['db']['transaction']>[0]>[0],
  post: {
    officeId: string;
    newsId: string;
    network: SocialNetwork;
    publishedAt: Date;
    now: Date;
    random: () => number;
  },
  outcome: Outcome,
): Promise<void> {
  const { officeId, newsId, network, publishedAt, now, random } = post;
  const channel = CHANNEL_OF_NETWORK[network];
  const [version] = await db
    .select({ content: newsContents.content })
    .from(newsContents)
    .where(and(eq(newsContents.newsId, newsId), eq(newsContents.channel, channel)));
  const { remoteId, permalink } = remoteOf(network, random);
  const reach = REACH[network];
  // Some posts catch on more than others.
  const pull = 0.3 + random() * 1.7;
  const final = {
    likes: Math.round(reach.likes * pull),
    comments: Math.round(reach.comments * pull * random()),
    shares: Math.round(reach.shares * pull * random()),
  };
  const readings = readingTimes(publishedAt, now).map((takenAt) => {
    const share = reached((takenAt.getTime() - publishedAt.getTime()) / HOUR);
    return {
      takenAt,
      likes: Math.round(final.likes * share),
      comments: Math.round(final.comments * share),
      shares: Math.round(final.shares * share),
      impressions: reach.impressions === null ? null : Math.round(final.likes * share * reach.impressions),
    };
  });
  if (outcome.status !== 'published') {
    await seedMishap(
      db,
      { officeId, newsId, network, publishedAt, now, text: version?.content ?? '' },
      outcome,
    );
    return;
  }
  const last = readings.at(-1);
  const [row] = await db
    .insert(socialPosts)
    .values({
      officeId,
      newsId,
      network,
      status: 'published',
      remoteId,
      accountId: accountOf(network)?.id ?? null,
      permalink,
      text: version?.content ?? '',
      attempts: 1,
      attemptedAt: publishedAt,
      publishedAt,
      likes: last?.likes ?? 0,
      comments: last?.comments ?? 0,
      shares: last?.shares ?? 0,
      impressions: last?.impressions ?? null,
      metricsAt: last?.takenAt ?? null,
    })
    .returning({ id: socialPosts.id });
  if (!row) return;
  if (readings.length > 0) {
    await db
      .insert(socialPostMetrics)
      .values(readings.map((reading) => ({ officeId, postId: row.id, ...reading })));
  }
  // The channel's publication, once for Facebook and the Instagram it reaches.
  await db
    .insert(newsPublications)
    .values({ newsId, channel, state: 'published', publishedAt, externalRef: permalink })
    .onConflictDoNothing();
}

/**
 * A post that did not go out: refused at its time (the channel's publication failed with it, when
 * the network is the channel's own), or tried again minutes ago and waiting on the network's
 * container.
 */
async function seedMishap(
  db: Parameters<Parameters<ServiceDeps['db']['transaction']>[0]>[0],
  post: {
    officeId: string;
    newsId: string;
    network: SocialNetwork;
    publishedAt: Date;
    now: Date;
    text: string;
  },
  outcome: Exclude<Outcome, { status: 'published' }>,
): Promise<void> {
  const { officeId, newsId, network, publishedAt, now, text } = post;
  const accountId = accountOf(network)?.id ?? null;
  if (outcome.status === 'pending') {
    await db.insert(socialPosts).values({
      officeId,
      newsId,
      network,
      status: 'pending',
      // The container Instagram makes the post from.
      remoteId: `1790${Math.floor(publishedAt.getTime() / 1000)}`,
      accountId,
      text,
      attempts: 2,
      attemptedAt: new Date(now.getTime() - outcome.minutesAgo * 60_000),
    });
    return;
  }
  const { errorCode, error } = outcome;
  await db.insert(socialPosts).values({
    officeId,
    newsId,
    network,
    status: 'failed',
    accountId,
    text,
    attempts: 1,
    attemptedAt: publishedAt,
    errorCode,
    error,
  });
  const channel = CHANNEL_OF_NETWORK[network];
  if (NETWORKS_OF_CHANNEL[channel]?.[0] !== network) return;
  await db
    .insert(newsPublications)
    .values({ newsId, channel, state: 'failed', errorCode, error })
    .onConflictDoNothing();
}
