import { and, asc, eq, exists, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import {
  libraryDismissals,
  news,
  newsContents,
  newsPublications,
  newsRevisions,
  officeSubjects,
  offices,
} from '../../db/schema';
import { requireAdmin } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { savedFields } from './news-rows';
import { clashingSlugs, numberedSlug, slugify } from './news-slugs';

/** Offices copied to per transaction: each batch commits on its own, so a retry resumes after it. */
export const FAN_OUT_BATCH = 100;

/**
 * Gives every office that subscribes to one of a library item's subjects and works in one of its
 * areas its own copy: to review, linked to its source, at revision 1 with the source's fields and
 * channel versions (and its image, which stays until no item uses it), under a slug free in that
 * office. Offices that already have a copy are skipped and the unique (office_id, source_id) makes
 * a concurrent run's insert a no-op, so reruns never make a second copy. Returns the copies made.
 */
export async function fanOutLibraryItem(ctx: ServiceContext, newsId: string): Promise<number> {
  requireAdmin(ctx);
  const [source] = await ctx.db
    .select()
    .from(news)
    .where(and(eq(news.id, newsId), isNull(news.officeId)));
  const [web] = await ctx.db
    .select({ state: newsPublications.state })
    .from(newsPublications)
    .where(and(eq(newsPublications.newsId, newsId), eq(newsPublications.channel, 'web')));
  // Deleted or taken down before the job ran: nothing is given out.
  if (!source || web?.state !== 'published') return 0;
  const fields = await savedFields(ctx.db, source);
  const contents = await ctx.db.select().from(newsContents).where(eq(newsContents.newsId, source.id));
  const base = slugify(source.title);

  const concerned = and(
    inArray(offices.tolgeo, source.areas),
    exists(
      ctx.db
        .select({ one: sql`1` })
        .from(officeSubjects)
        .where(
          and(eq(officeSubjects.officeId, offices.id), inArray(officeSubjects.subjectId, source.subjectIds)),
        ),
    ),
    notExists(
      ctx.db
        .select({ one: sql`1` })
        .from(news)
        .where(and(eq(news.officeId, offices.id), eq(news.sourceId, source.id))),
    ),
    // An office that deleted its copy does not want it back.
    notExists(
      ctx.db
        .select({ one: sql`1` })
        .from(libraryDismissals)
        .where(and(eq(libraryDismissals.officeId, offices.id), eq(libraryDismissals.sourceId, source.id))),
    ),
  );

  let copies = 0;
  for (;;) {
    const made = await withTransaction(ctx, async (ctx) => {
      const batch = await ctx.db
        .select({ id: offices.id })
        .from(offices)
        .where(concerned)
        .orderBy(asc(offices.id))
        .limit(FAN_OUT_BATCH);
      if (batch.length === 0) return 0;
      const officeIds = batch.map((office) => office.id);
      const taken = await ctx.db
        .select({ officeId: news.officeId, slug: news.slug })
        .from(news)
        .where(and(inArray(news.officeId, officeIds), clashingSlugs(base)));
      const slugsOf = (officeId: string) =>
        new Set(taken.filter((row) => row.officeId === officeId).map((row) => row.slug));
      const inserted = await ctx.db
        .insert(news)
        .values(
          officeIds.map((officeId) => ({
            officeId,
            sourceId: source.id,
            toReview: true,
            slug: numberedSlug(base, slugsOf(officeId)),
            title: source.title,
            author: source.author,
            summary: source.summary,
            subjectIds: source.subjectIds,
            languages: source.languages,
            areas: source.areas,
            keywords: source.keywords,
            metaTitle: source.metaTitle,
            metaDescription: source.metaDescription,
            imageKey: source.imageKey,
            imageDescription: source.imageDescription,
            active: source.active,
            publishFrom: source.publishFrom,
            publishTo: source.publishTo,
          })),
        )
        .onConflictDoNothing({ target: [news.officeId, news.sourceId] })
        .returning({ id: news.id });
      if (inserted.length === 0) return 0;
      if (contents.length > 0) {
        await ctx.db.insert(newsContents).values(
          inserted.flatMap((copy) =>
            contents.map((content) => ({
              newsId: copy.id,
              channel: content.channel,
              title: content.title,
              content: content.content,
              imageKey: content.imageKey,
            })),
          ),
        );
      }
      await ctx.db
        .insert(newsRevisions)
        .values(
          inserted.map((copy) => ({ newsId: copy.id, revision: 1, createdAt: ctx.clock.now(), fields })),
        );
      return inserted.length;
    });
    if (made === 0) break;
    copies += made;
  }
  if (copies > 0) {
    await recordAudit(ctx, { action: 'news.library_fan_out', targetId: source.id, data: { copies } });
  }
  return copies;
}
