import type { ServiceContext } from '../../context';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorId: string | null;
  /** `<domain>.<verb>`, e.g. auth.impersonate. */
  action: string;
  targetId?: string | null;
  officeId?: string | null;
  data?: Record<string, unknown>;
}

/** Pass the transaction as `db` when the entry must land with the change it records. */
export async function recordAudit(
  ctx: ServiceContext,
  entry: AuditEntry,
  db: Database = ctx.db,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetId: entry.targetId ?? null,
    officeId: entry.officeId ?? null,
    at: ctx.clock.now(),
    data: entry.data ?? {},
  });
}
