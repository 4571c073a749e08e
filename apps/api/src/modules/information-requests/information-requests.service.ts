import type {
  InformationRequest,
  InformationRequestInput,
  InformationRequestUpdate,
} from '@gaceta/shared/accounts/signup';
import type { One } from '@gaceta/shared/common';
import { DEFAULT_LOCALE } from '@gaceta/shared/locales';
import type { Done } from '@gaceta/shared/messages';
import { MESSAGES } from '@gaceta/shared/messages';
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { responsibleUserId, type ServiceContext, withTransaction } from '../../context';
import { informationRequests, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sendEmail } from '../../queue/definitions/send-email';
import { requireAdmin } from '../access/guards';
import { enforceRateLimits, type RateLimitRule } from '../access/rate-limit';
import { recordAudit } from '../audit/audit.service';
import { normalizeEmail } from '../auth/auth.service';

export const INFORMATION_IP_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60 * 1000 };
/** The newest requests shown to admins; older ones stay stored. */
const LIST_LIMIT = 200;

type InformationRow = typeof informationRequests.$inferSelect;
type Answerer = { id: string; firstName: string; lastName: string; email: string } | null;

function toInformationRequest(row: InformationRow, answerer: Answerer): InformationRequest {
  const name = answerer && `${answerer.firstName} ${answerer.lastName}`.trim();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    office: row.office,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    answered_by: answerer && { id: answerer.id, name: name || answerer.email },
  };
}

/** The requests with whoever marked them answered, newest first. */
function selectWithAnswerer(ctx: ServiceContext, where: SQL | undefined) {
  return ctx.db
    .select({
      request: informationRequests,
      answerer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(informationRequests)
    .leftJoin(users, eq(users.id, informationRequests.answeredBy))
    .where(where)
    .orderBy(desc(informationRequests.createdAt), desc(informationRequests.id));
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
  query: { answered?: boolean },
): Promise<{ objects: InformationRequest[] }> {
  requireAdmin(ctx);
  const answered =
    query.answered === undefined
      ? undefined
      : query.answered
        ? isNotNull(informationRequests.answeredAt)
        : isNull(informationRequests.answeredAt);
  const rows = await selectWithAnswerer(ctx, answered).limit(LIST_LIMIT);
  return { objects: rows.map(({ request, answerer }) => toInformationRequest(request, answerer)) };
}

/**
 * PATCH /v1/information_requests/{id}: marks the request answered by the caller now, or waiting
 * again; marking an answered one answered again keeps who answered it first. Audited.
 */
export async function updateInformationRequest(
  ctx: ServiceContext,
  id: string,
  input: InformationRequestUpdate,
): Promise<One<InformationRequest>> {
  requireAdmin(ctx);
  await withTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db
      .update(informationRequests)
      .set(
        input.answered
          ? { answeredAt: ctx.clock.now(), answeredBy: responsibleUserId(ctx) }
          : { answeredAt: null, answeredBy: null },
      )
      .where(
        and(
          eq(informationRequests.id, id),
          input.answered ? isNull(informationRequests.answeredAt) : undefined,
        ),
      )
      .returning({ id: informationRequests.id });
    if (row) {
      await recordAudit(ctx, {
        action: input.answered ? 'information_request.answer' : 'information_request.reopen',
        targetId: id,
      });
    }
  });
  const [found] = await selectWithAnswerer(ctx, eq(informationRequests.id, id));
  if (!found) throw new AppError('NOT_FOUND');
  return { object: toInformationRequest(found.request, found.answerer) };
}
