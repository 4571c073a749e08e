// Opens and clicks, read from the links of a message: recorded in newsletter_events, those told
// apart as a mail scanner's prefetch marked `automated` so statistics leave them out.
import type { NewsletterEventKind } from '@gaceta/shared/newsletter/campaigns';
import { eq } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { ServiceContext } from '../../../context';
import type { Database } from '../../../db/client';
import { newsletterCampaigns, newsletterDeliveries, newsletterEvents } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { campaignOfToken, deliveryOfToken } from './tracking';

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

type CampaignRow = typeof newsletterCampaigns.$inferSelect;

/** The campaign a campaign's token names (messages sent without per-person tracking), or null. */
async function campaignByToken(ctx: ServiceContext, token: string): Promise<CampaignRow | null> {
  const id = campaignOfToken(ctx.config.jwtSecret, token);
  if (!id) return null;
  const [campaign] = await ctx.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  return campaign ?? null;
}

/**
 * An open or click of a campaign sent without per-person tracking: an anonymous event that names
 * the campaign only (decision 062). A scanner is told apart as for a message, the window counted
 * from the campaign's last message (while it is still sending, every fetch is within it).
 */
async function recordAnonymous(
  ctx: ServiceContext,
  campaign: CampaignRow,
  request: Request,
  event: { kind: 'open' | 'click'; url?: string; linkIndex?: number },
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.insert(newsletterEvents).values({
    officeId: campaign.officeId,
    campaignId: campaign.id,
    ...event,
    at: now,
    automated: looksAutomated(request, campaign.finishedAt ?? now, now),
  });
}

/** The open pixel was fetched. Any token not ours is ignored (the pixel answers the same). */
export async function recordOpen(ctx: ServiceContext, token: string, request: Request): Promise<void> {
  const campaign = await campaignByToken(ctx, token);
  if (campaign) return recordAnonymous(ctx, campaign, request, { kind: 'open' });
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
  const anonymous = await campaignByToken(ctx, token);
  if (anonymous) {
    const url = anonymous.links[index];
    if (!url) throw new AppError('NOT_FOUND');
    await recordAnonymous(ctx, anonymous, request, { kind: 'click', url, linkIndex: index });
    return url;
  }
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
