import type { One } from '@gaceta/shared/common';
import { articleLanguage } from '@gaceta/shared/news';
import {
  CURRENT_VERSION,
  type LinkPreviewQuery,
  type NewsPreview,
  type PreviewLink,
  type PreviewQuery,
} from '@gaceta/shared/news/preview';
import type { Channel } from '@gaceta/shared/news/workflow';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { news, newsContents, newsPublications, newsRevisions, offices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requirePermission } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { imageUrl } from '../files/stored-images';
import { disclaimerFor } from '../office-settings/disclaimers.service';
import { checkPreviewToken, signPreviewToken } from './preview-tokens';

/**
 * One channel's version of an item of `officeId`, at `version`, with what the channel shows around
 * it (the office's name and logo, the disclaimer in the item's language). Another office's item,
 * a missing one or a revision it never had is a 404.
 */
async function previewOf(ctx: ServiceContext, id: string, officeId: string, query: PreviewQuery) {
  const [found] = await ctx.db
    .select({ item: news, office: offices })
    .from(news)
    .innerJoin(offices, eq(offices.id, news.officeId))
    .where(and(eq(news.id, id), eq(news.officeId, officeId)));
  if (!found) throw new AppError('NOT_FOUND');
  const { item, office } = found;
  const revision = query.version === CURRENT_VERSION ? item.revision : query.version;
  const [kept] = await ctx.db
    .select({ fields: newsRevisions.fields })
    .from(newsRevisions)
    .where(and(eq(newsRevisions.newsId, id), eq(newsRevisions.revision, revision)));
  if (!kept) throw new AppError('NOT_FOUND');
  const { fields } = kept;
  const [channelImage] =
    query.version === CURRENT_VERSION
      ? await ctx.db
          .select({ key: newsContents.imageKey })
          .from(newsContents)
          .where(and(eq(newsContents.newsId, id), eq(newsContents.channel, query.platform)))
      : [];
  const [publication] = await ctx.db
    .select({ state: newsPublications.state, publishedAt: newsPublications.publishedAt })
    .from(newsPublications)
    .where(and(eq(newsPublications.newsId, id), eq(newsPublications.channel, query.platform)));
  const version = fields.contents.find((content) => content.platform === query.platform);
  const language = articleLanguage(fields.languages);
  return {
    object: {
      news_id: item.id,
      platform: query.platform,
      revision,
      language,
      office: {
        id: office.id,
        name: office.name,
        logo_url: imageUrl(ctx.storage, office.logoKey),
        website_url: office.websiteUrl,
      },
      slug: item.slug,
      title: version?.title || fields.title,
      content: version?.content ?? '',
      summary: fields.summary,
      author: fields.author,
      image: imageUrl(ctx.storage, channelImage?.key ?? item.imageKey),
      image_description: fields.image_description,
      published_at:
        publication?.state === 'published' ? (publication.publishedAt?.toISOString() ?? null) : null,
      updated_at: item.updatedAt.toISOString(),
      disclaimer: await disclaimerFor(ctx, office.id, language),
    } satisfies NewsPreview,
  };
}

/** The preview for a signed-in user of the office the address names (news.read). */
export function previewNews(ctx: ServiceContext, id: string, query: PreviewQuery): Promise<One<NewsPreview>> {
  const officeId = requirePermission(ctx, 'news.read');
  // An address naming another office is as unknown as a missing item.
  if (query.office_id !== officeId) throw new AppError('NOT_FOUND');
  return previewOf(ctx, id, officeId, query);
}

/** The preview opened with a link's token: only the item, office and platform it was issued for. */
export async function previewByLink(
  ctx: ServiceContext,
  id: string,
  query: LinkPreviewQuery,
): Promise<One<NewsPreview>> {
  await checkPreviewToken(ctx.config.jwtSecret, ctx.clock, query.token, {
    newsId: id,
    officeId: query.office_id,
    platform: query.platform,
    version: query.version,
  });
  return previewOf(ctx, id, query.office_id, query);
}

/** A signed, expiring link to the current version's preview, for people without an account. */
export async function issuePreviewLink(
  ctx: ServiceContext,
  id: string,
  platform: Channel,
): Promise<PreviewLink> {
  const officeId = requirePermission(ctx, 'news.read');
  const [item] = await ctx.db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.id, id), eq(news.officeId, officeId)));
  if (!item) throw new AppError('NOT_FOUND');
  const { token, expiresAt } = await signPreviewToken(ctx.config.jwtSecret, ctx.clock, {
    newsId: id,
    officeId,
    platform,
    version: CURRENT_VERSION,
  });
  await recordAudit(ctx, { action: 'news.preview_link', targetId: id, officeId, data: { platform } });
  const url = new URL(`/preview/${id}/${officeId}/${platform}/${CURRENT_VERSION}`, ctx.config.publicUrl);
  url.searchParams.set('token', token);
  return { url: url.href, expires_at: expiresAt.toISOString() };
}
