import type { TokenClaims } from '@gaceta/shared/accounts/auth';
import type { Done } from '@gaceta/shared/messages';
import { MESSAGES } from '@gaceta/shared/messages';
import { and, eq, lte, notExists, sql } from 'drizzle-orm';
import { type AuthUser, currentUser, type ServiceContext } from '../../context';
import { revokedTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';

/** Signs out the token of this request: it stays on the deny-list until it would have expired. */
export async function signOut(ctx: ServiceContext): Promise<Done> {
  const { token } = currentUser(ctx);
  await ctx.db
    .insert(revokedTokens)
    .values({ jti: token.id, expiresAt: token.expiresAt })
    .onConflictDoNothing({ target: revokedTokens.jti });
  return MESSAGES.doneSignedOut;
}

/**
 * Ends every session of the signed-in user, on every device, by bumping their token version.
 * Not for an admin acting as the user: that would sign the office user out behind their back.
 */
export async function signOutEverywhere(ctx: ServiceContext): Promise<Done> {
  const user = currentUser(ctx);
  if (user.impersonatedBy) throw new AppError('FORBIDDEN');
  await ctx.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, user.id));
  await recordAudit(ctx, {
    actorId: user.id,
    action: 'auth.sign_out_everywhere',
    targetId: user.id,
    officeId: user.officeId,
  });
  return MESSAGES.doneSignedOutEverywhere;
}

/** A token past its expiry is refused anyway, so its deny-list entry can go; returns how many went. */
export async function purgeExpiredRevokedTokens(ctx: ServiceContext): Promise<number> {
  const deleted = await ctx.db
    .delete(revokedTokens)
    .where(lte(revokedTokens.expiresAt, ctx.clock.now()))
    .returning({ jti: revokedTokens.jti });
  return deleted.length;
}

/**
 * The user a verified token speaks for, or null when the token was signed out, the user (or the
 * impersonating admin) is no longer active, or the token's version is stale.
 */
export async function findActiveTokenUser(
  ctx: ServiceContext,
  claims: TokenClaims,
): Promise<AuthUser | null> {
  // One query on every request: the user, unless the token is on the deny-list.
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, claims.sub),
        notExists(ctx.db.select().from(revokedTokens).where(eq(revokedTokens.jti, claims.jti))),
      ),
    );
  if (!user?.active || user.tokenVersion !== claims.ver) return null;
  let impersonatedBy: AuthUser['impersonatedBy'] = null;
  if (claims.act) {
    const [admin] = await ctx.db.select().from(users).where(eq(users.id, claims.act.sub));
    if (!admin?.active || admin.kind !== 'admin') return null;
    impersonatedBy = { id: admin.id, email: admin.email };
  }
  return {
    id: user.id,
    email: user.email,
    kind: user.kind,
    roles: user.roles,
    officeId: user.officeId,
    tolgeo: user.tolgeo,
    impersonatedBy,
    token: { id: claims.jti, expiresAt: new Date(claims.exp * 1000) },
  };
}
