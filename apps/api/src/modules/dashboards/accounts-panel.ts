import { OFFICE_ROLE_KEYS } from '@gaceta/shared/accounts/roles';
import type { AccountsPanel } from '@gaceta/shared/statistics/dashboards';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { users } from '../../db/schema';

/**
 * The user account manager's panel (decision 060): how many users are active, who was invited and
 * has not chosen a password yet, and which roles nobody who can sign in holds (an active user with a
 * password: a firm whose only publish reviewer has not accepted the invitation publishes nothing).
 */
export async function accountsPanel(ctx: ServiceContext, officeId: string): Promise<AccountsPanel> {
  const [counts] = await ctx.db
    .select({
      active: sql<number>`count(*) filter (where ${users.active})::int`,
      inactive: sql<number>`count(*) filter (where not ${users.active})::int`,
    })
    .from(users)
    .where(eq(users.officeId, officeId));
  const heldRoles = await ctx.db
    .selectDistinct({ role: sql<string>`unnest(${users.roles})` })
    .from(users)
    .where(and(eq(users.officeId, officeId), eq(users.active, true), isNotNull(users.passwordHash)));
  const invited = await ctx.db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      invitedAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.officeId, officeId), isNull(users.passwordHash)))
    .orderBy(asc(users.createdAt), asc(users.id));
  const held = new Set(heldRoles.map(({ role }) => role));
  return {
    users: { active: counts?.active ?? 0, inactive: counts?.inactive ?? 0 },
    pending_invitations: invited.map(({ invitedAt, ...user }) => ({
      ...user,
      invited_at: invitedAt.toISOString(),
    })),
    roles_without_anyone: OFFICE_ROLE_KEYS.filter((role) => !held.has(role)),
  };
}
