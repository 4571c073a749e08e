import type { One, Page } from '@gaceta/shared/common';
import { type Done, MESSAGES } from '@gaceta/shared/messages';
import { STOPPED_STATUSES } from '@gaceta/shared/newsletter';
import type {
  Recipient,
  RecipientCreateInput,
  RecipientExport,
  RecipientFilters,
  RecipientListQuery,
  RecipientUpdateInput,
} from '@gaceta/shared/newsletter/recipients';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../../context';
import type { Database } from '../../../db/client';
import { containing, offsetOf, pageOf } from '../../../db/lists';
import {
  news,
  newsletterDeliveries,
  newsletterEvents,
  newsletterRecipients,
  newsletterSuppressions,
  offices,
  subjects,
} from '../../../db/schema';
import { AppError, fieldError } from '../../../lib/app-error';
import { requirePermission } from '../../access/guards';
import { recordAudit } from '../../audit/audit.service';
import { normalizeEmail } from '../../auth/auth.service';
import { emailHash } from './recipients.keys';

export type RecipientRow = typeof newsletterRecipients.$inferSelect;

export function toRecipient(row: RecipientRow): Recipient {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    active: row.active,
    status: row.status,
    subject_ids: row.subjectIds,
    language: row.language,
    consent_source: row.consentSource,
    consent_at: row.consentAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Matches recipient `id` only inside `officeId`: another office's recipient is as unknown as a missing one. */
const inOffice = (officeId: string, id: string) =>
  and(eq(newsletterRecipients.id, id), eq(newsletterRecipients.officeId, officeId));

async function findRecipient(db: Database, officeId: string, id: string): Promise<RecipientRow> {
  const [row] = await db.select().from(newsletterRecipients).where(inOffice(officeId, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** 422 on `subject_ids` unless every id names a subject. */
export async function checkSubjects(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const [found] = await db
    .select({ n: count() })
    .from(subjects)
    .where(inArray(subjects.id, [...ids]));
  if ((found?.n ?? 0) !== ids.length)
    throw fieldError('VALIDATION_FAILED', 'subject_ids', MESSAGES.unknownSubject.id);
}

/** Whether the office erased this address on request (only its keyed hash is kept). */
export async function isSuppressed(ctx: ServiceContext, officeId: string, email: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ officeId: newsletterSuppressions.officeId })
    .from(newsletterSuppressions)
    .where(
      and(
        eq(newsletterSuppressions.officeId, officeId),
        eq(newsletterSuppressions.emailHash, emailHash(ctx.config.jwtSecret, officeId, email)),
      ),
    );
  return row !== undefined;
}

/** The office's recipients the list's filters leave: the list's pages and its CSV read the same. */
export function recipientsWhere(officeId: string, filters: RecipientFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(newsletterRecipients.officeId, officeId)];
  if (filters.search) {
    const pattern = containing(filters.search);
    conditions.push(
      or(ilike(newsletterRecipients.email, pattern), ilike(newsletterRecipients.name, pattern)),
    );
  }
  if (filters.status) conditions.push(eq(newsletterRecipients.status, filters.status));
  if (filters.active !== undefined) conditions.push(eq(newsletterRecipients.active, filters.active));
  return and(...conditions);
}

export async function listRecipients(
  ctx: ServiceContext,
  query: RecipientListQuery,
): Promise<Page<Recipient>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const where = recipientsWhere(officeId, query);
  const rows = await ctx.db
    .select()
    .from(newsletterRecipients)
    .where(where)
    .orderBy(asc(newsletterRecipients.email), asc(newsletterRecipients.id))
    .limit(query.per)
    .offset(offsetOf(query));
  const [total] = await ctx.db.select({ n: count() }).from(newsletterRecipients).where(where);
  return pageOf(rows.map(toRecipient), total?.n ?? 0, query);
}

export async function getRecipient(ctx: ServiceContext, id: string): Promise<One<Recipient>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  return { object: toRecipient(await findRecipient(ctx.db, officeId, id)) };
}

/**
 * A recipient the office adds by hand: subscribed, with the office as the consent's source. An
 * address already listed (409) or erased on request (409: the office erased it, and adding it back
 * is a decision the person makes by subscribing) is refused.
 */
export async function createRecipient(
  ctx: ServiceContext,
  input: RecipientCreateInput,
): Promise<One<Recipient>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const email = normalizeEmail(input.email);
  const row = await withTransaction(ctx, async (ctx) => {
    await checkSubjects(ctx.db, input.subject_ids);
    if (await isSuppressed(ctx, officeId, email))
      throw fieldError('CONFLICT', 'email', MESSAGES.importSuppressed.id);
    const now = ctx.clock.now();
    const [row] = await ctx.db
      .insert(newsletterRecipients)
      .values({
        officeId,
        email,
        name: input.name,
        active: input.active,
        subjectIds: input.subject_ids,
        language: input.language,
        status: 'subscribed',
        consentSource: 'back_office',
        consentAt: now,
        confirmedAt: now,
      })
      .onConflictDoNothing({ target: [newsletterRecipients.officeId, newsletterRecipients.email] })
      .returning();
    if (!row) throw fieldError('CONFLICT', 'email', MESSAGES.recipientExists.id);
    await recordAudit(ctx, { action: 'newsletter_recipient.create', targetId: row.id, officeId });
    return row;
  });
  return { object: toRecipient(row) };
}

export async function updateRecipient(
  ctx: ServiceContext,
  id: string,
  input: RecipientUpdateInput,
): Promise<One<Recipient>> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const row = await withTransaction(ctx, async (ctx) => {
    if (input.subject_ids) await checkSubjects(ctx.db, input.subject_ids);
    const changes = Object.fromEntries(
      Object.entries({
        name: input.name,
        active: input.active,
        subjectIds: input.subject_ids,
        language: input.language,
      }).filter(([, value]) => value !== undefined),
    );
    // An edit that names no field changes nothing: the recipient as it is.
    const [row] =
      Object.keys(changes).length === 0
        ? await ctx.db.select().from(newsletterRecipients).where(inOffice(officeId, id))
        : await ctx.db.update(newsletterRecipients).set(changes).where(inOffice(officeId, id)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordAudit(ctx, {
      action: 'newsletter_recipient.update',
      targetId: id,
      officeId,
      data: { fields: Object.keys(input) },
    });
    return row;
  });
  return { object: toRecipient(row) };
}

export function setRecipientActive(
  ctx: ServiceContext,
  id: string,
  active: boolean,
): Promise<One<Recipient>> {
  return updateRecipient(ctx, id, { active });
}

/** Keeps the keyed hash of an address the office must not write to again. */
async function suppress(ctx: ServiceContext, officeId: string, email: string): Promise<void> {
  await ctx.db
    .insert(newsletterSuppressions)
    .values({
      officeId,
      emailHash: emailHash(ctx.config.jwtSecret, officeId, email),
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing();
}

/**
 * Removes a recipient. One who had unsubscribed, bounced or complained leaves a suppression
 * behind: deleting the row must not let a later import subscribe them again.
 */
export async function deleteRecipient(ctx: ServiceContext, id: string): Promise<Done> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  await withTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.delete(newsletterRecipients).where(inOffice(officeId, id)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    if (STOPPED_STATUSES.includes(row.status)) await suppress(ctx, officeId, row.email);
    await recordAudit(ctx, { action: 'newsletter_recipient.delete', targetId: id, officeId });
  });
  return MESSAGES.doneRecipientDeleted;
}

/**
 * Erases a recipient on their request (GDPR art. 17): the row goes, and only the keyed hash of the
 * address stays, so no import or form brings it back without the person's new, confirmed consent.
 * The audit entry names no address.
 */
export async function eraseRecipient(ctx: ServiceContext, id: string): Promise<Done> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  await withTransaction(ctx, async (ctx) => {
    // Their messages stay for the counts, without the address (the recipient link goes with the
    // row), so the opens and clicks kept with them lead to nobody.
    await ctx.db
      .update(newsletterDeliveries)
      .set({ email: '' })
      .where(and(eq(newsletterDeliveries.officeId, officeId), eq(newsletterDeliveries.recipientId, id)));
    const [row] = await ctx.db.delete(newsletterRecipients).where(inOffice(officeId, id)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    await suppress(ctx, officeId, row.email);
    await recordAudit(ctx, { action: 'newsletter_recipient.erase', targetId: id, officeId });
  });
  return MESSAGES.doneRecipientErased;
}

/** Everything kept about one recipient, for the office to hand to the person (GDPR art. 15 and 20). */
export async function exportRecipient(ctx: ServiceContext, id: string): Promise<RecipientExport> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const row = await findRecipient(ctx.db, officeId, id);
  const [office] = await ctx.db.select({ name: offices.name }).from(offices).where(eq(offices.id, officeId));
  const followed =
    row.subjectIds.length === 0
      ? []
      : await ctx.db
          .select({ id: subjects.id, name: subjects.name })
          .from(subjects)
          .where(inArray(subjects.id, row.subjectIds))
          .orderBy(asc(subjects.code));
  const reading = await readingOf(ctx, officeId, id);
  await recordAudit(ctx, { action: 'newsletter_recipient.export', targetId: id, officeId });
  return {
    exported_at: ctx.clock.now().toISOString(),
    office: { name: office?.name ?? '' },
    recipient: {
      email: row.email,
      name: row.name,
      active: row.active,
      status: row.status,
      language: row.language,
      subjects: followed.map((subject) => ({ id: subject.id, name: subject.name })),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
    consent: {
      source: row.consentSource,
      given_at: row.consentAt.toISOString(),
      confirmed_at: row.confirmedAt?.toISOString() ?? null,
      ip_hash: row.consentIpHash,
      unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
    },
    reading,
  };
}

/** Every newsletter message of the recipient, with its articles and the events kept of it. */
async function readingOf(
  ctx: ServiceContext,
  officeId: string,
  id: string,
): Promise<RecipientExport['reading']> {
  const messages = await ctx.db
    .select()
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.officeId, officeId), eq(newsletterDeliveries.recipientId, id)))
    .orderBy(asc(newsletterDeliveries.createdAt));
  if (messages.length === 0) return [];
  const events = await ctx.db
    .select()
    .from(newsletterEvents)
    .where(
      inArray(
        newsletterEvents.deliveryId,
        messages.map((message) => message.id),
      ),
    )
    .orderBy(asc(newsletterEvents.at));
  const newsIds = [...new Set(messages.flatMap((message) => message.newsIds))];
  const titles =
    newsIds.length === 0
      ? []
      : await ctx.db.select({ id: news.id, title: news.title }).from(news).where(inArray(news.id, newsIds));
  return messages.map((message) => ({
    campaign_id: message.campaignId,
    sent_at: message.sentAt?.toISOString() ?? null,
    status: message.status,
    news: message.newsIds.flatMap((newsId) => titles.find((title) => title.id === newsId) ?? []),
    events: events
      .filter((event) => event.deliveryId === message.id)
      .map((event) => ({
        kind: event.kind,
        at: event.at.toISOString(),
        url: event.url,
        automated: event.automated,
      })),
  }));
}
