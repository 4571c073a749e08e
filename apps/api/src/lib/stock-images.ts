import * as v from 'valibot';
import type { StockImagesEndpoint } from '../env';
import { ProviderError } from './ai-provider';

/**
 * A stock image provider speaking the Pexels API: `GET {base}/v1/search` and `GET {base}/v1/photos/{id}`
 * with the key in `Authorization`. The base URL is the operator's configuration, so it is called with
 * plain fetch; the photos it points at are downloaded through the SSRF-safe fetch by the caller.
 */

const Photo = v.object({
  id: v.number(),
  width: v.number(),
  height: v.number(),
  alt: v.nullish(v.string()),
  photographer: v.string(),
  photographer_url: v.nullish(v.string()),
  src: v.object({ large2x: v.string(), medium: v.string() }),
});
export type StockPhoto = v.InferOutput<typeof Photo>;

const SearchAnswer = v.object({ photos: v.array(Photo) });

export interface StockSearch {
  query: string;
  perPage: number;
  orientation?: 'landscape' | 'portrait' | 'square';
}

async function call<T>(
  endpoint: StockImagesEndpoint,
  path: string,
  schema: v.GenericSchema<unknown, T>,
  timeoutMs: number,
): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${endpoint.baseUrl.replace(/\/+$/, '')}${path}`, {
      headers: { authorization: endpoint.apiKey, accept: 'application/json' },
      signal,
    });
    body = response.ok ? await response.json() : null;
  } catch (error) {
    if (signal.aborted) {
      throw new ProviderError('timeout', `No complete answer within ${timeoutMs} ms`, undefined, {
        cause: error,
      });
    }
    const reason = `The stock provider could not be reached: ${(error as Error).message}`;
    throw new ProviderError('connection', reason, undefined, { cause: error });
  }
  if (!response.ok) {
    throw new ProviderError('upstream', `The stock provider answered ${response.status}`, response.status);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ProviderError('empty', 'The stock provider answered an unexpected shape');
  return parsed.output;
}

/** Photos matching a query, in the provider's order. */
export async function searchStockPhotos(
  endpoint: StockImagesEndpoint,
  search: StockSearch,
  timeoutMs: number,
): Promise<StockPhoto[]> {
  const params = new URLSearchParams({ query: search.query, per_page: String(search.perPage) });
  if (search.orientation) params.set('orientation', search.orientation);
  const answer = await call(endpoint, `/v1/search?${params}`, SearchAnswer, timeoutMs);
  return answer.photos;
}

/** One photo by its id (what the search listed), so its address and credit come from the provider. */
export function getStockPhoto(
  endpoint: StockImagesEndpoint,
  id: string,
  timeoutMs: number,
): Promise<StockPhoto> {
  return call(endpoint, `/v1/photos/${encodeURIComponent(id)}`, Photo, timeoutMs);
}
