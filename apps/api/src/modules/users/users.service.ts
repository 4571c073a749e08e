import type { OfficeRole } from '@gaceta/shared/accounts/roles';
import type { User, UserCreateInput, UserUpdateInput } from '@gaceta/shared/accounts/users';
import type { AreaCode } from '@gaceta/shared/areas';
import type { One, Page } from '@gaceta/shared/common';
import type { Locale } from '@gaceta/shared/locales';
import type { Done } from '@gaceta/shared/messages';
import { MESSAGES } from '@gaceta/shared/messages';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import type { Database } from '../../db/client';
import { containing, offsetOf, type PageRequest, pageOf } from '../../db/lists';
import { offices, users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password-hash';
import type { FileStorage } from '../../lib/storage';
import { sendInvitation } from '../../queue/definitions/send-invitation';
import { requirePermission } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { normalizeEmail } from '../auth/auth.service';
import { deleteImage, imageUrl, storeImage } from '../files/stored-images';

export type UserRow = typeof users.$inferSelect;

const MANAGER_ROLE: OfficeRole = 'user_account_management';

export function toUser(row: UserRow, storage: FileStorage): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    roles: row.roles,
    active: row.active,
    avatar_url: imageUrl(storage, row.avatarKey),
    tolgeo: row.tolgeo as AreaCode,
    office_id: row.officeId,
    invitation_pending: row.passwordHash === null,
    created_at: row.createdAt.toISOString(),
  };
}

function emailTaken(): AppError {
  return fieldError('CONFLICT', 'email', MESSAGES.emailTakenByUser.id);
}

export interface NewOfficeUser {
  email: string;
  /** Null for an invited user, until they choose a password through the emailed link. */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  roles: OfficeRole[];
  tolgeo: AreaCode;
}

/** Adds a user to an office; 409 when the email is taken, also by a concurrent insert. */
export async function insertOfficeUser(
  db: Database,
  officeId: string,
  user: NewOfficeUser,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: normalizeEmail(user.email), kind: 'user', officeId })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw emailTaken();
  return row;
}

/**
 * Invites a user who has no password yet: a job emails them the link to choose one (decision 060).
 * Enqueued in the caller's transaction, so the invitation goes only if the user exists.
 */
export async function enqueueInvitation(ctx: ServiceContext, userId: string, locale: Locale): Promise<void> {
  await ctx.jobs.enqueue(ctx, sendInvitation, { user_id: userId, locale });
}

/**
 * Builds the office user from the form's fields and invites them by email, in the language of
 * whoever adds them: used by POST /v1/users and admins' POST /v1/offices/{id}/users. The user, its
 * audit entry and the invitation are written together.
 */
export async function addUserToOffice(
  ctx: ServiceContext,
  officeId: string,
  input: UserCreateInput & { locale: Locale },
): Promise<One<User>> {
  const row = await withTransaction(ctx, async (ctx) => {
    const row = await insertOfficeUser(ctx.db, officeId, {
      email: input.email,
      passwordHash: null,
      firstName: input.first_name,
      lastName: input.last_name,
      roles: input.roles,
      tolgeo: input.tolgeo,
    });
    await recordAudit(ctx, { action: 'user.create', targetId: row.id, officeId, data: { roles: row.roles } });
    await enqueueInvitation(ctx, row.id, input.locale);
    return row;
  });
  return { object: toUser(row, ctx.storage) };
}

export async function listUsers(
  ctx: ServiceContext,
  query: PageRequest & { search: string | null },
): Promise<Page<User>> {
  const officeId = requirePermission(ctx, 'users.manage');
  const filters: (SQL | undefined)[] = [eq(users.officeId, officeId)];
  if (query.search) {
    const pattern = containing(query.search);
    filters.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    );
  }
  const where = and(...filters);
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(query.per)
    .offset(offsetOf(query));
  const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
  return pageOf(
    rows.map((row) => toUser(row, ctx.storage)),
    total?.n ?? 0,
    query,
  );
}

/** Matches user `id` only inside `officeId`, so no read or write reaches another office's user. */
const inOffice = (officeId: string, id: string) => and(eq(users.id, id), eq(users.officeId, officeId));

/** A user of the caller's office; another office's user is as unknown as a missing one. */
async function findOfficeUser(db: Database, officeId: string, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(inOffice(officeId, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getUser(ctx: ServiceContext, id: string): Promise<One<User>> {
  const officeId = requirePermission(ctx, 'users.manage');
  return { object: toUser(await findOfficeUser(ctx.db, officeId, id), ctx.storage) };
}

export async function createUser(
  ctx: ServiceContext,
  input: UserCreateInput & { locale: Locale },
): Promise<One<User>> {
  return addUserToOffice(ctx, requirePermission(ctx, 'users.manage'), input);
}

/**
 * POST /v1/users/{id}/invitation: emails a new link to a user who has not chosen a password yet
 * (an earlier link may have expired or been lost); 409 once they have one.
 */
export async function resendInvitation(ctx: ServiceContext, id: string, locale: Locale): Promise<Done> {
  const officeId = requirePermission(ctx, 'users.manage');
  await withTransaction(ctx, async (ctx) => {
    const user = await findOfficeUser(ctx.db, officeId, id);
    if (user.passwordHash) throw fieldError('CONFLICT', 'id', MESSAGES.invitationAccepted.id);
    await recordAudit(ctx, { action: 'user.invite', targetId: id, officeId });
    await enqueueInvitation(ctx, id, locale);
  });
  return MESSAGES.doneInvitationSent;
}

/** Serialises changes to one office's users, so two managers cannot both remove "the other" last one. */
async function lockOffice(tx: Database, officeId: string): Promise<void> {
  await tx.select({ id: offices.id }).from(offices).where(eq(offices.id, officeId)).for('update');
}

const isActiveManager = (user: Pick<UserRow, 'active' | 'roles'>) =>
  user.active && user.roles.includes(MANAGER_ROLE);

/**
 * An office keeps at least one active user, and once it has an active user account manager, at
 * least one. `after` is the user as it would be, or null when it is deleted.
 */
async function guardLastActive(
  tx: Database,
  before: UserRow,
  after: Pick<UserRow, 'active' | 'roles'> | null,
): Promise<void> {
  const officeId = before.officeId ?? '';
  const others = and(eq(users.officeId, officeId), ne(users.id, before.id), eq(users.active, true));
  if (before.active && !after?.active) {
    const [active] = await tx.select({ n: count() }).from(users).where(others);
    if (!active?.n) throw new AppError('LAST_ACTIVE_USER');
  }
  if (isActiveManager(before) && !(after && isActiveManager(after))) {
    const [managers] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(others, sql`${MANAGER_ROLE} = any(${users.roles})`));
    if (!managers?.n) throw new AppError('LAST_ACTIVE_USER');
  }
}

const sameRoles = (a: readonly OfficeRole[], b: readonly OfficeRole[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

export async function updateUser(
  ctx: ServiceContext,
  id: string,
  input: UserUpdateInput,
): Promise<One<User>> {
  const officeId = requirePermission(ctx, 'users.manage');
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const row = await withTransaction(ctx, async (ctx) => {
    const tx = ctx.db;
    await lockOffice(tx, officeId);
    const before = await findOfficeUser(tx, officeId, id);
    const roles = input.roles ? [...new Set(input.roles)] : before.roles;
    const active = input.active ?? before.active;
    await guardLastActive(tx, before, { active, roles });
    if (email && email !== before.email) {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken) throw emailTaken();
    }
    // Sessions end when what the token vouches for changes: the email, roles, being active, the password.
    const endSessions =
      (email !== undefined && email !== before.email) ||
      !sameRoles(roles, before.roles) ||
      active !== before.active ||
      passwordHash !== undefined;
    const [updated] = await tx
      .update(users)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        email,
        passwordHash,
        roles,
        tolgeo: input.tolgeo,
        active,
        tokenVersion: endSessions ? sql`${users.tokenVersion} + 1` : undefined,
      })
      .where(inOffice(officeId, id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    await recordAudit(ctx, {
      action: 'user.update',
      targetId: id,
      officeId,
      data: {
        fields: Object.keys(input).filter((field) => field !== 'password_confirmation'),
        ...(!sameRoles(roles, before.roles) && { roles }),
        ...(active !== before.active && { active }),
      },
    });
    return updated;
  });
  return { object: toUser(row, ctx.storage) };
}

export async function setAvatar(ctx: ServiceContext, id: string, bytes: Uint8Array): Promise<One<User>> {
  const officeId = requirePermission(ctx, 'users.manage');
  const before = await findOfficeUser(ctx.db, officeId, id);
  const folder = await storeImage(ctx, 'avatar', id, bytes);
  const [row] = await ctx.db
    .update(users)
    .set({ avatarKey: folder })
    .where(inOffice(officeId, id))
    .returning();
  if (!row) {
    await deleteImage(ctx, 'avatar', folder);
    throw new AppError('NOT_FOUND');
  }
  await deleteImage(ctx, 'avatar', before.avatarKey);
  return { object: toUser(row, ctx.storage) };
}

export async function deleteUser(ctx: ServiceContext, id: string): Promise<Done> {
  const officeId = requirePermission(ctx, 'users.manage');
  const deleted = await withTransaction(ctx, async (ctx) => {
    const tx = ctx.db;
    await lockOffice(tx, officeId);
    const before = await findOfficeUser(tx, officeId, id);
    await guardLastActive(tx, before, null);
    // Recorded first: a user may delete their own account, and the entry must name an existing actor.
    await recordAudit(ctx, { action: 'user.delete', targetId: id, officeId, data: { email: before.email } });
    await tx.delete(users).where(inOffice(officeId, id));
    return before;
  });
  await deleteImage(ctx, 'avatar', deleted.avatarKey);
  return MESSAGES.doneUserDeleted;
}
