// An item's posts on the networks: what each network's rules say of it, publishing through jobs
// (the attempt recorded before the call; an earlier attempt looked for before posting again),
// deleting, and the failures that retry, fail or ask to reconnect.
import type { Channel } from '@gaceta/shared/news/workflow';
import {
  type CanPublish,
  CHANNEL_OF_NETWORK,
  DEFAULT_PLANNING,
  type DestroyFromNewsInfoQuery,
  type Draft,
  type DraftProblem,
  NETWORKS_OF_CHANNEL,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  type SocialPost,
  type SocialPosts,
  type ValidateCanPublishInput,
} from '@gaceta/shared/social';
import { sharePageUrl } from '@gaceta/shared/website';
import { and, eq, inArray } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import { news, newsContents, offices, socialPlanning, socialPosts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { socialPublications } from '../../lib/metrics';
import {
  deleteSocialPost,
  publishSocialPost,
  type SocialPostPayload,
} from '../../queue/definitions/publish-social-post';
import { requirePermission } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { type ShareImage, shareImage } from '../files/stored-images';
import { inOffice } from '../news/news-rows';
import { settlePublication } from '../news/news-workflow.service';
import { adaptersOf, availableAdapter } from './adapters';
import {
  type ConnectionRow,
  findConnection,
  networkAppError,
  speaksFor,
  withCredentials,
} from './connections.service';
import { type MediaFile, NetworkError, type PostInput, type PublishResult } from './networks/network';

/** Runs a post may take before it fails for good (rate limits and passing failures). */
export const MAX_ATTEMPTS = 5;
/** How long to wait before asking again about a post the network is still processing. */
export const PENDING_CHECK_SECONDS = 30;

type PostRow = typeof socialPosts.$inferSelect;

/** What an item sends to a network: its channel's version, the image's share copy, the article's page. */
interface Outgoing {
  text: string;
  link: string;
  image: ShareImage | null;
}

async function outgoingOf(
  ctx: ServiceContext,
  officeId: string,
  newsId: string,
  network: SocialNetwork,
): Promise<Outgoing> {
  const [row] = await ctx.db
    .select({ slug: news.slug, imageKey: news.imageKey, publicKey: offices.publicKey })
    .from(news)
    .innerJoin(offices, eq(offices.id, news.officeId))
    .where(inOffice(officeId, newsId));
  if (!row) throw new AppError('NOT_FOUND');
  const channel = CHANNEL_OF_NETWORK[network];
  const [version] = await ctx.db
    .select({ content: newsContents.content, imageKey: newsContents.imageKey })
    .from(newsContents)
    .where(and(eq(newsContents.newsId, newsId), eq(newsContents.channel, channel)));
  const [planning] = await ctx.db
    .select({ publicationType: socialPlanning.publicationType })
    .from(socialPlanning)
    .where(eq(socialPlanning.officeId, officeId));
  const withImage =
    network === 'instagram' || (planning?.publicationType ?? DEFAULT_PLANNING.publication_type) === 'image';
  const folder = withImage ? (version?.imageKey ?? row.imageKey) : null;
  return {
    text: version?.content ?? '',
    link: sharePageUrl(ctx.config.publicUrl, row.publicKey, row.slug),
    image: folder ? await shareImage(ctx, folder) : null,
  };
}

const draftOf = (outgoing: Outgoing): Draft => ({
  text: outgoing.text,
  images: outgoing.image
    ? [
        {
          mime: outgoing.image.contentType,
          bytes: outgoing.image.length,
          width: outgoing.image.width,
          height: outgoing.image.height,
        },
      ]
    : [],
});

/** POST validate_can_publish: each network's rules applied to the item's version for it, before anything is sent. */
export async function validateCanPublish(
  ctx: ServiceContext,
  input: ValidateCanPublishInput,
): Promise<CanPublish> {
  const officeId = requirePermission(ctx, 'news.read');
  const networks = input.social_networks ?? [...SOCIAL_NETWORKS];
  const data: CanPublish['data'] = [];
  for (const network of networks) {
    const outgoing = await outgoingOf(ctx, officeId, input.news_info, network);
    const problems = adaptersOf(ctx)[network].validate(draftOf(outgoing));
    const connection = await findConnection(ctx, officeId, network);
    const connected = connection?.status === 'connected';
    data.push({
      social_network: network,
      can_publish: connected && problems.length === 0,
      connected,
      problems,
    });
  }
  return { data };
}

/**
 * The News channel's publish (inside the request's transaction): checks the connections and each
 * network's rules, records a post per network and enqueues its job in the same transaction.
 */
export async function queueChannelPosts(
  ctx: ServiceContext,
  channel: Channel,
  officeId: string,
  newsId: string,
): Promise<void> {
  const [primary, ...others] = NETWORKS_OF_CHANNEL[channel] ?? [];
  if (!primary) throw new AppError('CHANNEL_NOT_AVAILABLE', { platform: channel });
  availableAdapter(ctx, primary);
  const main = await findConnection(ctx, officeId, primary);
  if (main?.status !== 'connected') throw new AppError('SOCIAL_NOT_CONNECTED', { social_network: primary });
  const networks = [primary];
  for (const other of others) {
    if ((await findConnection(ctx, officeId, other))?.status === 'connected') networks.push(other);
  }
  const refused: Record<string, DraftProblem[]> = {};
  const outgoing = new Map<SocialNetwork, Outgoing>();
  for (const network of networks) {
    const each = await outgoingOf(ctx, officeId, newsId, network);
    const problems = adaptersOf(ctx)[network].validate(draftOf(each));
    if (problems.length > 0) refused[network] = problems;
    outgoing.set(network, each);
  }
  if (Object.keys(refused).length > 0) throw new AppError('VALIDATION_FAILED', refused);
  for (const network of networks) {
    const values = {
      status: 'publishing' as const,
      text: outgoing.get(network)?.text ?? '',
      remoteId: null,
      permalink: null,
      attempts: 0,
      attemptedAt: null,
      ambiguous: false,
      errorCode: null,
      error: null,
      publishedAt: null,
      deletedAt: null,
    };
    const [post] = await ctx.db
      .insert(socialPosts)
      .values({ officeId, newsId, network, ...values })
      .onConflictDoUpdate({ target: [socialPosts.newsId, socialPosts.network], set: values })
      .returning({ id: socialPosts.id });
    if (post) await ctx.jobs.enqueue(ctx, publishSocialPost, { post_id: post.id, office_id: officeId });
  }
}

/** The News channel's unpublish (inside the request's transaction): a delete job per published post. */
export async function queueChannelDeletes(
  ctx: ServiceContext,
  channel: Channel,
  officeId: string,
  newsId: string,
): Promise<void> {
  const networks = [...(NETWORKS_OF_CHANNEL[channel] ?? [])];
  const posts = await ctx.db
    .select({ id: socialPosts.id })
    .from(socialPosts)
    .where(
      and(
        eq(socialPosts.officeId, officeId),
        eq(socialPosts.newsId, newsId),
        inArray(socialPosts.network, networks),
        eq(socialPosts.status, 'published'),
      ),
    );
  for (const post of posts)
    await ctx.jobs.enqueue(ctx, deleteSocialPost, { post_id: post.id, office_id: officeId });
}

/** The post, locked, when it is the office's; null otherwise. */
async function lockedPost(ctx: ServiceContext, officeId: string, postId: string): Promise<PostRow | null> {
  const [post] = await ctx.db
    .select()
    .from(socialPosts)
    .where(and(eq(socialPosts.id, postId), eq(socialPosts.officeId, officeId)))
    .for('update');
  return post ?? null;
}

/**
 * One run of the publish job. In a first transaction it claims the attempt (counted, and its start
 * kept); then, outside any transaction, it asks the network: about the pending container, or, when
 * an earlier attempt began, whether that one posted (no blind re-creation); only then it posts.
 * What came of it is stored in a last transaction.
 */
export async function runPublishSocialPost(ctx: ServiceContext, payload: SocialPostPayload): Promise<void> {
  const officeId = requirePermission(ctx, 'news.publish');
  const claim = await withTransaction(ctx, async (ctx) => {
    const post = await lockedPost(ctx, officeId, payload.post_id);
    if (!post || (post.status !== 'publishing' && post.status !== 'pending')) return null;
    const connection = await findConnection(ctx, officeId, post.network);
    if (connection?.status !== 'connected') {
      await failPost(ctx, post, 'SOCIAL_NOT_CONNECTED', 'the account is not connected');
      return null;
    }
    const attemptedAt = post.attemptedAt ?? ctx.clock.now();
    await ctx.db
      .update(socialPosts)
      .set({ attempts: post.attempts + 1, attemptedAt })
      .where(eq(socialPosts.id, post.id));
    return { post, connection, earlier: post.attemptedAt };
  });
  if (!claim) return;
  const { post, connection, earlier } = claim;
  let result: PublishResult;
  try {
    result = await withCredentials(ctx, connection, (credentials) =>
      postOn(ctx, connection, post, earlier, credentials),
    );
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    await recordFailure(ctx, post, error);
    return;
  }
  await recordResult(ctx, post, connection.accountId, result);
}

async function postOn(
  ctx: ServiceContext,
  connection: ConnectionRow,
  post: PostRow,
  earlier: Date | null,
  credentials: Parameters<Parameters<typeof withCredentials>[2]>[0],
): Promise<PublishResult> {
  const adapter = adaptersOf(ctx)[connection.network];
  if (post.status === 'pending' && post.remoteId) return adapter.checkPending(credentials, post.remoteId);
  const outgoing = await outgoingOf(ctx, post.officeId, post.newsId, post.network);
  const input: PostInput = { text: post.text, link: outgoing.link, media: [] };
  if (earlier) {
    // A minute's margin for the difference between our clock and the network's.
    const found = await adapter.findRecent(credentials, input, new Date(earlier.getTime() - 60_000));
    if (found) return found;
  }
  const media = outgoing.image ? [await adapter.uploadMedia(credentials, await mediaOf(ctx, outgoing))] : [];
  return adapter.publish(credentials, { ...input, media });
}

async function mediaOf(ctx: ServiceContext, outgoing: Outgoing): Promise<MediaFile> {
  const image = outgoing.image;
  const stored = image ? await ctx.storage.get(image.key) : null;
  if (!image || !stored) throw new AppError('NOT_FOUND');
  const publicUrl = image.url.startsWith('/') ? `${ctx.config.publicUrl}${image.url}` : image.url;
  return { bytes: new Uint8Array(stored.bytes), mime: image.contentType, publicUrl, altText: '' };
}

async function recordResult(
  ctx: ServiceContext,
  post: PostRow,
  accountId: string,
  result: PublishResult,
): Promise<void> {
  const now = ctx.clock.now();
  await withTransaction(ctx, async (ctx) => {
    socialPublications.inc({ network: post.network, result: result.state });
    if (result.state === 'pending') {
      await ctx.db
        .update(socialPosts)
        .set({ status: 'pending', remoteId: result.remoteId, accountId })
        .where(eq(socialPosts.id, post.id));
      await ctx.jobs.enqueue(
        ctx,
        publishSocialPost,
        { post_id: post.id, office_id: post.officeId },
        { startAfter: new Date(now.getTime() + PENDING_CHECK_SECONDS * 1000) },
      );
      return;
    }
    await ctx.db
      .update(socialPosts)
      .set({
        status: 'published',
        remoteId: result.remoteId,
        accountId,
        permalink: result.permalink,
        publishedAt: now,
        errorCode: null,
        error: null,
      })
      .where(eq(socialPosts.id, post.id));
    if (isPrimary(post.network)) {
      await settlePublication(ctx, post.newsId, CHANNEL_OF_NETWORK[post.network], {
        state: 'published',
        publishedAt: now,
        externalRef: result.permalink,
      });
    }
  });
}

/** The network whose outcome is its channel's (Instagram rides along with Facebook's). */
const isPrimary = (network: SocialNetwork) =>
  NETWORKS_OF_CHANNEL[CHANNEL_OF_NETWORK[network]]?.[0] === network;

/**
 * A rate limit or a passing failure runs again when the network said (Retry-After, its reset
 * header) or after a growing wait, up to MAX_ATTEMPTS; anything else fails the post at once. None
 * of them touches the connection: only withCredentials marks it, on a confirmed authorisation failure.
 */
async function recordFailure(ctx: ServiceContext, post: PostRow, error: NetworkError): Promise<void> {
  const attempts = post.attempts + 1;
  const passing = error.kind === 'rate_limited' || error.kind === 'temporary';
  const code = networkAppError(error).code;
  ctx.logger.warn(
    { postId: post.id, network: post.network, kind: error.kind, attempts },
    'social post attempt failed',
  );
  await withTransaction(ctx, async (ctx) => {
    if (!passing || attempts >= MAX_ATTEMPTS) {
      await failPost(ctx, post, code, `${error.kind}: ${error.message}`);
      return;
    }
    socialPublications.inc({ network: post.network, result: 'retry' });
    await ctx.db
      .update(socialPosts)
      .set({
        errorCode: code,
        error: `${error.kind}: ${error.message}`.slice(0, 1000),
        ambiguous: error.details.ambiguous === true,
      })
      .where(eq(socialPosts.id, post.id));
    const waitSeconds = error.details.retryAfter ?? 60 * 2 ** (attempts - 1);
    await ctx.jobs.enqueue(
      ctx,
      publishSocialPost,
      { post_id: post.id, office_id: post.officeId },
      { startAfter: new Date(ctx.clock.now().getTime() + waitSeconds * 1000) },
    );
  });
}

async function failPost(ctx: ServiceContext, post: PostRow, errorCode: string, error: string): Promise<void> {
  socialPublications.inc({ network: post.network, result: 'failed' });
  await ctx.db
    .update(socialPosts)
    .set({ status: 'failed', errorCode, error: error.slice(0, 1000) })
    .where(eq(socialPosts.id, post.id));
  if (isPrimary(post.network)) {
    await settlePublication(ctx, post.newsId, CHANNEL_OF_NETWORK[post.network], {
      state: 'failed',
      errorCode,
      error,
    });
  }
}

/** A job's failure after its last retry (a crash, not a network's answer): the post fails. */
export async function recordPublishCrash(ctx: ServiceContext, payload: SocialPostPayload): Promise<void> {
  const officeId = requirePermission(ctx, 'news.publish');
  await withTransaction(ctx, async (ctx) => {
    const post = await lockedPost(ctx, officeId, payload.post_id);
    if (post && (post.status === 'publishing' || post.status === 'pending'))
      await failPost(ctx, post, 'INTERNAL', 'publishing failed');
  });
}

/** Deletes a post from its network; true when the network removed it (or it was already gone). */
async function deleteRemote(ctx: ServiceContext, post: PostRow): Promise<void> {
  const connection = await findConnection(ctx, post.officeId, post.network);
  if (connection?.status !== 'connected')
    throw new AppError('SOCIAL_NOT_CONNECTED', { social_network: post.network });
  // Another account's token cannot delete it, and would be told it is gone.
  if (!speaksFor(connection, post.accountId))
    throw new AppError('SOCIAL_DELETE_FAILED', { social_network: post.network, reason: 'other_account' });
  const adapter = adaptersOf(ctx)[post.network];
  try {
    await withCredentials(ctx, connection, (credentials) => adapter.delete(credentials, post.remoteId ?? ''));
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    if (error.kind !== 'not_found') {
      if (error.kind === 'temporary' || error.kind === 'rate_limited') throw networkAppError(error);
      throw new AppError('SOCIAL_DELETE_FAILED', { social_network: post.network, reason: error.kind });
    }
  }
  await ctx.db
    .update(socialPosts)
    .set({ status: 'deleted', deletedAt: ctx.clock.now() })
    .where(eq(socialPosts.id, post.id));
}

/** The delete job's run (an unpublished channel): a post no longer published is left alone. */
export async function runDeleteSocialPost(ctx: ServiceContext, payload: SocialPostPayload): Promise<void> {
  const officeId = requirePermission(ctx, 'news.publish');
  const [post] = await ctx.db
    .select()
    .from(socialPosts)
    .where(and(eq(socialPosts.id, payload.post_id), eq(socialPosts.officeId, officeId)));
  if (post?.status !== 'published') return;
  try {
    await deleteRemote(ctx, post);
  } catch (error) {
    // Refused for good (Instagram keeps some media): recorded on the post, not retried.
    if (error instanceof AppError && error.code === 'SOCIAL_DELETE_FAILED') {
      await ctx.db
        .update(socialPosts)
        .set({ errorCode: error.code, error: String(error.details?.reason) })
        .where(eq(socialPosts.id, post.id));
      return;
    }
    throw error;
  }
}

/** DELETE destroy_from_news_info: deletes the item's post from the network now ('post removed'). */
export async function destroyFromNewsInfo(
  ctx: ServiceContext,
  input: DestroyFromNewsInfoQuery,
): Promise<SocialPost> {
  const officeId = requirePermission(ctx, 'news.publish');
  const [post] = await ctx.db
    .select()
    .from(socialPosts)
    .where(
      and(
        eq(socialPosts.officeId, officeId),
        eq(socialPosts.newsId, input.news_info),
        eq(socialPosts.network, input.social_network),
      ),
    );
  if (post?.status !== 'published') throw new AppError('NOT_FOUND');
  await deleteRemote(ctx, post);
  await recordAudit(ctx, {
    action: 'social.delete',
    targetId: input.news_info,
    officeId,
    data: { social_network: input.social_network },
  });
  return toSocialPost((await findPost(ctx, officeId, post.id)) ?? post);
}

/** GET social_posts?news_info: the item's posts, in the order of the networks. */
export async function postsOfNews(ctx: ServiceContext, newsId: string): Promise<SocialPosts> {
  const officeId = requirePermission(ctx, 'news.read');
  const rows = await ctx.db
    .select()
    .from(socialPosts)
    .where(and(eq(socialPosts.officeId, officeId), eq(socialPosts.newsId, newsId)));
  const order = (row: PostRow) => SOCIAL_NETWORKS.indexOf(row.network);
  return { data: rows.sort((a, b) => order(a) - order(b)).map(toSocialPost) };
}

async function findPost(ctx: ServiceContext, officeId: string, id: string): Promise<PostRow | null> {
  const [post] = await ctx.db
    .select()
    .from(socialPosts)
    .where(and(eq(socialPosts.id, id), eq(socialPosts.officeId, officeId)));
  return post ?? null;
}

export function toSocialPost(row: PostRow): SocialPost {
  return {
    id: row.id,
    news_info: row.newsId,
    social_network: row.network,
    status: row.status,
    permalink: row.permalink,
    published_at: row.publishedAt?.toISOString() ?? null,
    error_code: row.errorCode,
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    impressions: row.impressions,
  };
}
