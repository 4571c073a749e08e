import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { emailQuotas } from '../../../db/schema';

/**
 * Takes `count` emails from the office's quota, or nothing when fewer remain: one statement that
 * checks and raises `sent`, so two batches sending at once cannot both pass the limit. An office
 * without a quota row has none.
 */
export async function reserveEmails(
  db: Database | Transaction,
  officeId: string,
  count: number,
): Promise<boolean> {
  const reserved = await db
    .update(emailQuotas)
    .set({ sent: sql`${emailQuotas.sent} + ${count}` })
    .where(
      and(
        eq(emailQuotas.officeId, officeId),
        sql`${emailQuotas.sent} + ${count} <= ${emailQuotas.contracted}`,
      ),
    )
    .returning({ officeId: emailQuotas.officeId });
  return reserved.length > 0;
}

/** Gives back emails reserved and not sent (a batch that stopped before sending them). */
export async function releaseEmails(
  db: Database | Transaction,
  officeId: string,
  count: number,
): Promise<void> {
  await db
    .update(emailQuotas)
    .set({ sent: sql`greatest(${emailQuotas.sent} - ${count}, 0)` })
    .where(eq(emailQuotas.officeId, officeId));
}
