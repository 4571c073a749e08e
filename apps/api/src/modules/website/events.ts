import { createHash, randomBytes } from 'node:crypto';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import type { WebEventInput } from '@gaceta/shared/website';
import { and, eq, lt, sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { ServiceContext } from '../../context';
import { news, newsPublications, offices, webEvents, webSalts } from '../../db/schema';
import { hitRateLimit, rateLimited } from '../access/rate-limit';
import { visibleAt, webPublication } from './website.service';

/** Events one address may send a minute: a page with a few widgets and clicks stays far below. */
export const EVENTS_PER_MINUTE = 60;

/**
 * The most one visitor adds in a day: views and shares of one article (a reader coming back, a
 * reload), and widget impressions of the office. Past it the same visitor counts no more, so a
 * script replaying events from one address inflates nothing.
 */
export const DAILY_CAP_PER_VISITOR = { view: 3, share: 3, impression: 20 } as const;

export interface Visitor {
  ip: string;
  userAgent: string;
}

/** The salt of `day`, made by whichever replica asks first; older salts are deleted then. */
async function saltOf(ctx: ServiceContext, day: string): Promise<string> {
  const inserted = await ctx.db
    .insert(webSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
    .returning({ salt: webSalts.salt });
  if (inserted[0]) {
    await ctx.db.delete(webSalts).where(lt(webSalts.day, day));
    return inserted[0].salt;
  }
  const [row] = await ctx.db.select({ salt: webSalts.salt }).from(webSalts).where(eq(webSalts.day, day));
  if (!row) throw new Error(`no web salt for ${day}`);
  return row.salt;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * POST /public/v1/events. Counts one event for the visitor of the day (the office's date), whose
 * identity is a hash of the UTC day's salt, the office and the address, whatever the user agent
 * says (a new one per request must not make a new visitor): no cookie, no raw address, and once
 * the salt is gone the hash cannot be recomputed. A visitor's daily count is capped
 * (DAILY_CAP_PER_VISITOR). Known bots, unknown offices and articles the public cannot see (a draft,
 * an inactive or expired item) are ignored without a word (the answer is the same 204); too many
 * events from one address are 429.
 */
export async function recordEvent(
  ctx: ServiceContext,
  input: WebEventInput,
  visitor: Visitor,
): Promise<void> {
  if (!visitor.userAgent || isbot(visitor.userAgent)) return;
  const now = ctx.clock.now().toISOString();
  const salt = await saltOf(ctx, now.slice(0, 10));
  const limit = await hitRateLimit(ctx.db, ctx.clock, `web-events:${sha256(`${salt}|${visitor.ip}`)}`, {
    limit: EVENTS_PER_MINUTE,
    windowMs: 60_000,
  });
  if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);

  const [office] = await ctx.db
    .select({ id: offices.id, timeZone: offices.timeZone })
    .from(offices)
    .where(eq(offices.publicKey, input.office));
  if (!office) return;
  let newsId: string | null = null;
  if (input.news) {
    const [item] = await ctx.db
      .select({ id: news.id })
      .from(news)
      .innerJoin(newsPublications, webPublication)
      .where(and(eq(news.officeId, office.id), eq(news.slug, input.news), visibleAt(ctx.clock.now())));
    if (!item) return;
    newsId = item.id;
  }
  await ctx.db
    .insert(webEvents)
    .values({
      officeId: office.id,
      newsId,
      kind: input.kind,
      network: input.kind === 'share' ? (input.network ?? '') : '',
      // The office's date, so its statistics' days begin at its midnight (docs/website.md).
      day: instantToWallClock(now, office.timeZone).date,
      visitorHash: sha256(`${salt}|${input.office}|${visitor.ip}`),
    })
    .onConflictDoUpdate({
      target: [
        webEvents.officeId,
        webEvents.newsId,
        webEvents.kind,
        webEvents.network,
        webEvents.day,
        webEvents.visitorHash,
      ],
      set: { count: sql`least(${webEvents.count} + 1, ${DAILY_CAP_PER_VISITOR[input.kind]})` },
    });
}
