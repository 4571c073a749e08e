import { type Actor, responsibleUserId, type ServiceContext } from '../../context';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  /** `<domain>.<verb>`, e.g. auth.impersonate. */
  action: string;
  targetId?: string | null;
  officeId?: string | null;
  data?: Record<string, unknown>;
  /**
   * Who did it, when the context cannot say: nobody is signed in but the user is known (a reset
   * link's owner). Otherwise it comes from the context's actor.
   */
  actorId?: string;
}

/** What the actor adds to an entry's data: the impersonated user, or the job. */
function actorData(actor: Actor | null): Record<string, unknown> {
  if (actor?.type === 'job') return { job: actor.job };
  if (actor?.user.impersonatedBy) return { acting_as: actor.user.id };
  return {};
}

/**
 * Writes through the context's handle, so inside withTransaction the entry lands (or not) with the
 * change it records.
 */
export async function recordAudit(ctx: ServiceContext, entry: AuditEntry): Promise<void> {
  await ctx.db.insert(auditLog).values({
    actorId: entry.actorId ?? responsibleUserId(ctx),
    action: entry.action,
    targetId: entry.targetId ?? null,
    officeId: entry.officeId ?? null,
    at: ctx.clock.now(),
    data: { ...actorData(ctx.actor), ...entry.data },
  });
}
