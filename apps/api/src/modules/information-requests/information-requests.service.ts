import type { InformationRequest, InformationRequestInput } from '@gaceta/shared/accounts/signup';
import { DEFAULT_LOCALE } from '@gaceta/shared/locales';
import type { Done } from '@gaceta/shared/messages';
import { MESSAGES } from '@gaceta/shared/messages';
import { desc } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import { informationRequests } from '../../db/schema';
import { sendEmail } from '../../queue/definitions/send-email';
import { requireAdmin } from '../access/guards';
import { enforceRateLimits, type RateLimitRule } from '../access/rate-limit';
import { normalizeEmail } from '../auth/auth.service';

export const INFORMATION_IP_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60 * 1000 };
/** The newest requests shown to admins; older ones stay stored. */
const LIST_LIMIT = 200;

type InformationRow = typeof informationRequests.$inferSelect;

function toInformationRequest(row: InformationRow): InformationRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    office: row.office,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

/** Stores the request and emails it to the provider (a job); a filled honeypot is thanked and dropped. */
export async function submitInformationRequest(
  ctx: ServiceContext,
  input: InformationRequestInput & { ip: string },
): Promise<Done> {
  await enforceRateLimits(ctx.db, ctx.clock, [
    { key: `information:ip:${input.ip}`, rule: INFORMATION_IP_LIMIT },
  ]);
  if (input.website) {
    ctx.logger.info({ ip: input.ip }, 'information request with a filled honeypot ignored');
    return MESSAGES.doneInformationReceived;
  }
  await withTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db
      .insert(informationRequests)
      .values({
        name: input.name,
        email: normalizeEmail(input.email),
        phone: input.phone,
        office: input.office,
        message: input.message,
        createdAt: ctx.clock.now(),
      })
      .returning();
    if (!row) throw new Error('information request insert returned no row');
    await ctx.jobs.enqueue(ctx, sendEmail, {
      template: 'information_request',
      to: ctx.config.contactEmail,
      replyTo: row.email,
      // The provider's staff read Spanish, the product's first language.
      locale: DEFAULT_LOCALE,
      request: row,
    });
  });
  return MESSAGES.doneInformationReceived;
}

export async function listInformationRequests(
  ctx: ServiceContext,
): Promise<{ objects: InformationRequest[] }> {
  requireAdmin(ctx);
  const rows = await ctx.db
    .select()
    .from(informationRequests)
    .orderBy(desc(informationRequests.createdAt), desc(informationRequests.id))
    .limit(LIST_LIMIT);
  return { objects: rows.map(toInformationRequest) };
}
