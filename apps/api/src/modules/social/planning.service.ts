// settings/social-media-planning, and the sweep that sends the offices' ready news at their slots.
import type { Channel } from '@gaceta/shared/news/workflow';
import {
  CHANNEL_OF_NETWORK,
  DEFAULT_PLANNING,
  type SocialNetwork,
  type SocialPlanning,
  type SocialPlanningInput,
} from '@gaceta/shared/social';
import { slotsBetween } from '@gaceta/shared/social/slots';
import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { jobContext, type ServiceContext, withTransaction } from '../../context';
import {
  news,
  newsContents,
  newsPublications,
  offices,
  socialConnections,
  socialPlanning,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requireAdmin, requirePermission } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { publishNews } from '../news/news-publishing.service';
import { adaptersOf } from './adapters';

type PlanningRow = typeof socialPlanning.$inferSelect;

function toPlanning(row: PlanningRow | undefined, timeZone: string): SocialPlanning {
  if (!row) return { ...DEFAULT_PLANNING, time_zone: timeZone };
  return {
    max_posts_per_send: row.maxPostsPerSend,
    publication_type: row.publicationType as SocialPlanning['publication_type'],
    publication_hours: row.publicationHours,
    schedule_days: row.scheduleDays,
    auto_publish: row.autoPublish,
    time_zone: timeZone,
  };
}

async function planningOf(ctx: ServiceContext, officeId: string): Promise<SocialPlanning> {
  const [office] = await ctx.db
    .select({ timeZone: offices.timeZone })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw new AppError('NOT_FOUND');
  const [row] = await ctx.db.select().from(socialPlanning).where(eq(socialPlanning.officeId, officeId));
  return toPlanning(row, office.timeZone);
}

/** GET /v1/social_media_planning: the office's planning (the defaults until saved). */
export function getSocialPlanning(ctx: ServiceContext): Promise<SocialPlanning> {
  return planningOf(ctx, requirePermission(ctx, 'social.manage'));
}

/**
 * PUT /v1/social_media_planning. Turning auto-publish on sends from now on: slots already past
 * are not caught up.
 */
export async function saveSocialPlanning(
  ctx: ServiceContext,
  input: SocialPlanningInput,
): Promise<SocialPlanning> {
  const officeId = requirePermission(ctx, 'social.manage');
  const values = {
    maxPostsPerSend: input.max_posts_per_send,
    publicationType: input.publication_type,
    publicationHours: [...new Set(input.publication_hours)].sort(),
    scheduleDays: [...new Set(input.schedule_days)].sort(),
    autoPublish: input.auto_publish,
  };
  await withTransaction(ctx, async (ctx) => {
    const [current] = await ctx.db.select().from(socialPlanning).where(eq(socialPlanning.officeId, officeId));
    const sentUntil =
      input.auto_publish && !current?.autoPublish ? ctx.clock.now() : (current?.sentUntil ?? ctx.clock.now());
    await ctx.db
      .insert(socialPlanning)
      .values({ officeId, ...values, sentUntil })
      .onConflictDoUpdate({ target: socialPlanning.officeId, set: { ...values, sentUntil } });
    await recordAudit(ctx, { action: 'social.planning', targetId: officeId, officeId, data: { ...input } });
  });
  return planningOf(ctx, officeId);
}

/** The connected networks auto-publishing may post to (never Facebook, spec section 4; Instagram rides with it). */
export async function autoNetworks(ctx: ServiceContext, officeId: string): Promise<SocialNetwork[]> {
  const rows = await ctx.db
    .select({ network: socialConnections.network })
    .from(socialConnections)
    .where(and(eq(socialConnections.officeId, officeId), eq(socialConnections.status, 'connected')));
  const adapters = adaptersOf(ctx);
  return rows
    .map((row) => row.network)
    .filter((network) => network !== 'instagram' && adapters[network].capabilities.auto_publish);
}

/** Ready items with a version for `channel` that were never published or scheduled there, oldest first. */
export function readyFor(ctx: ServiceContext, officeId: string, channel: Channel, limit: number) {
  return ctx.db
    .select({ id: news.id })
    .from(news)
    .innerJoin(newsContents, and(eq(newsContents.newsId, news.id), eq(newsContents.channel, channel)))
    .where(
      and(
        eq(news.officeId, officeId),
        eq(news.editorialState, 'ready_to_publish'),
        sql`${newsContents.content} <> ''`,
        notExists(
          ctx.db
            .select({ id: newsPublications.id })
            .from(newsPublications)
            .where(and(eq(newsPublications.newsId, news.id), eq(newsPublications.channel, channel))),
        ),
      ),
    )
    .orderBy(asc(news.updatedAt))
    .limit(limit);
}

/**
 * The auto-publish sweep (every 15 minutes, for the platform): for each office with auto-publish
 * on whose planned slot fell since it last sent, publishes up to the maximum per send of its ready
 * news on each connected network that allows it. `sent_until` moves first, in its own
 * transaction, so a slot is sent once however the publishing goes.
 */
export async function sendPlannedPosts(ctx: ServiceContext): Promise<void> {
  requireAdmin(ctx);
  const now = ctx.clock.now();
  const planned = await ctx.db
    .select({ planning: socialPlanning, timeZone: offices.timeZone })
    .from(socialPlanning)
    .innerJoin(offices, eq(offices.id, socialPlanning.officeId))
    .where(eq(socialPlanning.autoPublish, true));
  for (const { planning, timeZone } of planned) {
    const since = planning.sentUntil ?? now;
    const slots = slotsBetween(
      { publication_hours: planning.publicationHours, schedule_days: planning.scheduleDays },
      timeZone,
      since,
      now,
    );
    const [claimed] = await ctx.db
      .update(socialPlanning)
      .set({ sentUntil: now })
      .where(
        and(
          eq(socialPlanning.officeId, planning.officeId),
          planning.sentUntil
            ? eq(socialPlanning.sentUntil, planning.sentUntil)
            : isNull(socialPlanning.sentUntil),
        ),
      )
      .returning({ officeId: socialPlanning.officeId });
    if (!claimed || slots.length === 0) continue;
    await sendForOffice(ctx, planning);
  }
}

async function sendForOffice(platform: ServiceContext, planning: PlanningRow): Promise<void> {
  const ctx = jobContext(platform, { job: 'social-auto-publish', officeId: planning.officeId });
  for (const network of await autoNetworks(ctx, planning.officeId)) {
    const channel = CHANNEL_OF_NETWORK[network];
    for (const item of await readyFor(ctx, planning.officeId, channel, planning.maxPostsPerSend)) {
      try {
        await publishNews(ctx, item.id, { platform: channel });
      } catch (error) {
        // One item that cannot go out (a rule it breaks) does not stop the others.
        ctx.logger.warn({ newsId: item.id, network, err: error }, 'planned social post not sent');
      }
    }
  }
}
