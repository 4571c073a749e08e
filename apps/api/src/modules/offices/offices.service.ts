import type {
  Office,
  OfficeCreateInput,
  OfficeName,
  OfficeSettingsInput,
} from '@gaceta/shared/accounts/offices';
import { OFFICE_ROLE_KEYS } from '@gaceta/shared/accounts/roles';
import type { User, UserCreateInput } from '@gaceta/shared/accounts/users';
import { AREA_TIME_ZONES, type AreaCode } from '@gaceta/shared/areas';
import type { One, Page } from '@gaceta/shared/common';
import type { Locale } from '@gaceta/shared/locales';
import { MESSAGES } from '@gaceta/shared/messages';
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import type { Database } from '../../db/client';
import { containing, offsetOf, type PageRequest, pageOf } from '../../db/lists';
import { offices, users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import { requireAdmin } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { imageUrl } from '../files/stored-images';
import { addUserToOffice, enqueueInvitation, insertOfficeUser, toUser } from '../users/users.service';

export type OfficeRow = typeof offices.$inferSelect;

const AUTOCOMPLETE_LIMIT = 10;

/** The office as the API shows it; the public key goes to admins and to the office itself. */
export function toOffice(row: OfficeRow, storage: FileStorage): Office {
  return {
    id: row.id,
    name: row.name,
    logo_url: imageUrl(storage, row.logoKey),
    website_url: row.websiteUrl,
    news_url: row.newsUrl,
    contact_url: row.contactUrl,
    privacy_url: row.privacyUrl,
    email: row.email,
    phone: row.phone,
    address: row.address,
    tolgeo: row.tolgeo as AreaCode,
    time_zone: row.timeZone,
    created_at: row.createdAt.toISOString(),
    public_key: row.publicKey,
  };
}

/** The columns the settings form sets. Without a time zone, a new or moved office takes its area's. */
function settingsColumns(input: OfficeSettingsInput, before?: OfficeRow) {
  const keepZone = before && before.tolgeo === input.tolgeo;
  return {
    name: input.name,
    websiteUrl: input.website_url,
    newsUrl: input.news_url,
    contactUrl: input.contact_url,
    ...(input.privacy_url !== undefined && { privacyUrl: input.privacy_url }),
    email: input.email || null,
    phone: input.phone,
    address: input.address,
    tolgeo: input.tolgeo,
    timeZone: input.time_zone ?? (keepZone ? before.timeZone : AREA_TIME_ZONES[input.tolgeo]),
  };
}

export async function findOffice(db: Database, id: string): Promise<OfficeRow> {
  const [row] = await db.select().from(offices).where(eq(offices.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Saves the settings of one office, audited; callers decide whose office it may be. */
export async function saveOfficeSettings(
  ctx: ServiceContext,
  officeId: string,
  input: OfficeSettingsInput,
): Promise<One<Office>> {
  const row = await withTransaction(ctx, async (ctx) => {
    const before = await findOffice(ctx.db, officeId);
    const [row] = await ctx.db
      .update(offices)
      .set(settingsColumns(input, before))
      .where(eq(offices.id, officeId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordAudit(ctx, {
      action: 'office.update',
      targetId: officeId,
      officeId,
      data: { fields: Object.keys(input) },
    });
    return row;
  });
  return { object: toOffice(row, ctx.storage) };
}

export async function listOffices(
  ctx: ServiceContext,
  query: PageRequest & { query: string | null; tolgeo?: AreaCode[] },
): Promise<Page<Office>> {
  requireAdmin(ctx);
  const filters: (SQL | undefined)[] = [];
  if (query.query) filters.push(ilike(offices.name, containing(query.query)));
  if (query.tolgeo?.length) filters.push(inArray(offices.tolgeo, query.tolgeo));
  const where = and(...filters);
  const rows = await ctx.db
    .select()
    .from(offices)
    .where(where)
    .orderBy(asc(offices.name), asc(offices.id))
    .limit(query.per)
    .offset(offsetOf(query));
  const [total] = await ctx.db.select({ n: count() }).from(offices).where(where);
  return pageOf(
    rows.map((row) => toOffice(row, ctx.storage)),
    total?.n ?? 0,
    query,
  );
}

/** Offices whose name contains `query`, at most AUTOCOMPLETE_LIMIT, by name. */
export async function findOfficeNames(db: Database, query: string): Promise<OfficeName[]> {
  return db
    .select({ id: offices.id, name: offices.name })
    .from(offices)
    .where(query ? ilike(offices.name, containing(query)) : undefined)
    .orderBy(asc(offices.name), asc(offices.id))
    .limit(AUTOCOMPLETE_LIMIT);
}

export async function autocompleteOffices(
  ctx: ServiceContext,
  query: string,
): Promise<{ objects: OfficeName[] }> {
  requireAdmin(ctx);
  return { objects: await findOfficeNames(ctx.db, query) };
}

/** A taken email is the first user's, in the office form. */
function asFirstUserError(error: unknown): unknown {
  return error instanceof AppError && error.code === 'CONFLICT'
    ? fieldError('CONFLICT', 'first_user.email', MESSAGES.emailTakenByUser.id)
    : error;
}

/**
 * A new office, with its first user holding all four office roles when one is given, invited by
 * email to choose their password (in the admin's language).
 */
export async function createOffice(
  ctx: ServiceContext,
  input: OfficeCreateInput & { locale: Locale },
): Promise<One<Office>> {
  requireAdmin(ctx);
  const { first_user: firstUser } = input;
  const row = await withTransaction(ctx, async (ctx) => {
    const [office] = await ctx.db.insert(offices).values(settingsColumns(input)).returning();
    if (!office) throw new Error('office insert returned no row');
    if (firstUser) {
      const user = await insertOfficeUser(ctx.db, office.id, {
        email: firstUser.email,
        passwordHash: null,
        firstName: firstUser.first_name,
        lastName: firstUser.last_name,
        roles: [...OFFICE_ROLE_KEYS],
        tolgeo: input.tolgeo,
      }).catch((error: unknown) => {
        throw asFirstUserError(error);
      });
      await enqueueInvitation(ctx, user.id, input.locale);
    }
    await recordAudit(ctx, { action: 'office.create', targetId: office.id, officeId: office.id });
    return office;
  });
  return { object: toOffice(row, ctx.storage) };
}

export async function getOffice(ctx: ServiceContext, id: string): Promise<One<Office>> {
  requireAdmin(ctx);
  return { object: toOffice(await findOffice(ctx.db, id), ctx.storage) };
}

export async function updateOffice(
  ctx: ServiceContext,
  id: string,
  input: OfficeSettingsInput,
): Promise<One<Office>> {
  requireAdmin(ctx);
  return saveOfficeSettings(ctx, id, input);
}

export async function addOfficeUser(
  ctx: ServiceContext,
  officeId: string,
  input: UserCreateInput & { locale: Locale },
): Promise<One<User>> {
  requireAdmin(ctx);
  await findOffice(ctx.db, officeId);
  return addUserToOffice(ctx, officeId, input);
}

/** Whom an admin may act as when choosing the office. */
export async function listOfficeUsers(ctx: ServiceContext, officeId: string): Promise<{ objects: User[] }> {
  requireAdmin(ctx);
  await findOffice(ctx.db, officeId);
  const rows = await ctx.db
    .select()
    .from(users)
    .where(eq(users.officeId, officeId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return { objects: rows.map((row) => toUser(row, ctx.storage)) };
}
