import {
  AiImage,
  type AiImageInput,
  type AiOrientation,
  StockImage,
  type StockImageChoice,
  StoredStockImage,
} from '@gaceta/shared/ai';
import { type NewsImageChoice, NewsWithContents } from '@gaceta/shared/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectsOf } from '@/lib/api-client';
import { newsKeys } from './keys';

/** The image provider may take its whole deadline (60 s on the API). */
const TIMEOUT_MS = 70_000;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** POST /v1/ai/images: an image from a prompt (only when capabilities.image_from_prompt). */
export function generateImage(input: AiImageInput, signal?: AbortSignal): Promise<AiImage> {
  return api.post('v1/ai/images', { json: input, timeout: TIMEOUT_MS, ...withSignal(signal) }).json(AiImage);
}

/** POST /v1/ai/cover_image: a title card in the office's theme colours, made offline. */
export function makeCover(
  input: { title: string; orientation: AiOrientation },
  signal?: AbortSignal,
): Promise<AiImage> {
  return api.post('v1/ai/cover_image', { json: input, ...withSignal(signal) }).json(AiImage);
}

/** GET /v1/ai/stock_images: images to pick from (the stock provider's, or the office's own without one). */
export function searchStockImages(query: string, signal?: AbortSignal): Promise<StockImage[]> {
  return objectsOf(
    api.get('v1/ai/stock_images', { searchParams: { query }, ...withSignal(signal) }),
    StockImage,
  );
}

/** POST /v1/ai/stock_images: stores a stock provider's photo, credited, so an item can take it. */
export function storeStockImage(choice: StockImageChoice, signal?: AbortSignal): Promise<StoredStockImage> {
  return api.post('v1/ai/stock_images', { json: choice, ...withSignal(signal) }).json(StoredStockImage);
}

/** PUT /v1/news_infos/{id}/image_choice: a stored image becomes the item's, or one version's. */
export function chooseNewsImage({
  id,
  ...choice
}: NewsImageChoice & { id: string }): Promise<NewsWithContents> {
  return api.put(`v1/news_infos/${id}/image_choice`, { json: choice }).json(NewsWithContents);
}

export function useChooseNewsImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseNewsImage,
    // Like an upload: only the images change, the form keeps what the user is typing.
    onSuccess: (saved) => {
      queryClient.setQueryData(newsKeys.detail(saved.object.id), saved);
      return queryClient.invalidateQueries({ queryKey: newsKeys.lists() });
    },
  });
}
