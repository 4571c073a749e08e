import { AI_TEXT_ACTIONS } from '@gaceta/shared/ai';
import type { AdminDashboard } from '@gaceta/shared/statistics/dashboards';
import { and, count, countDistinct, desc, eq, gte, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import {
  aiUsage,
  emailPackageRequests,
  emailQuotas,
  informationRequests,
  news,
  officeRollups,
  offices,
  signupRequests,
  socialConnections,
  users,
} from '../../db/schema';
import { requireAdmin } from '../access/guards';
import { configuredCapabilities } from '../ai/ai.service';
import { addDays } from '../rollups/rollup-source';
import { rolledUpUntil } from '../rollups/rollups.service';
import { bossJobs } from './boss-jobs';

/** The provider's dashboard: counts across offices; "recent" is the last 30 days. */

const RECENT_DAYS = 30;
const MOST_ACTIVE = 5;
const LATEST_FAILED_JOBS = 10;

const asNumber = (value: unknown) => Number(value ?? 0);

async function officeCounts(ctx: ServiceContext): Promise<AdminDashboard['offices']> {
  const [all] = await ctx.db.select({ n: count() }).from(offices);
  const [active] = await ctx.db
    .select({ n: countDistinct(users.officeId) })
    .from(users)
    .where(and(eq(users.active, true), isNotNull(users.officeId)));
  const [pending] = await ctx.db
    .select({ n: count() })
    .from(signupRequests)
    .where(eq(signupRequests.status, 'pending'));
  const [requests] = await ctx.db.select({ n: count() }).from(informationRequests);
  return {
    active: active?.n ?? 0,
    total: all?.n ?? 0,
    pending_signups: pending?.n ?? 0,
    information_requests: requests?.n ?? 0,
  };
}

async function libraryCounts(ctx: ServiceContext): Promise<AdminDashboard['library']> {
  const [written] = await ctx.db.select({ n: count() }).from(news).where(isNull(news.officeId));
  const [copies] = await ctx.db
    .select({ distributed: countDistinct(news.sourceId), copies: count() })
    .from(news)
    .where(isNotNull(news.sourceId));
  return { written: written?.n ?? 0, distributed: copies?.distributed ?? 0, copies: copies?.copies ?? 0 };
}

async function emailCounts(ctx: ServiceContext): Promise<AdminDashboard['emails']> {
  const [quotas] = await ctx.db
    .select({ sent: sum(emailQuotas.sent), contracted: sum(emailQuotas.contracted) })
    .from(emailQuotas);
  const [pending] = await ctx.db
    .select({ n: count() })
    .from(emailPackageRequests)
    .where(eq(emailPackageRequests.status, 'pending'));
  return {
    sent: asNumber(quotas?.sent),
    contracted: asNumber(quotas?.contracted),
    pending_package_requests: pending?.n ?? 0,
  };
}

/** Connections that need the office to sign in to the network again, grouped by office. */
async function socialReconnections(ctx: ServiceContext): Promise<AdminDashboard['social']> {
  const rows = await ctx.db
    .select({ id: offices.id, name: offices.name, network: socialConnections.network })
    .from(socialConnections)
    .innerJoin(offices, eq(offices.id, socialConnections.officeId))
    .where(eq(socialConnections.status, 'reconnect_needed'))
    .orderBy(offices.name, offices.id, socialConnections.network);
  const byOffice = new Map<string, AdminDashboard['social']['offices'][number]>();
  for (const row of rows) {
    const office = byOffice.get(row.id) ?? { id: row.id, name: row.name, networks: [] };
    office.networks.push(row.network);
    byOffice.set(row.id, office);
  }
  return { reconnect_needed: rows.length, offices: [...byOffice.values()] };
}

/** Runs that failed in the last day, newest first. */
async function failedJobs(ctx: ServiceContext, now: Date): Promise<AdminDashboard['failed_jobs']> {
  const failedSince = and(
    eq(bossJobs.state, 'failed'),
    gte(bossJobs.completedOn, new Date(now.getTime() - 86_400_000)),
  );
  const [failed] = await ctx.db.select({ n: count() }).from(bossJobs).where(failedSince);
  const latest = await ctx.db
    .select({ id: bossJobs.id, name: bossJobs.name, failedAt: bossJobs.completedOn })
    .from(bossJobs)
    .where(failedSince)
    .orderBy(desc(bossJobs.completedOn))
    .limit(LATEST_FAILED_JOBS);
  return {
    last_day: failed?.n ?? 0,
    latest: latest.map((job) => ({
      id: job.id,
      name: job.name,
      failed_at: job.failedAt?.toISOString() ?? '',
    })),
  };
}

async function mostActiveOffices(
  ctx: ServiceContext,
  since: string,
): Promise<AdminDashboard['most_active_offices']> {
  const views = sql<number>`coalesce(sum(${officeRollups.value}), 0)`.mapWith(Number);
  const written = ctx.db
    .select({ officeId: news.officeId, n: count().as('n') })
    .from(news)
    .where(gte(news.createdAt, new Date(`${since}T00:00:00Z`)))
    .groupBy(news.officeId)
    .as('written');
  const rows = await ctx.db
    .select({
      id: offices.id,
      name: offices.name,
      views,
      newsWritten: sql<number>`coalesce(max(${written.n}), 0)`.mapWith(Number),
    })
    .from(offices)
    // Each office's days, summed over its articles (decision 050).
    .leftJoin(
      officeRollups,
      and(
        eq(officeRollups.officeId, offices.id),
        eq(officeRollups.span, 'day'),
        gte(officeRollups.start, since),
        eq(officeRollups.channel, 'web'),
        eq(officeRollups.measure, 'views'),
      ),
    )
    .leftJoin(written, eq(written.officeId, offices.id))
    .groupBy(offices.id)
    .orderBy(desc(views), desc(sql`coalesce(max(${written.n}), 0)`), offices.name)
    .limit(MOST_ACTIVE);
  return rows
    .filter((row) => row.views > 0 || row.newsWritten > 0)
    .map((row) => ({ id: row.id, name: row.name, views: row.views, news_written: row.newsWritten }));
}

async function aiUse(ctx: ServiceContext, since: string): Promise<AdminDashboard['ai']> {
  const [use] = await ctx.db
    .select({
      calls: sum(aiUsage.calls),
      input: sum(aiUsage.inputTokens),
      output: sum(aiUsage.outputTokens),
      offices: countDistinct(aiUsage.officeId),
    })
    .from(aiUsage)
    .where(gte(aiUsage.day, since));
  const configured = configuredCapabilities(ctx);
  return {
    calls: asNumber(use?.calls),
    input_tokens: asNumber(use?.input),
    output_tokens: asNumber(use?.output),
    offices: use?.offices ?? 0,
    engine: configured.engine,
    missing_text_actions: AI_TEXT_ACTIONS.filter((action) => !configured.text_actions.includes(action)),
    image_from_prompt: configured.image_from_prompt,
    stock_images: configured.stock_images,
  };
}

/** GET /v1/admin/dashboard (the provider's admin only). */
export async function getAdminDashboard(ctx: ServiceContext): Promise<AdminDashboard> {
  requireAdmin(ctx);
  const now = ctx.clock.now();
  const since = addDays(now.toISOString().slice(0, 10), -(RECENT_DAYS - 1));
  return {
    offices: await officeCounts(ctx),
    library: await libraryCounts(ctx),
    emails: await emailCounts(ctx),
    social: await socialReconnections(ctx),
    failed_jobs: await failedJobs(ctx, now),
    most_active_offices: await mostActiveOffices(ctx, since),
    ai: await aiUse(ctx, since),
    data_until: await rolledUpUntil(ctx),
  };
}
