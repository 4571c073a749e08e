// Bounces and complaints: read from delivery-status notifications sent to a message's VERP return
// path (bounces.receiver.ts) or posted by a provider (bounces.routes.ts). A hard bounce or a
// complaint stops every further send to that address; a soft (temporary) bounce is only recorded.
import { and, eq, inArray } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../../context';
import { newsletterDeliveries, newsletterRecipients } from '../../../db/schema';
import { newsletterBounces } from '../../../lib/metrics';
import { recordEvent } from '../tracking/tracking.service';

export interface BounceReport {
  /** The message, by its delivery id (from the VERP address) or its Message-ID (from a provider). */
  deliveryId?: string;
  messageId?: string;
  kind: 'bounce' | 'complaint';
  /** A hard bounce (5.x.x): the address does not take mail. */
  permanent: boolean;
  diagnostic?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What an address of the bounce domain is for: reports about a message, or its recipient's unsubscribe. */
export type BounceDomainMailbox = 'bounce' | 'unsubscribe';

/** A message's address on the bounce domain: its VERP return path, or its RFC 2369 unsubscribe. */
export const bounceDomainAddress = (mailbox: BounceDomainMailbox, deliveryId: string, domain: string) =>
  `${mailbox}+${deliveryId}@${domain}`;

/** The delivery id an address of ours carries (`bounce+<id>@domain`, `unsubscribe+<id>@domain`), or null. */
export function deliveryOfAddress(address: string, mailbox: BounceDomainMailbox): string | null {
  const match = new RegExp(`^${mailbox}\\+([^@]+)@`, 'i').exec(address);
  const id = match?.[1]?.toLowerCase();
  return id && UUID.test(id) ? id : null;
}

/** Records what came back for a message; false when no message of ours matches it. */
export async function recordBounce(ctx: ServiceContext, report: BounceReport): Promise<boolean> {
  const match = report.deliveryId
    ? eq(newsletterDeliveries.id, report.deliveryId)
    : report.messageId
      ? eq(newsletterDeliveries.messageId, report.messageId)
      : undefined;
  if (!match) return false;
  const [delivery] = await ctx.db.select().from(newsletterDeliveries).where(match);
  if (!delivery) return false;
  await withTransaction(ctx, async (ctx) => {
    const now = ctx.clock.now();
    await recordEvent(ctx.db, delivery, {
      kind: report.kind,
      at: now,
      url: report.diagnostic?.slice(0, 500),
    });
    const stops = report.kind === 'complaint' || report.permanent;
    if (!stops) return;
    if (report.kind === 'bounce') {
      await ctx.db
        .update(newsletterDeliveries)
        .set({ status: 'bounced', error: report.diagnostic?.slice(0, 500) ?? null })
        .where(
          and(
            eq(newsletterDeliveries.id, delivery.id),
            inArray(newsletterDeliveries.status, ['sent', 'unknown']),
          ),
        );
    }
    if (!delivery.recipientId) return;
    await ctx.db
      .update(newsletterRecipients)
      .set({ status: report.kind === 'complaint' ? 'complained' : 'bounced' })
      .where(
        and(
          eq(newsletterRecipients.id, delivery.recipientId),
          inArray(newsletterRecipients.status, ['subscribed', 'pending']),
        ),
      );
  });
  ctx.logger.info(
    { deliveryId: delivery.id, kind: report.kind, permanent: report.permanent },
    'newsletter bounce',
  );
  newsletterBounces.inc({
    type: report.kind === 'complaint' ? 'complaint' : report.permanent ? 'hard' : 'soft',
  });
  return true;
}
