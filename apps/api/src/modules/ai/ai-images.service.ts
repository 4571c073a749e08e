import type {
  AiCoverInput,
  AiImage,
  AiImageInput,
  StockImage,
  StockImageChoice,
  StoredStockImage,
} from '@gaceta/shared/ai';
import { MESSAGES } from '@gaceta/shared/messages';
import { and, desc, eq, ilike, isNotNull, lte, or } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { news, offices, officeThemes, unchosenImages } from '../../db/schema';
import { generateImage } from '../../lib/ai-provider';
import { AppError } from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import { inspectImage } from '../../lib/images';
import { safeFetch } from '../../lib/safe-fetch';
import { getStockPhoto, searchStockPhotos } from '../../lib/stock-images';
import { requirePermission } from '../access/guards';
import { deleteImage, imageUrl, storeImage } from '../files/stored-images';
import { imageInUse } from '../news/news.service';
import { providerFailure } from './ai.service';
import { countAiCall, recordAiUsage } from './ai-usage.service';
import { renderCover, themeCoverColours } from './cover-image';
import { IMAGE_SIZES, imagePrompt } from './prompts';

/** Images for a news item: from a prompt (image provider), a title card (offline), the office's own. */

async function stored(ctx: ServiceContext, officeId: string, bytes: Uint8Array): Promise<AiImage> {
  const info = await inspectImage(bytes);
  // Kept like an uploaded news image: web sizes in a fresh folder, whose key a news item can hold.
  const folder = await storeImage(ctx, 'article', officeId, bytes);
  // Until an item takes it, it is a candidate the daily sweep may remove (purgeUnchosenImages).
  await ctx.db.insert(unchosenImages).values({ folder, officeId, createdAt: ctx.clock.now() });
  return {
    image: folder,
    url: imageUrl(ctx.storage, folder) ?? '',
    width: info?.width ?? 0,
    height: info?.height ?? 0,
  };
}

/** POST /v1/ai/images: needs AI_IMAGE_BASE_URL; 409 AI_NOT_CONFIGURED without it. */
export async function generateAiImage(ctx: ServiceContext, input: AiImageInput): Promise<AiImage> {
  const officeId = requirePermission(ctx, 'ai.use');
  const endpoint = ctx.config.ai.image;
  if (!endpoint) throw new AppError('AI_NOT_CONFIGURED', { action: 'image' });
  await countAiCall(ctx, officeId);
  let usage = null;
  try {
    const image = await generateImage(
      endpoint,
      { prompt: imagePrompt(input.prompt, input.style), size: IMAGE_SIZES[input.orientation] },
      { signal: AbortSignal.timeout(ctx.config.ai.timeoutMs), timeoutMs: ctx.config.ai.timeoutMs },
    );
    usage = image.usage;
    return await stored(ctx, officeId, image.bytes);
  } catch (error) {
    ctx.logger.warn({ err: error }, 'image generation failed');
    // Bytes that are no image we accept are the provider's failure too.
    if (error instanceof AppError && error.code === 'INVALID_IMAGE') throw new AppError('AI_IMAGE_ERROR');
    throw providerFailure(error, 'AI_IMAGE_ERROR');
  } finally {
    await recordAiUsage(ctx, officeId, { action: 'image', engine: 'provider', usage });
  }
}

/** POST /v1/ai/cover_image: the title in the office's website theme colours, with the office's name below. */
export async function generateCover(ctx: ServiceContext, input: AiCoverInput): Promise<AiImage> {
  const officeId = requirePermission(ctx, 'ai.use');
  await countAiCall(ctx, officeId);
  const [office] = await ctx.db.select({ name: offices.name }).from(offices).where(eq(offices.id, officeId));
  // The website theme's colours (office_themes); an office without a row gets the default ones.
  const [theme] = await ctx.db.select().from(officeThemes).where(eq(officeThemes.officeId, officeId));
  const png = await renderCover(
    input.title,
    input.orientation,
    themeCoverColours(theme),
    office?.name ?? null,
  );
  const image = await stored(ctx, officeId, png);
  await recordAiUsage(ctx, officeId, { action: 'cover_image', engine: 'offline', usage: null });
  return image;
}

const STOCK_RESULTS = 24;
/** Decision 002's bounds for a download we did not choose the address of. */
const STOCK_DOWNLOAD = { maxBytes: 5 * 1024 * 1024, timeoutMs: 15_000 };
const STOCK_PROVIDER_NAME = 'Pexels';
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * GET /v1/ai/stock_images: the stock provider's photos when one is configured (an AI call, counted
 * and limited like the others), else the office's own news images.
 */
export async function searchStockImages(ctx: ServiceContext, query: string): Promise<StockImage[]> {
  const officeId = requirePermission(ctx, 'ai.use');
  const endpoint = ctx.config.ai.stockImages;
  if (!endpoint) return searchOfficeImages(ctx, officeId, query);
  await countAiCall(ctx, officeId);
  try {
    const photos = await searchStockPhotos(
      endpoint,
      { query, perPage: STOCK_RESULTS, orientation: 'landscape' },
      ctx.config.ai.timeoutMs,
    );
    return photos.map((photo) => ({
      image: null,
      provider_id: String(photo.id),
      url: photo.src.medium,
      description: photo.alt?.trim() || null,
      source: 'pexels',
      credit: { name: photo.photographer, url: photo.photographer_url ?? null },
    }));
  } catch (error) {
    ctx.logger.warn({ err: error }, 'the stock image search failed');
    throw providerFailure(error, 'STOCK_IMAGES_ERROR');
  } finally {
    await recordAiUsage(ctx, officeId, { action: 'stock_search', engine: 'provider', usage: null });
  }
}

/**
 * POST /v1/ai/stock_images: one of the provider's photos, asked for again by id (so its address and
 * credit are the provider's, not the browser's), downloaded through the SSRF-safe fetch and stored
 * like an upload; the photographer's credit comes back as its description.
 */
export async function chooseStockImage(
  ctx: ServiceContext,
  input: StockImageChoice,
): Promise<StoredStockImage> {
  const officeId = requirePermission(ctx, 'ai.use');
  const endpoint = ctx.config.ai.stockImages;
  if (!endpoint) throw new AppError('AI_NOT_CONFIGURED', { action: 'stock_image' });
  await countAiCall(ctx, officeId);
  try {
    const photo = await getStockPhoto(endpoint, input.provider_id, ctx.config.ai.timeoutMs);
    const download = await safeFetch(photo.src.large2x, {
      ...STOCK_DOWNLOAD,
      headers: { accept: 'image/*' },
      ...(ctx.allowFetchAddress && { allowAddress: ctx.allowFetchAddress }),
    });
    const credit = translator(input.language)(MESSAGES.stockCredit, {
      photographer: photo.photographer,
      provider: STOCK_PROVIDER_NAME,
    });
    const alt = photo.alt?.trim().replace(/\.$/, '');
    const image = await stored(ctx, officeId, download.body);
    return { ...image, description: alt ? `${alt}. ${credit}` : credit };
  } catch (error) {
    ctx.logger.warn({ err: error }, 'the stock image download failed');
    // What came back is no image we accept: the provider's failure, like a broken answer.
    if (error instanceof AppError && error.code === 'INVALID_IMAGE') {
      throw new AppError('STOCK_IMAGES_ERROR', { reason: 'not_an_image' });
    }
    throw providerFailure(error, 'STOCK_IMAGES_ERROR');
  } finally {
    await recordAiUsage(ctx, officeId, { action: 'stock_image', engine: 'provider', usage: null });
  }
}

/** Without a stock provider: the office's own news images whose title or description matches. */
async function searchOfficeImages(
  ctx: ServiceContext,
  officeId: string,
  query: string,
): Promise<StockImage[]> {
  const pattern = `%${escapeLike(query)}%`;
  const rows = await ctx.db
    .select({ imageKey: news.imageKey, title: news.title, description: news.imageDescription })
    .from(news)
    .where(
      and(
        eq(news.officeId, officeId),
        isNotNull(news.imageKey),
        or(ilike(news.title, pattern), ilike(news.imageDescription, pattern)),
      ),
    )
    .orderBy(desc(news.updatedAt))
    .limit(STOCK_RESULTS);
  // A library item and its office copies share one image: each image is offered once.
  const images = new Map<string, StockImage>();
  for (const { imageKey, title, description } of rows) {
    if (!imageKey || images.has(imageKey)) continue;
    images.set(imageKey, {
      image: imageKey,
      provider_id: null,
      url: imageUrl(ctx.storage, imageKey) ?? '',
      description: description ?? title,
      source: 'office',
      credit: null,
    });
  }
  return [...images.values()];
}

/** How long a made or fetched image may wait to be chosen before its files go. */
export const UNCHOSEN_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The daily sweep: the images made or fetched a day ago or more that no item or version uses are
 * deleted, files and all; those in use are simply no longer candidates. Returns how many went.
 */
export async function purgeUnchosenImages(ctx: ServiceContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - UNCHOSEN_IMAGE_TTL_MS);
  const candidates = await ctx.db.select().from(unchosenImages).where(lte(unchosenImages.createdAt, before));
  let deleted = 0;
  for (const { folder } of candidates) {
    if (!(await imageInUse(ctx.db, folder))) {
      await deleteImage(ctx, 'article', folder);
      deleted++;
    }
    await ctx.db.delete(unchosenImages).where(eq(unchosenImages.folder, folder));
  }
  return deleted;
}
