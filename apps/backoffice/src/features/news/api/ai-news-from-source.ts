import { NewsDraft, type NewsFromSourceInput } from '@gaceta/shared/ai';
import { api } from '@/lib/api-client';

/** Text, URL and PDF imports may read a page or a file first: the API allows them 60 s. */
const TIMEOUT_MS = 70_000;

/** POST /v1/ai/news_from_source: a draft (nothing saved) from a text or a URL. */
export function newsFromSource(
  input: Pick<NewsFromSourceInput, 'source' | 'versions' | 'language'> & { text?: string; url?: string },
  signal?: AbortSignal,
): Promise<NewsDraft> {
  return api
    .post('v1/ai/news_from_source', { json: input, timeout: TIMEOUT_MS, ...(signal ? { signal } : {}) })
    .json(NewsDraft);
}

/** The same from a PDF, sent as multipart. */
export function newsFromPdf(
  file: File,
  input: Pick<NewsFromSourceInput, 'versions' | 'language'>,
  signal?: AbortSignal,
): Promise<NewsDraft> {
  const body = new FormData();
  body.set('file', file);
  body.set('versions', input.versions.join(','));
  body.set('language', input.language);
  return api
    .post('v1/ai/news_from_source', { body, timeout: TIMEOUT_MS, ...(signal ? { signal } : {}) })
    .json(NewsDraft);
}
