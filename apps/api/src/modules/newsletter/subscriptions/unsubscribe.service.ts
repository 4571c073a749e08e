// Unsubscribing from a message: RFC 8058's one-click POST (mail clients send it without the person
// seeing a page), the confirm page's form and an email to the message's RFC 2369 address
// (bounces.receiver.ts) do the same thing, without sign-in.
import { and, eq, inArray } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../../context';
import { newsletterDeliveries, newsletterRecipients } from '../../../db/schema';
import { type DeliveryRow, deliveryByToken, recordEvent } from '../tracking/tracking.service';

/**
 * The message's recipient stops receiving the office's newsletter, at once (only the message's
 * link within 30 days, resubscribe.service.ts, or a new confirmed subscription brings them back).
 * Idempotent: a second POST changes nothing.
 * 404 for a token we did not sign.
 */
export async function unsubscribeByToken(ctx: ServiceContext, token: string | undefined): Promise<void> {
  await unsubscribeRecipientOf(ctx, await deliveryByToken(ctx, token));
}

/** The same for the message an unsubscribe email names by its delivery id; an unknown id changes nothing. */
export async function unsubscribeByDeliveryId(ctx: ServiceContext, deliveryId: string): Promise<void> {
  const [delivery] = await ctx.db
    .select()
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.id, deliveryId));
  if (delivery) await unsubscribeRecipientOf(ctx, delivery);
}

async function unsubscribeRecipientOf(ctx: ServiceContext, delivery: DeliveryRow): Promise<void> {
  if (!delivery.recipientId) return; // erased on request: nothing of it is left to stop
  const recipientId = delivery.recipientId;
  await withTransaction(ctx, async (ctx) => {
    const now = ctx.clock.now();
    const stopped = await ctx.db
      .update(newsletterRecipients)
      .set({ status: 'unsubscribed', unsubscribedAt: now })
      .where(
        and(
          eq(newsletterRecipients.id, recipientId),
          inArray(newsletterRecipients.status, ['subscribed', 'pending']),
        ),
      )
      .returning({ id: newsletterRecipients.id });
    if (stopped.length === 0) return;
    await ctx.db
      .update(newsletterDeliveries)
      .set({ status: 'unsubscribed' })
      .where(and(eq(newsletterDeliveries.id, delivery.id), eq(newsletterDeliveries.status, 'sent')));
    await recordEvent(ctx.db, delivery, { kind: 'unsubscribe', at: now });
  });
}
