// Opens and clicks, read from the links of a message: recorded in newsletter_events, those told
// apart as a mail scanner's prefetch marked `automated` so statistics leave them out.
import type { NewsletterEventKind } from '@gaceta/shared/newsletter/campaigns';
import { eq } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { ServiceContext } from '../../../context';
import type { Database } from '../../../db/client';
import { newsletterCampaigns, newsletterDeliveries, newsletterEvents } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { deliveryOfToken } from './tracking';

export type DeliveryRow = typeof newsletterDeliveries.$inferSelect;

/** The message a link's token names; 404 for a token we did not sign, or a message that is gone. */
export async function deliveryByToken(ctx: ServiceContext, token: string | undefined): Promise<DeliveryRow> {
  const id = deliveryOfToken(ctx.config.jwtSecret, token);
  const [row] = id
    ? await ctx.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.id, id))
    : [];
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Security gateways (Microsoft Safe Links, Mimecast, Proofpoint, Barracuda…) fetch a message's
 * links and images as it arrives, before anyone reads it. Told apart by what they show of
 * themselves: a user agent that names a bot or a scanner, a HEAD request, or a request within
 * SCANNER_WINDOW_MS of the message's delivery. Image proxies that fetch when a person opens
 * (Gmail's) count as opens. Apple Mail's privacy protection, which fetches every image as the
 * message arrives through ordinary-looking requests, is caught only by the timing.
 */
const SCANNERS =
  /barracuda|mimecast|proofpoint|ppops|symantec|messagelabs|trendmicro|forcepoint|sophos|fortiguard|ironport|safelinks|bitdefender|cloudmark|zscaler|python-requests|curl\/|wget/i;
export const SCANNER_WINDOW_MS = 10_000;

export interface Request {
  userAgent: string;
  method: string;
}

export function looksAutomated(request: Request, sentAt: Date | null, now: Date): boolean {
  if (request.method === 'HEAD') return true;
  if (SCANNERS.test(request.userAgent)) return true;
  if (isbot(request.userAgent) && !/GoogleImageProxy/i.test(request.userAgent)) return true;
  return sentAt !== null && now.getTime() - sentAt.getTime() < SCANNER_WINDOW_MS;
}

export async function recordEvent(
  db: Database,
  delivery: Pick<DeliveryRow, 'id' | 'officeId'>,
  event: { kind: NewsletterEventKind; at: Date; url?: string; linkIndex?: number; automated?: boolean },
): Promise<void> {
  await db
    .insert(newsletterEvents)
    .values({ officeId: delivery.officeId, deliveryId: delivery.id, ...event });
}

/** The open pixel was fetched. Any token not ours is ignored (the pixel answers the same). */
export async function recordOpen(ctx: ServiceContext, token: string, request: Request): Promise<void> {
  const id = deliveryOfToken(ctx.config.jwtSecret, token);
  if (!id) return;
  const [delivery] = await ctx.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.id, id));
  if (!delivery) return;
  const now = ctx.clock.now();
  await recordEvent(ctx.db, delivery, {
    kind: 'open',
    at: now,
    automated: looksAutomated(request, delivery.sentAt, now),
  });
}

/**
 * A click redirect: where link `index` of the message's campaign leads, recorded as a click. 404 for
 * a token we did not sign or an index the campaign does not have: the address comes from the
 * campaign, never from the link, so no link can redirect anywhere else.
 */
export async function recordClick(
  ctx: ServiceContext,
  token: string,
  index: number,
  request: Request,
): Promise<string> {
  const delivery = await deliveryByToken(ctx, token);
  const [campaign] = await ctx.db
    .select({ links: newsletterCampaigns.links })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, delivery.campaignId));
  const url = campaign?.links[index];
  if (!url) throw new AppError('NOT_FOUND');
  const now = ctx.clock.now();
  await recordEvent(ctx.db, delivery, {
    kind: 'click',
    at: now,
    url,
    linkIndex: index,
    automated: looksAutomated(request, delivery.sentAt, now),
  });
  return url;
}
