import { createHash } from 'node:crypto';
import { AREA_LANGUAGES, type AreaCode } from '@gaceta/shared/areas';
import type { Page } from '@gaceta/shared/common';
import { articleLanguage, type NewsLanguage } from '@gaceta/shared/news';
import {
  canonicalUrl,
  defaultTheme,
  type PublicNewsArticle,
  type PublicNewsItem,
  type PublicNewsQuery,
  sharePageUrl,
  type WebsiteTheme,
} from '@gaceta/shared/website';
import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  gt,
  isNull,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import type { Database } from '../../db/client';
import { offsetOf, pageOf } from '../../db/lists';
import {
  auditLog,
  news,
  newsContents,
  newsPublications,
  officeDisclaimers,
  offices,
  officeThemes,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  absoluteFileUrl,
  articleImageSources,
  imageUrl,
  type ShareImage,
  shareImage,
} from '../files/stored-images';
import { sanitizeRichText } from '../news/rich-text';
import { disclaimerFor, disclaimersByLanguage } from '../office-settings/disclaimers.service';

/** The office a public key names, with what its pages and feeds need. */
export interface PublicOffice {
  id: string;
  key: string;
  name: string;
  /** The folder of the office's logo (stored-images), or null. */
  logoKey: string | null;
  newsUrl: string | null;
  websiteUrl: string | null;
  timeZone: string;
  /** The language its area writes in (AREA_LANGUAGES): a feed's language when it asks for none. */
  language: 'es' | 'en';
  /** Changes whenever anything the office's public answers show changes (see publicVersion). */
  version: string;
}

/**
 * Visible to the public at `now`: active, published on the web channel, and inside its publish
 * range. Other offices' items never match, since every query also filters by the office.
 */
/** What the public sees at `now`: active, published on the web and inside its window (with webPublication joined). */
export function visibleAt(now: Date): SQL {
  const at = now.toISOString();
  return and(
    eq(news.active, true),
    eq(newsPublications.state, 'published'),
    or(isNull(news.publishFrom), lte(news.publishFrom, sql`${at}::timestamptz`)),
    or(isNull(news.publishTo), gt(news.publishTo, sql`${at}::timestamptz`)),
  ) as SQL;
}

export const webPublication = and(eq(newsPublications.newsId, news.id), eq(newsPublications.channel, 'web'));
const webContent = and(eq(newsContents.newsId, news.id), eq(newsContents.channel, 'web'));

/**
 * The office by its public key, and the version of everything its public answers show, in one
 * query: the office's and its theme's change times, and a digest of the visible items (id,
 * revision, change times). The visible set is computed at `now`, so an item entering or leaving
 * its publish range changes the digest without any write; the database being the only input,
 * every replica derives the same ETag. 404 for an unknown key.
 */
export async function findPublicOffice(ctx: ServiceContext, key: string): Promise<PublicOffice> {
  const now = ctx.clock.now();
  const digest = ctx.db
    .select({
      digest: sql<string>`md5(coalesce(string_agg(${news.id}::text || ':' || ${news.revision} || ':' || (extract(epoch from ${news.updatedAt}) * 1000000)::bigint || ':' || (extract(epoch from ${newsPublications.updatedAt}) * 1000000)::bigint, ',' order by ${news.id}), ''))`,
    })
    .from(news)
    .innerJoin(newsPublications, webPublication)
    .where(and(eq(news.officeId, offices.id), visibleAt(now)));
  // Articles carry the office's disclaimer in their language: its wording is part of the version.
  const disclaimers = ctx.db
    .select({
      digest: sql<string>`md5(coalesce(string_agg(${officeDisclaimers.language} || ':' || ${officeDisclaimers.text}, ',' order by ${officeDisclaimers.language}), ''))`,
    })
    .from(officeDisclaimers)
    .where(eq(officeDisclaimers.officeId, offices.id));
  const [row] = await ctx.db
    .select({
      id: offices.id,
      name: offices.name,
      logoKey: offices.logoKey,
      newsUrl: offices.newsUrl,
      websiteUrl: offices.websiteUrl,
      timeZone: offices.timeZone,
      tolgeo: offices.tolgeo,
      officeUpdatedAt: offices.updatedAt,
      themeUpdatedAt: officeThemes.updatedAt,
      digest: sql<string>`(${digest})`,
      disclaimers: sql<string>`(${disclaimers})`,
    })
    .from(offices)
    .leftJoin(officeThemes, eq(officeThemes.officeId, offices.id))
    .where(eq(offices.publicKey, key));
  if (!row) throw new AppError('NOT_FOUND');
  const version = [
    row.officeUpdatedAt.getTime(),
    row.themeUpdatedAt?.getTime() ?? 0,
    row.digest,
    row.disclaimers,
  ].join('.');
  return {
    id: row.id,
    key,
    name: row.name,
    logoKey: row.logoKey,
    newsUrl: row.newsUrl,
    websiteUrl: row.websiteUrl,
    timeZone: row.timeZone,
    language: AREA_LANGUAGES[row.tolgeo as AreaCode] ?? 'es',
    version,
  };
}

/**
 * When anything an office's feeds show last changed, for Last-Modified: the office (its name), its
 * disclaimers, any of its items or their web publications (an unpublish included), an item
 * entering or leaving its publish range (the range's bound, once past), an item deleted (the
 * audit log's record of it). Second resolution is enough for If-Modified-Since; the ETag stays the
 * exact validator (decision 018).
 */
export async function feedLastModified(ctx: ServiceContext, office: PublicOffice): Promise<Date> {
  const at = sql`${ctx.clock.now().toISOString()}::timestamptz`;
  const past = (column: SQLWrapper) => sql`case when ${column} <= ${at} then ${column} end`;
  const items = ctx.db
    .select({
      at: sql`max(greatest(${news.updatedAt}, ${newsPublications.updatedAt}, ${past(news.publishFrom)}, ${past(news.publishTo)}))`,
    })
    .from(news)
    .leftJoin(newsPublications, webPublication)
    .where(eq(news.officeId, office.id));
  const disclaimers = ctx.db
    .select({ at: sql`max(${officeDisclaimers.updatedAt})` })
    .from(officeDisclaimers)
    .where(eq(officeDisclaimers.officeId, office.id));
  const deletions = ctx.db
    .select({ at: sql`max(${auditLog.at})` })
    .from(auditLog)
    .where(and(eq(auditLog.officeId, office.id), eq(auditLog.action, 'news.delete')));
  const [row] = await ctx.db
    .select({
      at: sql<string | Date>`greatest(${offices.updatedAt}, (${items}), (${disclaimers}), (${deletions}))`,
    })
    .from(offices)
    .where(eq(offices.id, office.id));
  return row ? new Date(row.at) : ctx.clock.now();
}

/** A weak ETag for one answer: the office's version and what was asked (path and query). */
export function etagOf(office: PublicOffice, request: string): string {
  const hash = createHash('sha256').update(`${office.version}|${request}`).digest('base64url').slice(0, 27);
  return `W/"${hash}"`;
}

const itemColumns = {
  id: news.id,
  slug: news.slug,
  title: sql<string>`coalesce(nullif(${newsContents.title}, ''), ${news.title})`,
  summary: news.summary,
  author: news.author,
  imageKey: sql<string | null>`coalesce(${newsContents.imageKey}, ${news.imageKey})`,
  imageDescription: news.imageDescription,
  subjectIds: news.subjectIds,
  languages: news.languages,
  keywords: news.keywords,
  publishedAt:
    sql<Date>`coalesce(${newsPublications.publishedAt}, ${news.publishedAt}, ${news.createdAt})`.mapWith(
      (value: string | Date) => new Date(value),
    ),
  updatedAt: news.updatedAt,
};

interface ItemRow {
  slug: string;
  title: string;
  summary: string | null;
  author: string | null;
  imageKey: string | null;
  imageDescription: string | null;
  subjectIds: string[];
  languages: string[];
  keywords: string[];
  publishedAt: Date;
  updatedAt: Date;
}

function toPublicItem(ctx: ServiceContext, office: PublicOffice, row: ItemRow): PublicNewsItem {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    author: row.author,
    image: absoluteFileUrl(ctx, imageUrl(ctx.storage, row.imageKey)),
    image_description: row.imageDescription,
    image_srcset: row.imageKey
      ? articleImageSources(ctx.storage, row.imageKey)
          .map((source) => `${absoluteFileUrl(ctx, source.url)} ${source.width}w`)
          .join(', ')
      : null,
    subjects: row.subjectIds,
    languages: row.languages,
    keywords: row.keywords,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    url: canonicalUrl(office.newsUrl, ctx.config.publicUrl, office.key, row.slug),
    share_url: sharePageUrl(ctx.config.publicUrl, office.key, row.slug),
  };
}

/** GET /public/v1/offices/{key}/news: the office's visible items, newest first. */
export async function listPublicNews(
  ctx: ServiceContext,
  office: PublicOffice,
  query: PublicNewsQuery,
): Promise<Page<PublicNewsItem>> {
  const filters: SQL[] = [eq(news.officeId, office.id), visibleAt(ctx.clock.now())];
  if (query.subject) filters.push(arrayContains(news.subjectIds, [query.subject]));
  if (query.language) filters.push(arrayContains(news.languages, [query.language]));
  const where = and(...filters);
  // The total rides along with the page (a window count), saving a query; past the last page
  // there is no row to carry it, so it is counted apart.
  const rows = await ctx.db
    .select({ ...itemColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(news)
    .innerJoin(newsPublications, webPublication)
    .leftJoin(newsContents, webContent)
    .where(where)
    .orderBy(desc(itemColumns.publishedAt), desc(news.id))
    .limit(query.per)
    .offset(offsetOf(query));
  const total = rows[0]?.total ?? (query.page > 1 ? await countVisible(ctx, where) : 0);
  return pageOf(
    rows.map((row) => toPublicItem(ctx, office, row)),
    total,
    query,
  );
}

async function countVisible(ctx: ServiceContext, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db
    .select({ total: count() })
    .from(news)
    .innerJoin(newsPublications, webPublication)
    .where(where);
  return row?.total ?? 0;
}

const articleColumns = {
  ...itemColumns,
  metaTitle: news.metaTitle,
  metaDescription: news.metaDescription,
  content: sql<string>`coalesce(${newsContents.content}, '')`,
};

function toArticle(
  ctx: ServiceContext,
  office: PublicOffice,
  row: ItemRow & { metaTitle: string | null; metaDescription: string | null; content: string },
  /** The office's disclaimer in the article's language. */
  disclaimer: string | null,
): PublicNewsArticle {
  return {
    ...toPublicItem(ctx, office, row),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    // Stored sanitised; sanitised again since this HTML goes out on pages of other sites.
    content: sanitizeRichText(row.content),
    disclaimer,
  };
}

/** An article with its image's share copy (absolute URL), for the feeds and the share page. */
export interface SharedArticle {
  article: PublicNewsArticle;
  shareImage: ShareImage | null;
}

async function shared(ctx: ServiceContext, article: PublicNewsArticle, imageKey: string | null) {
  const image = imageKey ? await shareImage(ctx, imageKey) : null;
  return {
    article,
    shareImage: image && { ...image, url: absoluteFileUrl(ctx, image.url) ?? image.url },
  };
}

/** The newest visible articles with their web version and share image, for the feeds. */
export async function latestArticles(
  ctx: ServiceContext,
  office: PublicOffice,
  limit: number,
  language?: NewsLanguage,
): Promise<SharedArticle[]> {
  const rows = await ctx.db
    .select(articleColumns)
    .from(news)
    .innerJoin(newsPublications, webPublication)
    .leftJoin(newsContents, webContent)
    .where(
      and(
        eq(news.officeId, office.id),
        visibleAt(ctx.clock.now()),
        language ? arrayContains(news.languages, [language]) : undefined,
      ),
    )
    .orderBy(desc(itemColumns.publishedAt), desc(news.id))
    .limit(limit);
  const disclaimers = await disclaimersByLanguage(ctx, office.id);
  return Promise.all(
    rows.map((row) =>
      shared(
        ctx,
        toArticle(ctx, office, row, disclaimers.get(articleLanguage(row.languages)) ?? null),
        row.imageKey,
      ),
    ),
  );
}

async function visibleArticle(ctx: ServiceContext, office: PublicOffice, slug: string) {
  const [row] = await ctx.db
    .select(articleColumns)
    .from(news)
    .innerJoin(newsPublications, webPublication)
    .leftJoin(newsContents, webContent)
    .where(and(eq(news.officeId, office.id), eq(news.slug, slug), visibleAt(ctx.clock.now())));
  if (!row) throw new AppError('NOT_FOUND');
  const disclaimer = await disclaimerFor(ctx, office.id, articleLanguage(row.languages));
  return { row, article: toArticle(ctx, office, row, disclaimer) };
}

/** GET /public/v1/offices/{key}/news/{slug}: one visible article; 404 otherwise. */
export async function getPublicArticle(
  ctx: ServiceContext,
  office: PublicOffice,
  slug: string,
): Promise<PublicNewsArticle> {
  return (await visibleArticle(ctx, office, slug)).article;
}

/** One visible article with its share image, for its share page; 404 otherwise. */
export async function getSharedArticle(
  ctx: ServiceContext,
  office: PublicOffice,
  slug: string,
): Promise<SharedArticle> {
  const { row, article } = await visibleArticle(ctx, office, slug);
  return shared(ctx, article, row.imageKey);
}

/**
 * The office's visible articles for its sitemap, newest first: their share pages and when each
 * last changed. At most `limit` (the sitemaps protocol allows 50,000 URLs in one file).
 */
export async function sitemapEntries(
  ctx: ServiceContext,
  office: PublicOffice,
  limit: number,
): Promise<{ url: string; lastModified: Date }[]> {
  const rows = await ctx.db
    .select({
      slug: news.slug,
      lastModified: sql<Date>`greatest(${news.updatedAt}, ${newsPublications.updatedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(news)
    .innerJoin(newsPublications, webPublication)
    .where(and(eq(news.officeId, office.id), visibleAt(ctx.clock.now())))
    .orderBy(desc(itemColumns.publishedAt), desc(news.id))
    .limit(limit);
  return rows.map((row) => ({
    url: sharePageUrl(ctx.config.publicUrl, office.key, row.slug),
    lastModified: row.lastModified,
  }));
}

/** The offices with at least one visible article, for the sitemap index, with when each last changed. */
export async function officesWithArticles(
  ctx: ServiceContext,
  limit: number,
): Promise<{ key: string; lastModified: Date }[]> {
  const rows = await ctx.db
    .select({
      key: offices.publicKey,
      lastModified: sql<Date>`max(greatest(${news.updatedAt}, ${newsPublications.updatedAt}))`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(news)
    .innerJoin(newsPublications, webPublication)
    .innerJoin(offices, eq(offices.id, news.officeId))
    .where(visibleAt(ctx.clock.now()))
    .groupBy(offices.publicKey)
    .orderBy(offices.publicKey)
    .limit(limit);
  return rows;
}

/** The office's stored theme, or null while it has customised nothing. */
export async function storedTheme(db: Database, officeId: string): Promise<WebsiteTheme | null> {
  const [row] = await db.select().from(officeThemes).where(eq(officeThemes.officeId, officeId));
  if (!row) return null;
  return {
    heading_color: row.headingColor,
    font_family: row.fontFamily,
    font_weight: row.fontWeight as WebsiteTheme['font_weight'],
    header: row.header,
    footer: row.footer,
    background_color: row.backgroundColor,
    font_color: row.fontColor,
  };
}

/** The office's theme, or the defaults while it has customised nothing. */
export async function getTheme(ctx: ServiceContext, office: PublicOffice): Promise<WebsiteTheme> {
  return (await storedTheme(ctx.db, office.id)) ?? defaultTheme(office.name);
}
