import { OFFICE_ROLE_KEYS } from '@gaceta/shared/accounts/roles';
import {
  OFFICE_LOOKUP_MIN_CHARS,
  type PublicOfficeName,
  type SignupRequest,
  type SignupRequestInput,
  type SignupStatus,
} from '@gaceta/shared/accounts/signup';
import type { User } from '@gaceta/shared/accounts/users';
import { AREA_TIME_ZONES, DEFAULT_AREA } from '@gaceta/shared/areas';
import type { One } from '@gaceta/shared/common';
import type { Locale } from '@gaceta/shared/locales';
import type { Done } from '@gaceta/shared/messages';
import { MESSAGES } from '@gaceta/shared/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import { responsibleUserId, type ServiceContext, withTransaction } from '../../context';
import type { Database } from '../../db/client';
import { offices, signupRequests, users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password-hash';
import { sendEmail } from '../../queue/definitions/send-email';
import { requireAdmin } from '../access/guards';
import { enforceRateLimits, type RateLimitRule } from '../access/rate-limit';
import { recordAudit } from '../audit/audit.service';
import { normalizeEmail } from '../auth/auth.service';
import { findOffice, findOfficeNames } from '../offices/offices.service';
import { assertSubjectsExist, subscribeOffice } from '../subjects/subjects.service';
import { insertOfficeUser, toUser } from '../users/users.service';

type SignupRow = typeof signupRequests.$inferSelect;

const ONE_HOUR = 60 * 60 * 1000;
/** Requests from one address: enough for a household or an office, not for a bot. */
export const SIGNUP_IP_LIMIT: RateLimitRule = { limit: 5, windowMs: ONE_HOUR };
/** Lookups as someone types an office name, and in a day: enough to find one's office, not to list them all. */
export const OFFICE_LOOKUP_LIMITS = {
  perMinute: { limit: 20, windowMs: 60 * 1000 },
  perDay: { limit: 200, windowMs: 24 * ONE_HOUR },
} satisfies Record<string, RateLimitRule>;
/** The newest requests shown to admins; older ones stay stored. */
const LIST_LIMIT = 200;

function toSignupRequest(row: SignupRow): SignupRequest {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    id_number: row.idNumber,
    country: row.country,
    phone: row.phone,
    city: row.city,
    zip_code: row.zipCode,
    email: row.email,
    subject_ids: row.subjectIds,
    office_id: row.officeId,
    office_name: row.officeName,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

const signupExists = () => fieldError('CONFLICT', 'email', MESSAGES.emailTakenBySignup.id);

/**
 * Stores a pending request with the password already hashed. A filled honeypot gets the same
 * answer and stores nothing, so a bot learns nothing.
 */
export async function submitSignupRequest(
  ctx: ServiceContext,
  input: SignupRequestInput & { ip: string; locale: Locale },
): Promise<Done> {
  await enforceRateLimits(ctx.db, ctx.clock, [{ key: `signup:ip:${input.ip}`, rule: SIGNUP_IP_LIMIT }]);
  if (input.website) {
    ctx.logger.info({ ip: input.ip }, 'signup request with a filled honeypot ignored');
    return MESSAGES.doneSignupReceived;
  }
  const email = normalizeEmail(input.email);
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (user) throw signupExists();
  await assertSubjectsExist(ctx.db, input.subject_ids);
  const officeId = input.existing_office ? await officeNamed(ctx.db, input.office_name) : null;
  const now = ctx.clock.now();
  const [stored] = await ctx.db
    .insert(signupRequests)
    .values({
      firstName: input.first_name,
      lastName: input.last_name,
      idNumber: input.id_number,
      country: input.country,
      phone: input.phone,
      city: input.city,
      zipCode: input.zip_code,
      email,
      passwordHash: await hashPassword(input.password),
      subjectIds: [...new Set(input.subject_ids)],
      officeId,
      officeName: officeId ? null : input.office_name,
      locale: input.locale,
      termsAcceptedAt: now,
      createdAt: now,
    })
    // The partial unique index keeps one pending request per email, also under concurrent posts.
    .onConflictDoNothing()
    .returning({ id: signupRequests.id });
  if (!stored) throw signupExists();
  return MESSAGES.doneSignupReceived;
}

/** The office a request joins, by the exact name the lookup showed (letter case aside). */
async function officeNamed(db: Database, name: string): Promise<string> {
  const found = await db
    .select({ id: offices.id })
    .from(offices)
    .where(sql`lower(${offices.name}) = lower(${name})`)
    .limit(2);
  if (found.length > 1) throw fieldError('VALIDATION_FAILED', 'office_name', MESSAGES.officeNameShared.id);
  const [office] = found;
  if (!office) throw fieldError('VALIDATION_FAILED', 'office_name', MESSAGES.officeNotFound.id);
  return office.id;
}

/** The public office picker: distinct names only, and only from OFFICE_LOOKUP_MIN_CHARS typed characters. */
export async function lookupOffices(
  ctx: ServiceContext,
  input: { query: string; ip: string },
): Promise<{ objects: PublicOfficeName[] }> {
  await enforceRateLimits(ctx.db, ctx.clock, [
    { key: `office-lookup:ip:${input.ip}`, rule: OFFICE_LOOKUP_LIMITS.perMinute },
    { key: `office-lookup:ip-day:${input.ip}`, rule: OFFICE_LOOKUP_LIMITS.perDay },
  ]);
  if (input.query.trim().length < OFFICE_LOOKUP_MIN_CHARS) return { objects: [] };
  const names = new Set((await findOfficeNames(ctx.db, input.query.trim())).map((office) => office.name));
  return { objects: [...names].map((name) => ({ name })) };
}

export async function listSignupRequests(
  ctx: ServiceContext,
  status: SignupStatus,
): Promise<{ objects: SignupRequest[] }> {
  requireAdmin(ctx);
  const rows = await ctx.db
    .select()
    .from(signupRequests)
    .where(eq(signupRequests.status, status))
    .orderBy(desc(signupRequests.createdAt), desc(signupRequests.id))
    .limit(LIST_LIMIT);
  return { objects: rows.map(toSignupRequest) };
}

/** The request, locked until the transaction ends; 409 once it has been reviewed. */
async function claimPending(tx: Database, id: string): Promise<SignupRow> {
  const [row] = await tx.select().from(signupRequests).where(eq(signupRequests.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'pending') {
    throw fieldError('CONFLICT', 'status', MESSAGES.signupReviewed.id);
  }
  return row;
}

/** The office the request joins, or a new one named in it. */
async function officeFor(
  tx: Database,
  request: SignupRow,
): Promise<{ id: string; name: string; isNew: boolean }> {
  if (request.officeId) {
    const office = await findOffice(tx, request.officeId);
    return { id: office.id, name: office.name, isNew: false };
  }
  const name = request.officeName ?? `${request.firstName} ${request.lastName}`;
  const [office] = await tx
    .insert(offices)
    .values({ name, tolgeo: DEFAULT_AREA, timeZone: AREA_TIME_ZONES[DEFAULT_AREA] })
    .returning();
  if (!office) throw new Error('office insert returned no row');
  return { id: office.id, name: office.name, isNew: true };
}

/**
 * Creates the user with the password they chose, in a new office (holding all four roles) or in
 * the office they picked (as content generator), subscribes the office to the chosen subjects and
 * sends a welcome email, enqueued with the answer so that both happen or neither does.
 */
export async function approveSignupRequest(ctx: ServiceContext, id: string): Promise<One<User>> {
  requireAdmin(ctx);
  const user = await withTransaction(ctx, async (ctx) => {
    const tx = ctx.db;
    const request = await claimPending(tx, id);
    if (!request.passwordHash) throw new Error(`pending signup request ${id} has no password`);
    const office = await officeFor(tx, request);
    const user = await insertOfficeUser(tx, office.id, {
      email: request.email,
      passwordHash: request.passwordHash,
      firstName: request.firstName,
      lastName: request.lastName,
      roles: office.isNew ? [...OFFICE_ROLE_KEYS] : ['content_genrator'],
      tolgeo: DEFAULT_AREA,
    }).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'CONFLICT' ? signupExists() : error;
    });
    await subscribeOffice(tx, office.id, request.subjectIds);
    await tx
      .update(signupRequests)
      .set({
        status: 'approved',
        officeId: office.id,
        passwordHash: null,
        reviewedAt: ctx.clock.now(),
        reviewedBy: responsibleUserId(ctx),
      })
      .where(and(eq(signupRequests.id, id), eq(signupRequests.status, 'pending')));
    await recordAudit(ctx, {
      action: 'signup.approve',
      targetId: user.id,
      officeId: office.id,
      data: { request_id: id, new_office: office.isNew },
    });
    await ctx.jobs.enqueue(ctx, sendEmail, {
      template: 'signup_welcome',
      to: user.email,
      locale: request.locale,
      firstName: user.firstName,
      officeName: office.name,
      loginLink: `${ctx.config.publicUrl}/login`,
    });
    return user;
  });
  return { object: toUser(user, ctx.storage) };
}

export async function rejectSignupRequest(ctx: ServiceContext, id: string): Promise<Done> {
  requireAdmin(ctx);
  await withTransaction(ctx, async (ctx) => {
    const request = await claimPending(ctx.db, id);
    await ctx.db
      .update(signupRequests)
      .set({
        status: 'rejected',
        passwordHash: null,
        reviewedAt: ctx.clock.now(),
        reviewedBy: responsibleUserId(ctx),
      })
      .where(eq(signupRequests.id, id));
    await recordAudit(ctx, { action: 'signup.reject', targetId: id });
    await ctx.jobs.enqueue(ctx, sendEmail, {
      template: 'signup_rejected',
      to: request.email,
      replyTo: ctx.config.contactEmail,
      locale: request.locale,
      firstName: request.firstName,
    });
  });
  return MESSAGES.doneSignupRejected;
}
