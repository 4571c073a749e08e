import { randomUUID } from 'node:crypto';
import type { OfficeRole } from '@gaceta/shared/accounts/roles';
import {
  META_DESCRIPTION_HINT,
  META_TITLE_HINT,
  type NewsContentInput,
  NewsCreateInput,
  type RevisionFields,
} from '@gaceta/shared/news';
import { RICH_TEXT_CHANNELS } from '@gaceta/shared/news/workflow';
import { SEED_SUBJECTS } from '@gaceta/shared/subjects';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import {
  type AuthUser,
  jobContext,
  type ServiceContext,
  type ServiceDeps,
  signedIn,
  withTransaction,
} from '../../context';
import { news, newsContents, newsRevisions, offices, subjects, users } from '../../db/schema';
import { generateCover } from '../ai/ai-images.service';
import { type ImageCopies, imageCopies, storeCopies } from '../files/stored-images';
import { chooseNewsImage, createNews, getNews, updateNews } from '../news/news.service';
import { publishNews, scheduleNews, unpublishNews } from '../news/news-publishing.service';
import { columnsOf } from '../news/news-rows';
import { slugify } from '../news/news-slugs';
import { markReady, sendBack } from '../news/news-workflow.service';
import { sanitizeRichText } from '../news/rich-text';
import { DEMO_AUTHOR, type DemoNews, LIBRARY_NEWS, OFFICE_NEWS } from './news-content';
import { renderSubjectCard } from './subject-card';

type NewsRow = typeof news.$inferSelect;

/**
 * The demo office's news, written through the news service as its writer and reviewer would (so
 * every item obeys the same rules and keeps its revisions), at dates spread over recent months;
 * and the provider's library, with a few items already copied to the office. Seeded once: an
 * office that has any news is left alone, so a restart never duplicates or overwrites anything.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const TAGLINE = { es: 'Actualidad jurídica', en: 'Legal update', pt: 'Atualidade jurídica' };
const READ_MORE = {
  es: 'Leer el artículo completo',
  en: 'Read the full article',
  pt: 'Ler o artigo completo',
};
const LIBRARY_AUTHOR = 'Redacción Gaceta';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

const hashtags = (keywords: string[]) =>
  keywords
    .slice(0, 3)
    .map((keyword) => `#${keyword.normalize('NFD').replace(/\p{Diacritic}|[^\p{L}\p{N}]/gu, '')}`)
    .join(' ');

/** At most `max` characters, cut at a word with an ellipsis. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** A fixed "now", so each step lands on the item's own date. */
const at = (ctx: ServiceContext, date: Date): ServiceContext => ({ ...ctx, clock: { now: () => date } });

interface Cast {
  writer: ServiceContext;
  reviewer: ServiceContext;
  subjectIds: Map<string, string>;
  newsUrl: string;
}

/** Every channel version of a finished item: the article, its newsletter teaser and the posts. */
function versions(item: DemoNews, url: string): NewsContentInput[] {
  return [
    { platform: 'web', title: item.title, content: item.body },
    {
      platform: 'newsletter',
      title: item.title,
      content: `<p>${escapeHtml(item.summary)}</p><p><a href="${url}">${READ_MORE[item.language]}</a></p>`,
    },
    { platform: 'facebook', title: item.title, content: `${item.summary}\n\n${url}` },
    { platform: 'x', title: null, content: `${item.hook} ${url}` },
    {
      platform: 'linkedin',
      title: item.title,
      content: `${item.title}\n\n${item.summary}\n\n${hashtags(item.keywords)}\n${url}`,
    },
  ];
}

const firstParagraph = (html: string) => html.match(/<p>.*?<\/p>/s)?.[0] ?? '';

/** The item as a save sends it, parsed by the same schema as the API's. */
/** What the writer saves; the website window is set by publishing (news-publishing.service.ts). */
function saveInput(item: DemoNews, cast: Cast, contents: NewsContentInput[]) {
  return v.parse(NewsCreateInput, {
    title: item.title,
    author: DEMO_AUTHOR,
    summary: item.summary,
    subjects: item.subjects.map((code) => cast.subjectIds.get(code)),
    languages: [item.language],
    areas: item.areas,
    keywords: item.keywords,
    meta_title: clip(item.title, META_TITLE_HINT),
    meta_description: clip(item.summary, META_DESCRIPTION_HINT),
    image_description: `${subjectName(item)} · ${TAGLINE[item.language]}`,
    active: false,
    publish_from: null,
    publish_to: null,
    contents,
  });
}

const subjectName = (item: DemoNews) => {
  const code = item.subjects[0] ?? 'general';
  return SEED_SUBJECTS.find((subject) => subject.code === code)?.name[item.language] ?? code;
};

/**
 * Each card's resized copies, made once however many items show it. Making them starts at once
 * and runs beside the database work (sharp works off the main thread); an item waits for its own.
 */
function cardMaker() {
  const made = new Map<string, Promise<ImageCopies>>();
  return (item: DemoNews): Promise<ImageCopies> => {
    const code = item.subjects[0] ?? 'general';
    const key = `${code}|${item.language}`;
    let copies = made.get(key);
    if (!copies) {
      copies = renderSubjectCard({
        subject: subjectName(item),
        subjectCode: code,
        tagline: TAGLINE[item.language],
      }).then((png) => imageCopies('article', png));
      // Handled where awaited; this only keeps a failure before then from being "unhandled".
      copies.catch(() => undefined);
      made.set(key, copies);
    }
    return copies;
  };
}

/** Stores a card's copies in the item's own folder, as an upload would be kept. */
async function attachImage(ctx: ServiceContext, newsId: string, copies: ImageCopies): Promise<void> {
  const imageKey = await storeCopies(ctx, 'article', newsId, copies);
  await ctx.db.update(news).set({ imageKey }).where(eq(news.id, newsId));
}

/** One office item, taken through the workflow to where its `fate` says. */
async function seedOfficeItem(
  cast: Cast,
  item: DemoNews,
  card: Promise<ImageCopies> | null,
  now: Date,
): Promise<void> {
  // Spread over the working day, so items written on one day do not share a minute.
  const written = new Date(
    now.getTime() - item.daysAgo * DAY - 6 * HOUR - (item.title.length % 9) * 37 * MINUTE,
  );
  const edited = new Date(written.getTime() + 3 * HOUR);
  const approved = new Date(written.getTime() + DAY);
  const url = `${cast.newsUrl}${slugify(item.title)}`;
  const live = item.fate === 'published' || item.fate === 'unpublished';
  const full = versions(item, url);
  const final = saveInput(item, cast, item.fate === 'draft' ? full.slice(0, 1) : full);

  // A revised item's first save was its opening paragraph alone.
  const first = {
    ...final,
    ...(item.revised && {
      contents: [{ platform: 'web' as const, title: item.title, content: firstParagraph(item.body) }],
    }),
  };
  const created = await createNews(at(cast.writer, written), first);
  const id = created.object.id;
  if (card) await attachImage(cast.writer, id, await card);
  if (item.revised) {
    await updateNews(at(cast.writer, edited), id, { ...final, revision: created.object.revision });
  }
  let last = edited;
  if (item.fate !== 'draft') await markReady(at(cast.writer, edited), id);
  if (item.fate === 'sent_back') {
    await sendBack(at(cast.reviewer, approved), id, item.comment ?? '', { notify: false });
  }
  if (live) await publishNews(at(cast.reviewer, approved), id, { platform: 'web' });
  if (item.correction) {
    last = new Date(now.getTime() - DAY);
    const { object } = await getNews(cast.writer, id, {});
    await updateNews(at(cast.writer, last), id, {
      ...final,
      active: object.active,
      publish_from: object.publish_from,
      publish_to: object.publish_to,
      summary: item.correction,
      revision: object.revision,
    });
  }
  if (item.fate === 'unpublished') {
    last = new Date(now.getTime() - (item.daysAgo / 3) * DAY);
    await unpublishNews(at(cast.reviewer, last), id, 'web');
  }
  if (item.fate === 'scheduled') {
    // Out on the web at 09:00 UTC a few days from now.
    const when = new Date(now.getTime() + (10 - item.daysAgo) * DAY);
    when.setUTCHours(9, 0, 0, 0);
    await scheduleNews(at(cast.reviewer, approved), id, {
      platform: 'web',
      published_at: when.toISOString(),
      ...(item.webDays && { publish_to: new Date(when.getTime() + item.webDays * DAY).toISOString() }),
    });
  }
  if (item.xCover) {
    // Made and chosen as the editor's image dialog does, through the same services.
    const cover = await generateCover(at(cast.writer, edited), { title: item.title, orientation: 'square' });
    await chooseNewsImage(cast.writer, id, { image: cover.image, platform: 'x' });
  }
  if (item.fate !== 'draft') last = last > approved ? last : approved;
  // The service dates rows by the database's clock; the demo's history has its own dates.
  await cast.writer.db.update(news).set({ createdAt: written, updatedAt: last }).where(eq(news.id, id));
}

/** A library item (no office) as the provider's editors left it; kept when a run made it already. */
async function libraryItem(ctx: ServiceContext, item: DemoNews, cast: Cast, card: ImageCopies, now: Date) {
  const slug = slugify(item.title);
  const [existing] = await ctx.db
    .select()
    .from(news)
    .where(and(isNull(news.officeId), eq(news.slug, slug)));
  if (existing) return existing;
  const written = new Date(now.getTime() - item.daysAgo * DAY - 6 * HOUR);
  const published = item.fate === 'published' ? new Date(written.getTime() + DAY) : null;
  const input = saveInput(item, cast, versions(item, `${cast.newsUrl}${slug}`));
  const fields = {
    ...input,
    author: LIBRARY_AUTHOR,
    contents: input.contents.map((content) => ({
      platform: content.platform,
      title: content.title,
      content: RICH_TEXT_CHANNELS.includes(content.platform)
        ? sanitizeRichText(content.content)
        : content.content,
    })),
  };
  const id = randomUUID();
  const [row] = await ctx.db
    .insert(news)
    .values({
      id,
      imageKey: await storeCopies(ctx, 'article', id, card),
      officeId: null,
      slug,
      ...columnsOf(fields),
      editorialState: item.fate === 'draft' ? 'in_preparation' : 'ready_to_publish',
      status: published ? 'published' : item.fate === 'draft' ? 'in_preparation' : 'ready_to_publish',
      publishedAt: published,
      createdAt: written,
      updatedAt: published ?? written,
    })
    .returning();
  if (!row) throw new Error('library news insert returned no row');
  await writeContents(ctx, row.id, fields.contents, written, fields);
  return row;
}

/** Channel versions and the first revision of an item written outside the service. */
async function writeContents(
  ctx: ServiceContext,
  newsId: string,
  contents: RevisionFields['contents'],
  createdAt: Date,
  fields: RevisionFields,
) {
  await ctx.db
    .insert(newsContents)
    .values(contents.map(({ platform, title, content }) => ({ newsId, channel: platform, title, content })));
  await ctx.db.insert(newsRevisions).values({ newsId, revision: 1, createdAt, fields });
}

/**
 * The copy an office receives of a library item, as the fan-out job makes it: the office's own
 * item, linked to its source and marked to review. A reviewed one the office has since saved.
 */
async function copyToOffice(
  cast: Cast,
  officeId: string,
  source: NewsRow,
  card: ImageCopies,
  reviewed: boolean,
) {
  const db = cast.writer.db;
  const [kept] = await db
    .select({ fields: newsRevisions.fields })
    .from(newsRevisions)
    .where(and(eq(newsRevisions.newsId, source.id), eq(newsRevisions.revision, source.revision)));
  if (!kept) throw new Error(`library news ${source.id} has no revision ${source.revision}`);
  const received = source.publishedAt ?? source.createdAt;
  const id = randomUUID();
  const [copy] = await db
    .insert(news)
    .values({
      ...source,
      id,
      officeId,
      sourceId: source.id,
      toReview: true,
      imageKey: await storeCopies(cast.writer, 'article', id, card),
      editorialState: 'in_preparation',
      status: 'in_preparation',
      publishedAt: null,
      revision: 1,
      createdAt: received,
      updatedAt: received,
    })
    .returning();
  if (!copy) throw new Error('news copy insert returned no row');
  await writeContents(cast.writer, copy.id, kept.fields.contents, received, kept.fields);
  const later = new Date(received.getTime() + 2 * HOUR);
  if (reviewed) {
    // Reviewing is saving: the office signs the copy with its own author.
    await updateNews(at(cast.writer, later), copy.id, { ...kept.fields, author: DEMO_AUTHOR, revision: 1 });
  }
  await db.update(news).set({ updatedAt: later }).where(eq(news.id, copy.id));
}

/** The demo users acting as themselves, so revisions and the audit name them. */
async function actorsOf(deps: ServiceDeps, officeId: string) {
  const rows = await deps.db.select().from(users).where(eq(users.officeId, officeId));
  const contextFor = (role: OfficeRole) => {
    const user = rows.find((row) => row.roles.includes(role));
    if (!user) throw new Error(`the demo office has no ${role}`);
    const authUser: AuthUser = {
      id: user.id,
      email: user.email,
      kind: 'user',
      roles: user.roles,
      officeId,
      tolgeo: 'esp',
      impersonatedBy: null,
      // No token is issued: the seed acts in the process, not through a request.
      token: { id: 'demo-seed', expiresAt: deps.clock.now() },
    };
    return signedIn(jobContext(deps, { job: 'demo-seed', officeId }), authUser);
  };
  return { writer: contextFor('content_genrator'), reviewer: contextFor('client_reviewer') };
}

/** Seeds the demo office's news and the library once; false when the office had news already. */
export async function seedDemoNews(deps: ServiceDeps, officeId: string): Promise<boolean> {
  const [existing] = await deps.db
    .select({ id: news.id })
    .from(news)
    .where(eq(news.officeId, officeId))
    .limit(1);
  if (existing) return false;
  const [office] = await deps.db.select().from(offices).where(eq(offices.id, officeId));
  if (!office) throw new Error(`no office ${officeId}`);
  const codes = [...new Set([...OFFICE_NEWS, ...LIBRARY_NEWS].flatMap((item) => item.subjects))];
  const subjectRows = await deps.db
    .select({ id: subjects.id, code: subjects.code })
    .from(subjects)
    .where(and(inArray(subjects.code, codes), isNull(subjects.parentId)));
  const actors = await actorsOf(deps, officeId);
  const now = deps.clock.now();
  const cardFor = cardMaker();
  const officeCards = OFFICE_NEWS.map((item) => (item.noImage ? null : cardFor(item)));
  const libraryCards = LIBRARY_NEWS.map(cardFor);
  await withTransaction(actors.writer, async (tx) => {
    const cast: Cast = {
      writer: { ...actors.writer, db: tx.db },
      reviewer: { ...actors.reviewer, db: tx.db },
      subjectIds: new Map(subjectRows.map((row) => [row.code, row.id])),
      newsUrl: office.newsUrl ?? office.websiteUrl ?? '',
    };
    for (const [index, item] of OFFICE_NEWS.entries()) {
      await seedOfficeItem(cast, item, officeCards[index] ?? null, now);
    }
    const platform = jobContext({ ...deps, db: tx.db }, { job: 'demo-seed', officeId: null });
    for (const [index, item] of LIBRARY_NEWS.entries()) {
      const card = await libraryCards[index];
      if (!card) continue;
      const source = await libraryItem(platform, item, cast, card, now);
      if (item.copied) await copyToOffice(cast, officeId, source, card, item.copied === 'reviewed');
    }
  });
  return true;
}
