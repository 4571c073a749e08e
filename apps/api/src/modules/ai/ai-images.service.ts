import type { AiCoverInput, AiImage, AiImageInput, StockImage } from '@gaceta/shared/ai';
import { and, desc, eq, ilike, isNotNull, or } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { news, offices, officeThemes } from '../../db/schema';
import { generateImage } from '../../lib/ai-provider';
import { AppError } from '../../lib/app-error';
import { inspectImage } from '../../lib/images';
import { requirePermission } from '../access/guards';
import { imageUrl, storeImage } from '../files/stored-images';
import { providerFailure } from './ai.service';
import { countAiCall, recordAiUsage } from './ai-usage.service';
import { renderCover, themeCoverColours } from './cover-image';
import { IMAGE_SIZES, imagePrompt } from './prompts';

/** Images for a news item: from a prompt (image provider), a title card (offline), the office's own. */

async function stored(ctx: ServiceContext, officeId: string, bytes: Uint8Array): Promise<AiImage> {
  const info = await inspectImage(bytes);
  // Kept like an uploaded news image: web sizes in a fresh folder, whose key a news item can hold.
  const folder = await storeImage(ctx, 'article', officeId, bytes);
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
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** GET /v1/ai/stock_images: with no stock provider configured, the office's own news images. */
export async function searchStockImages(ctx: ServiceContext, query: string): Promise<StockImage[]> {
  const officeId = requirePermission(ctx, 'ai.use');
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
      url: imageUrl(ctx.storage, imageKey) ?? '',
      description: description ?? title,
      source: 'office',
    });
  }
  return [...images.values()];
}
