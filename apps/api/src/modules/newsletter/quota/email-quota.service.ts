import type { One } from '@gaceta/shared/common';
import type { Locale } from '@gaceta/shared/locales';
import { fieldMessage, MESSAGES } from '@gaceta/shared/messages';
import type { EmailQuota, PackageRequest, PackageRequestInput } from '@gaceta/shared/newsletter/settings';
import { and, desc, eq } from 'drizzle-orm';
import { responsibleUserId, type ServiceContext, withTransaction } from '../../../context';
import type { Database } from '../../../db/client';
import { emailPackageRequests, emailQuotas, offices } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { requirePermission } from '../../access/guards';
import { recordAudit } from '../../audit/audit.service';

/**
 * An office's email quota as the office sees it, and its requests for more. The provider's admin
 * answers the requests (package-requests.service.ts); campaigns take from the quota with
 * reserveEmails (email-quota.ts).
 */

type RequestRow = typeof emailPackageRequests.$inferSelect;

export function toPackageRequest(row: RequestRow, officeName: string): PackageRequest {
  return {
    id: row.id,
    office_id: row.officeId,
    office_name: officeName,
    package: row.package,
    status: row.status,
    requested_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The requests of `where`, newest first, with their office's name. */
export async function packageRequestsWhere(
  db: Database,
  where: ReturnType<typeof and>,
  limit: number,
): Promise<PackageRequest[]> {
  const rows = await db
    .select({ request: emailPackageRequests, officeName: offices.name })
    .from(emailPackageRequests)
    .innerJoin(offices, eq(offices.id, emailPackageRequests.officeId))
    .where(where)
    .orderBy(desc(emailPackageRequests.createdAt), desc(emailPackageRequests.id))
    .limit(limit);
  return rows.map(({ request, officeName }) => toPackageRequest(request, officeName));
}

/** Contracted and sent; an office without a quota row has none. */
export async function quotaOf(db: Database, officeId: string): Promise<{ contracted: number; sent: number }> {
  const [row] = await db
    .select({ contracted: emailQuotas.contracted, sent: emailQuotas.sent })
    .from(emailQuotas)
    .where(eq(emailQuotas.officeId, officeId));
  return row ?? { contracted: 0, sent: 0 };
}

/** GET /v1/email_quota: contracted, sent, remaining and the requests waiting for an answer. */
export async function getEmailQuota(ctx: ServiceContext): Promise<EmailQuota> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const { contracted, sent } = await quotaOf(ctx.db, officeId);
  const pending = await packageRequestsWhere(
    ctx.db,
    and(eq(emailPackageRequests.officeId, officeId), eq(emailPackageRequests.status, 'pending')),
    10,
  );
  return { contracted, sent, remaining: Math.max(0, contracted - sent), pending_requests: pending };
}

/**
 * POST /v1/email_quota/requests: asks the provider for a package of emails. One request waits at a
 * time per office (a partial unique index holds it under concurrent posts).
 */
export async function requestEmailPackage(
  ctx: ServiceContext,
  input: PackageRequestInput & { locale: Locale },
): Promise<One<PackageRequest>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  return withTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db
      .insert(emailPackageRequests)
      .values({ officeId, package: input.package, locale: input.locale, requestedBy: responsibleUserId(ctx) })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new AppError('EMAIL_PACKAGE_REQUEST_FAILED', {
        package: [fieldMessage(MESSAGES.emailPackagePending.id)],
      });
    }
    await recordAudit(ctx, {
      action: 'newsletter.package_request',
      targetId: row.id,
      officeId,
      data: { package: input.package },
    });
    const [office] = await ctx.db
      .select({ name: offices.name })
      .from(offices)
      .where(eq(offices.id, officeId));
    return { object: toPackageRequest(row, office?.name ?? '') };
  });
}
