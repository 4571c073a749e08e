// A campaign's test message: the office's own reading of the email as it goes out, in its mailbox.
// It is no delivery: it takes nothing from the quota, has no row the statistics count, and carries
// no pixel, no click redirects and no unsubscribe token.
import { type Done, MESSAGES } from '@gaceta/shared/messages';
import type { TestSendInput } from '@gaceta/shared/newsletter/campaigns';
import { and, eq, isNotNull } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../../context';
import { newsletterSenders } from '../../../db/schema';
import { fieldError } from '../../../lib/app-error';
import { newsletterTestMessage } from '../../../queue/definitions/newsletter-test-message';
import { requirePermission } from '../../access/guards';
import { enforceRateLimits, type RateLimitRule } from '../../access/rate-limit';
import { recordAudit } from '../../audit/audit.service';
import { normalizeEmail } from '../../auth/auth.service';
import { campaignAddresses } from '../senders/senders.service';
import { campaignContent, renderDigest } from './campaigns.content';
import { findCampaign } from './campaigns.service';

/** Test messages an office may send in an hour: enough to try a subject several times, not to use it as a relay. */
export const TEST_MESSAGES: RateLimitRule = { limit: 20, windowMs: 60 * 60 * 1000 };

/**
 * Where a test may go: the caller's own address (the admin's too, when an admin acts as the user)
 * or a verified sender of the office, addresses the office reads. Never a recipient's.
 */
async function mayReceiveTest(ctx: ServiceContext, officeId: string, to: string): Promise<boolean> {
  const user = ctx.actor?.type === 'user' ? ctx.actor.user : null;
  const own = [user?.email, user?.impersonatedBy?.email].flatMap((email) =>
    email ? [normalizeEmail(email)] : [],
  );
  if (own.includes(to)) return true;
  const [sender] = await ctx.db
    .select({ id: newsletterSenders.id })
    .from(newsletterSenders)
    .where(
      and(
        eq(newsletterSenders.officeId, officeId),
        eq(newsletterSenders.email, to),
        isNotNull(newsletterSenders.verifiedAt),
      ),
    );
  return sender !== undefined;
}

/**
 * POST /v1/newsletter/campaigns/{id}/test: the campaign's message as a recipient of every item gets
 * it, in the office's language, from its sender, its subject marked as a test ("[Prueba] …"). It
 * is rendered now and sent by a job (so a draft deleted meanwhile still has its test sent).
 */
export async function sendTestMessage(ctx: ServiceContext, id: string, input: TestSendInput): Promise<Done> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const campaign = await findCampaign(ctx.db, officeId, id);
  const to = normalizeEmail(input.to);
  if (!(await mayReceiveTest(ctx, officeId, to))) {
    throw fieldError('VALIDATION_FAILED', 'to', MESSAGES.testAddressNotAllowed.id);
  }
  await enforceRateLimits(ctx.db, ctx.clock, [{ key: `newsletter-test:${officeId}`, rule: TEST_MESSAGES }]);
  const content = await campaignContent(ctx, campaign);
  const { subject, html, text } = await renderDigest(ctx, content, campaign.newsIds, null, null, {
    test: true,
  });
  const { from, replyTo } = await campaignAddresses(ctx, campaign.senderId, content.office.name);
  await withTransaction(ctx, async (ctx) => {
    await ctx.jobs.enqueue(ctx, newsletterTestMessage, {
      office_id: officeId,
      campaign_id: campaign.id,
      to,
      from,
      reply_to: replyTo,
      subject,
      html,
      text,
    });
    await recordAudit(ctx, {
      action: 'newsletter_campaign.test',
      targetId: campaign.id,
      officeId,
      data: { to },
    });
  });
  return MESSAGES.doneTestQueued;
}
