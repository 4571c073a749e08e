import type { One } from '@gaceta/shared/common';
import { MESSAGES } from '@gaceta/shared/messages';
import type { PackageRequestStatus } from '@gaceta/shared/newsletter';
import type { PackageRequest } from '@gaceta/shared/newsletter/settings';
import { eq, sql } from 'drizzle-orm';
import { responsibleUserId, type ServiceContext, withTransaction } from '../../../context';
import type { Database } from '../../../db/client';
import { emailPackageRequests, emailQuotas, users } from '../../../db/schema';
import { AppError, fieldError } from '../../../lib/app-error';
import { sendEmail } from '../../../queue/definitions/send-email';
import { requireAdmin } from '../../access/guards';
import { recordAudit } from '../../audit/audit.service';
import { findOffice } from '../../offices/offices.service';
import { packageRequestsWhere, quotaOf, toPackageRequest } from './email-quota.service';

/**
 * The provider's admin answers the offices' requests for more emails. Approving raises the
 * office's contracted emails in the same transaction as the answer, and the office hears of
 * either answer by email (a job enqueued with it, decision 023).
 */

type RequestRow = typeof emailPackageRequests.$inferSelect;

/** The newest requests shown; older ones stay stored. */
const LIST_LIMIT = 200;

/** GET /v1/email_package_requests: every office's requests in one status, newest first. */
export async function listPackageRequests(
  ctx: ServiceContext,
  status: PackageRequestStatus,
): Promise<{ objects: PackageRequest[] }> {
  requireAdmin(ctx);
  return { objects: await packageRequestsWhere(ctx.db, eq(emailPackageRequests.status, status), LIST_LIMIT) };
}

/** The request, locked until the transaction ends; 409 once it has been answered. */
async function claimPending(tx: Database, id: string): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(emailPackageRequests)
    .where(eq(emailPackageRequests.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'pending') throw fieldError('CONFLICT', 'status', MESSAGES.emailPackageReviewed.id);
  return row;
}

/** Who hears the answer: the person who asked, else the office's general address. */
async function answerRecipient(
  tx: Database,
  request: RequestRow,
  officeEmail: string | null,
): Promise<{ to: string; firstName: string } | null> {
  if (request.requestedBy) {
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName, active: users.active })
      .from(users)
      .where(eq(users.id, request.requestedBy));
    if (user?.active) return { to: user.email, firstName: user.firstName };
  }
  return officeEmail ? { to: officeEmail, firstName: '' } : null;
}

async function answer(
  ctx: ServiceContext,
  id: string,
  status: 'approved' | 'rejected',
): Promise<One<PackageRequest>> {
  requireAdmin(ctx);
  return withTransaction(ctx, async (ctx) => {
    const request = await claimPending(ctx.db, id);
    const [decided] = await ctx.db
      .update(emailPackageRequests)
      .set({ status, decidedBy: responsibleUserId(ctx), decidedAt: ctx.clock.now() })
      .where(eq(emailPackageRequests.id, id))
      .returning();
    if (!decided) throw new Error('package request update returned no row');
    if (status === 'approved') {
      await ctx.db
        .insert(emailQuotas)
        .values({ officeId: request.officeId, contracted: request.package })
        .onConflictDoUpdate({
          target: emailQuotas.officeId,
          set: { contracted: sql`${emailQuotas.contracted} + ${request.package}`, updatedAt: sql`now()` },
        });
    }
    const quota = await quotaOf(ctx.db, request.officeId);
    await recordAudit(ctx, {
      action: status === 'approved' ? 'newsletter.package_approve' : 'newsletter.package_reject',
      targetId: id,
      officeId: request.officeId,
      data: { package: request.package, contracted: quota.contracted },
    });
    const office = await findOffice(ctx.db, request.officeId);
    const recipient = await answerRecipient(ctx.db, request, office.email);
    if (recipient) {
      await ctx.jobs.enqueue(ctx, sendEmail, {
        template: status === 'approved' ? 'email_package_approved' : 'email_package_rejected',
        ...recipient,
        replyTo: ctx.config.contactEmail,
        locale: request.locale,
        officeName: office.name,
        package: request.package,
        contracted: quota.contracted,
        remaining: Math.max(0, quota.contracted - quota.sent),
      });
    } else {
      ctx.logger.warn({ requestId: id }, 'package request answered with nobody to tell');
    }
    return { object: toPackageRequest(decided, office.name) };
  });
}

/** POST /v1/email_package_requests/{id}/approve: raises the office's contracted emails by the package. */
export const approvePackageRequest = (ctx: ServiceContext, id: string) => answer(ctx, id, 'approved');

/** POST /v1/email_package_requests/{id}/reject. */
export const rejectPackageRequest = (ctx: ServiceContext, id: string) => answer(ctx, id, 'rejected');
