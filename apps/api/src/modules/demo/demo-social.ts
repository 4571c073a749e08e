import type { SocialNetwork } from '@gaceta/shared/social';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import {
  news,
  newsContents,
  newsPublications,
  socialConnections,
  socialPostMetrics,
  socialPosts,
} from '../../db/schema';
import { tokenBox } from '../social/token-box';

/**
 * The demo office's social channel: LinkedIn (its page), X, and its Facebook page with the linked
 * Instagram account, connected; the articles it published on the web also went out on LinkedIn
 * and X (and the newer ones on Facebook), an hour later, with their figures read over the
 * following month as the metrics job reads them. The accounts point nowhere real: their tokens
 * are sealed placeholders, so a check against a real network marks them 'reconnect needed'.
 * Deterministic (a seeded generator), and seeded once.
 */

const HOUR = 3_600_000;
/** When the metrics job would have read a post, after its publication. */
const READ_AFTER_HOURS = [1, 2, 6, 12, 24, 48, 96, 168, 336, 720];

const ACCOUNTS: { network: SocialNetwork; id: string; name: string }[] = [
  { network: 'linkedin', id: 'urn:li:organization:80000001', name: 'Despacho Demo Abogados' },
  { network: 'twitter', id: '1700000000000000001', name: '@despacho_demo' },
  { network: 'facebook', id: '104000000000001', name: 'Despacho Demo Abogados' },
  { network: 'instagram', id: '17841400000000001', name: '@despacho_demo' },
];

/** How a network's audience answers a law office's post: LinkedIn most, X least. */
const REACH: Partial<Record<SocialNetwork, { likes: number; comments: number; shares: number }>> = {
  linkedin: { likes: 38, comments: 6, shares: 5 },
  twitter: { likes: 12, comments: 2, shares: 4 },
  facebook: { likes: 16, comments: 3, shares: 2 },
};

function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Share of a post's final figures reached `hours` after it went out: most come in the first two days. */
const reached = (hours: number) => 1 - Math.exp(-hours / 30);

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
  const articles = await db
    .select({ id: news.id, publishedAt: newsPublications.publishedAt })
    .from(news)
    .innerJoin(
      newsPublications,
      and(eq(newsPublications.newsId, news.id), eq(newsPublications.channel, 'web')),
    )
    .where(
      and(
        eq(news.officeId, officeId),
        eq(newsPublications.state, 'published'),
        isNotNull(newsPublications.publishedAt),
      ),
    )
    .orderBy(newsPublications.publishedAt);
  const random = generator(20_260_402);
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
        connectedAt: new Date(now.getTime() - 120 * 24 * HOUR),
      });
    }
    for (const [index, article] of articles.entries()) {
      if (!article.publishedAt) continue;
      const networks: SocialNetwork[] = [
        'linkedin',
        'twitter',
        ...(index >= articles.length - 3 ? (['facebook'] as const) : []),
      ];
      for (const network of networks) {
        const publishedAt = new Date(article.publishedAt.getTime() + HOUR);
        if (publishedAt > now) continue;
        await seedPost(tx, { officeId, newsId: article.id, network, publishedAt, now, random });
      }
    }
  });
  return true;
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
): Promise<void> {
  const { officeId, newsId, network, publishedAt, now, random } = post;
  const channel = network === 'twitter' ? 'x' : network === 'linkedin' ? 'linkedin' : 'facebook';
  const [version] = await db
    .select({ content: newsContents.content })
    .from(newsContents)
    .where(and(eq(newsContents.newsId, newsId), eq(newsContents.channel, channel)));
  const remoteId =
    network === 'linkedin'
      ? `urn:li:share:7${String(Math.floor(random() * 1e17)).padStart(17, '0')}`
      : String(Math.floor(random() * 1e18));
  const permalink =
    network === 'linkedin'
      ? `https://www.linkedin.com/feed/update/${remoteId}/`
      : network === 'twitter'
        ? `https://x.com/despacho_demo/status/${remoteId}`
        : `https://www.facebook.com/104000000000001_${remoteId}`;
  const reach = REACH[network] ?? { likes: 10, comments: 1, shares: 1 };
  // Some posts catch on more than others.
  const pull = 0.3 + random() * 1.7;
  const final = {
    likes: Math.round(reach.likes * pull),
    comments: Math.round(reach.comments * pull * random()),
    shares: Math.round(reach.shares * pull * random()),
  };
  const readings = READ_AFTER_HOURS.map((hours) => new Date(publishedAt.getTime() + hours * HOUR))
    .filter((at) => at <= now)
    .map((takenAt) => {
      const share = reached((takenAt.getTime() - publishedAt.getTime()) / HOUR);
      return {
        takenAt,
        likes: Math.round(final.likes * share),
        comments: Math.round(final.comments * share),
        shares: Math.round(final.shares * share),
        impressions: network === 'twitter' ? Math.round(final.likes * share * 35) : null,
      };
    });
  const last = readings.at(-1) ?? { likes: 0, comments: 0, shares: 0, impressions: null, takenAt: null };
  const [row] = await db
    .insert(socialPosts)
    .values({
      officeId,
      newsId,
      network,
      status: 'published',
      remoteId,
      permalink,
      text: version?.content ?? '',
      attempts: 1,
      attemptedAt: publishedAt,
      publishedAt,
      likes: last.likes,
      comments: last.comments,
      shares: last.shares,
      impressions: last.impressions,
      metricsAt: last.takenAt,
    })
    .returning({ id: socialPosts.id });
  if (!row) return;
  if (readings.length > 0) {
    await db
      .insert(socialPostMetrics)
      .values(readings.map((reading) => ({ officeId, postId: row.id, ...reading })));
  }
  await db
    .insert(newsPublications)
    .values({ newsId, channel, state: 'published', publishedAt, externalRef: permalink })
    .onConflictDoNothing();
}
