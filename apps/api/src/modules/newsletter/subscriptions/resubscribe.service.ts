// Subscribing again from a message's link, for a person who unsubscribed by mistake: the same
// signed token as the unsubscribe link, good for RESUBSCRIBE_WINDOW_DAYS after unsubscribing.
import { RESUBSCRIBE_WINDOW_DAYS, type Resubscription } from '@gaceta/shared/newsletter/links';
import { and, eq, gte } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../../context';
import { newsletterRecipients } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/audit.service';
import { deliveryByToken } from '../tracking/tracking.service';

const WINDOW_MS = RESUBSCRIBE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

type RecipientRow = typeof newsletterRecipients.$inferSelect;

/** Whether a message's link still subscribes this recipient again at `now`. */
export function canResubscribe(
  recipient: Pick<RecipientRow, 'status' | 'unsubscribedAt'>,
  now: Date,
): boolean {
  return (
    recipient.status === 'unsubscribed' &&
    recipient.unsubscribedAt !== null &&
    now.getTime() - recipient.unsubscribedAt.getTime() <= WINDOW_MS
  );
}

/**
 * The recipient of the message `token` names is subscribed again, with the subjects it followed
 * (unsubscribing keeps them), within RESUBSCRIBE_WINDOW_DAYS of unsubscribing; audited as
 * `newsletter_recipient.resubscribe`. Idempotent: a recipient already subscribed is answered as it
 * is. 404 for a token we did not sign or a recipient erased since; RESUBSCRIBE_EXPIRED after the
 * window; RESUBSCRIBE_UNAVAILABLE for an address that bounced, complained, awaits confirmation or
 * has no date of unsubscribing: only a new confirmed subscription brings those back.
 */
export async function resubscribeByToken(
  ctx: ServiceContext,
  token: string | undefined,
): Promise<Resubscription> {
  const delivery = await deliveryByToken(ctx, token);
  const recipientId = delivery.recipientId;
  if (!recipientId) throw new AppError('NOT_FOUND');
  const mine = and(
    eq(newsletterRecipients.id, recipientId),
    eq(newsletterRecipients.officeId, delivery.officeId),
  );
  return withTransaction(ctx, async (ctx) => {
    const now = ctx.clock.now();
    const [again] = await ctx.db
      .update(newsletterRecipients)
      .set({ status: 'subscribed', unsubscribedAt: null })
      .where(
        and(
          mine,
          eq(newsletterRecipients.status, 'unsubscribed'),
          gte(newsletterRecipients.unsubscribedAt, new Date(now.getTime() - WINDOW_MS)),
        ),
      )
      .returning();
    if (again) {
      await recordAudit(ctx, {
        action: 'newsletter_recipient.resubscribe',
        targetId: again.id,
        officeId: again.officeId,
        data: { delivery_id: delivery.id },
      });
      return { status: 'subscribed', subject_ids: again.subjectIds };
    }
    const [recipient] = await ctx.db.select().from(newsletterRecipients).where(mine);
    if (!recipient) throw new AppError('NOT_FOUND');
    if (recipient.status === 'subscribed') return { status: 'subscribed', subject_ids: recipient.subjectIds };
    if (recipient.status === 'unsubscribed' && recipient.unsubscribedAt)
      throw new AppError('RESUBSCRIBE_EXPIRED');
    throw new AppError('RESUBSCRIBE_UNAVAILABLE');
  });
}
