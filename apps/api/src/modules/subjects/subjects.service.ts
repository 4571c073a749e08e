import type { AreaCode } from '@gaceta/shared/areas';
import type { One } from '@gaceta/shared/common';
import type { Done } from '@gaceta/shared/messages';
import { MESSAGES } from '@gaceta/shared/messages';
import type { Subject, SubjectCreateQuery, SubjectUpdateQuery } from '@gaceta/shared/subjects';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import type { Database } from '../../db/client';
import { officeSubjects, signupRequests, subjects } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { requireAdmin } from '../access/guards';
import { recordAudit } from '../audit/audit.service';

type SubjectRow = typeof subjects.$inferSelect;

function toSubject(row: SubjectRow): Subject {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    parent_id: row.parentId,
    level: row.level,
    areas: row.areas as AreaCode[] | null,
  };
}

/** An empty list of areas means every area, stored as null. */
const areasColumn = (areas: AreaCode[] | undefined) => (areas?.length ? areas : null);

/** The whole tree, or with `tolgeo` the subjects offered in that area. Public. */
export async function listSubjects(ctx: ServiceContext, tolgeo?: AreaCode): Promise<{ objects: Subject[] }> {
  const rows = await ctx.db
    .select()
    .from(subjects)
    .where(tolgeo ? or(isNull(subjects.areas), sql`${tolgeo} = any(${subjects.areas})`) : undefined)
    .orderBy(asc(subjects.level), asc(subjects.code));
  return { objects: rows.map(toSubject) };
}

/** Tree edits take turns, so two moves cannot make a cycle between them. Reads go on. */
async function lockTree(tx: Database): Promise<void> {
  await tx.execute(sql`lock table ${subjects} in share row exclusive mode`);
}

async function findSubject(db: Database, id: string): Promise<SubjectRow> {
  const [row] = await db.select().from(subjects).where(eq(subjects.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function findParent(db: Database, id: string): Promise<SubjectRow> {
  const [row] = await db.select().from(subjects).where(eq(subjects.id, id));
  if (!row) throw fieldError('VALIDATION_FAILED', 'parent_id', MESSAGES.unknownSubject.id);
  return row;
}

export async function createSubject(ctx: ServiceContext, input: SubjectCreateQuery): Promise<One<Subject>> {
  requireAdmin(ctx);
  const row = await withTransaction(ctx, async (ctx) => {
    const tx = ctx.db;
    await lockTree(tx);
    const parent = input.parent_id ? await findParent(tx, input.parent_id) : null;
    const [created] = await tx
      .insert(subjects)
      .values({
        code: input.code,
        name: { es: input.name_es, en: input.name_en, pt: input.name_pt },
        parentId: parent?.id ?? null,
        level: parent ? parent.level + 1 : 0,
        areas: areasColumn(input.areas),
      })
      .onConflictDoNothing({ target: subjects.code })
      .returning();
    if (!created) throw fieldError('CONFLICT', 'code', MESSAGES.subjectCodeTaken.id);
    await recordAudit(ctx, { action: 'subject.create', targetId: created.id, data: { code: created.code } });
    return created;
  });
  return { object: toSubject(row) };
}

/** The subject and everything under it, each with its depth below the subject. */
function subtreeOf(all: Pick<SubjectRow, 'id' | 'parentId'>[], rootId: string): Map<string, number> {
  const depths = new Map([[rootId, 0]]);
  const queue = [rootId];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    const depth = depths.get(current) ?? 0;
    for (const child of all.filter((row) => row.parentId === current)) {
      depths.set(child.id, depth + 1);
      queue.push(child.id);
    }
  }
  return depths;
}

/** Renames, moves (parent_id 'root' for the top) or re-scopes a subject; a move re-levels its subtree. */
export async function updateSubject(
  ctx: ServiceContext,
  id: string,
  input: SubjectUpdateQuery,
): Promise<One<Subject>> {
  requireAdmin(ctx);
  const row = await withTransaction(ctx, async (ctx) => {
    const tx = ctx.db;
    await lockTree(tx);
    const before = await findSubject(tx, id);
    const moving = input.parent_id !== undefined;
    // A move changes only the subject's own parent, so its subtree is the same before and after.
    const subtree = moving
      ? subtreeOf(await tx.select({ id: subjects.id, parentId: subjects.parentId }).from(subjects), id)
      : null;
    let parent: SubjectRow | null = null;
    if (input.parent_id && input.parent_id !== 'root') {
      parent = await findParent(tx, input.parent_id);
      if (subtree?.has(parent.id)) {
        throw fieldError('VALIDATION_FAILED', 'parent_id', MESSAGES.subjectMoveIntoItself.id);
      }
    }
    const [updated] = await tx
      .update(subjects)
      .set({
        name: {
          es: input.name_es ?? before.name.es,
          en: input.name_en ?? before.name.en,
          pt: input.name_pt ?? before.name.pt,
        },
        parentId: moving ? (parent?.id ?? null) : undefined,
        areas: input.areas === undefined ? undefined : areasColumn(input.areas),
      })
      .where(eq(subjects.id, id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    if (subtree) await relevel(tx, subtree, parent ? parent.level + 1 : 0);
    await recordAudit(ctx, { action: 'subject.update', targetId: id, data: { fields: Object.keys(input) } });
    return findSubject(tx, id);
  });
  return { object: toSubject(row) };
}

/** Sets each subject of a moved subtree (as given by subtreeOf) to its level below the new root level. */
async function relevel(tx: Database, subtree: Map<string, number>, rootLevel: number): Promise<void> {
  for (const [subjectId, depth] of subtree) {
    await tx
      .update(subjects)
      .set({ level: rootLevel + depth })
      .where(eq(subjects.id, subjectId));
  }
}

/** Deletes an unused leaf; one with children, subscribers or pending signup requests is refused. */
export async function deleteSubject(ctx: ServiceContext, id: string): Promise<Done> {
  requireAdmin(ctx);
  await withTransaction(ctx, async (ctx) => {
    const tx = ctx.db;
    await lockTree(tx);
    const subject = await findSubject(tx, id);
    // One after another: a transaction's client runs one query at a time.
    const [children] = await tx.select({ n: count() }).from(subjects).where(eq(subjects.parentId, id));
    const [subscribers] = await tx
      .select({ n: count() })
      .from(officeSubjects)
      .where(eq(officeSubjects.subjectId, id));
    const [signups] = await tx
      .select({ n: count() })
      .from(signupRequests)
      .where(and(eq(signupRequests.status, 'pending'), sql`${id}::uuid = any(${signupRequests.subjectIds})`));
    const usedBy = Object.entries({
      children: children?.n,
      offices: subscribers?.n,
      signup_requests: signups?.n,
    }).flatMap(([use, n]) => (n ? [use] : []));
    if (usedBy.length > 0) throw new AppError('SUBJECT_IN_USE', { used_by: usedBy });
    await recordAudit(ctx, { action: 'subject.delete', targetId: id, data: { code: subject.code } });
    await tx.delete(subjects).where(eq(subjects.id, id));
  });
  return MESSAGES.doneSubjectDeleted;
}

/** 422 on `field` unless every id names an existing subject. */
export async function assertSubjectsExist(db: Database, ids: string[], field = 'subject_ids'): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const [found] = await db.select({ n: count() }).from(subjects).where(inArray(subjects.id, unique));
  if (found?.n !== unique.length) throw fieldError('VALIDATION_FAILED', field, MESSAGES.unknownSubject.id);
}

export async function subscribedSubjectIds(db: Database, officeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: officeSubjects.subjectId })
    .from(officeSubjects)
    .innerJoin(subjects, eq(subjects.id, officeSubjects.subjectId))
    .where(eq(officeSubjects.officeId, officeId))
    .orderBy(asc(subjects.level), asc(subjects.code));
  return rows.map((row) => row.id);
}

/** Adds subscriptions, keeping the existing ones; ids of subjects deleted since are skipped. */
export async function subscribeOffice(db: Database, officeId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const existing = await db.select({ id: subjects.id }).from(subjects).where(inArray(subjects.id, ids));
  if (existing.length === 0) return;
  await db
    .insert(officeSubjects)
    .values(existing.map(({ id }) => ({ officeId, subjectId: id })))
    .onConflictDoNothing();
}

/** Makes `ids` the office's whole subscription. Run it in a transaction. */
export async function replaceOfficeSubjects(tx: Database, officeId: string, ids: string[]): Promise<void> {
  await assertSubjectsExist(tx, ids);
  await tx.delete(officeSubjects).where(eq(officeSubjects.officeId, officeId));
  await subscribeOffice(tx, officeId, ids);
}
