import { AI_LIMITS, type NewsDraft, type NewsFromSourceInput } from '@gaceta/shared/ai';
import { MESSAGES } from '@gaceta/shared/messages';
import { cutAtWord } from '@gaceta/shared/news/derived-texts';
import type { Channel } from '@gaceta/shared/news/workflow';
import type { ServiceContext } from '../../context';
import { fieldError } from '../../lib/app-error';
import {
  type ExtractedArticle,
  extractHtmlArticle,
  extractPdfArticle,
  UnreadableSourceError,
} from '../../lib/article-extract';
import { safeFetch } from '../../lib/safe-fetch';
import { requirePermission } from '../access/guards';
import { countAiCall, recordAiUsage } from './ai-usage.service';
import { channelVersions } from './channel-versions';
import { type Language, sentencesOf, seoOf, summarize } from './text-analysis';

/**
 * POST /v1/ai/news_from_source: a draft news item from pasted text, a web page or a PDF, built by
 * the offline engine (extraction, extractive summary, SEO, channel versions). Nothing is saved.
 */

/** The bounds for importing a URL. */
const URL_MAX_BYTES = 5 * 1024 * 1024;
const URL_TIMEOUT_MS = 15_000;
/** The most text a draft is built from (long PDFs are cut here). */
const SOURCE_MAX_CHARS = 100_000;
const GENERATED_TITLE_MAX = 120;

interface Source {
  article: ExtractedArticle;
  url: string | null;
}

export async function newsFromSource(ctx: ServiceContext, input: NewsFromSourceInput): Promise<NewsDraft> {
  const officeId = requirePermission(ctx, 'ai.use');
  await countAiCall(ctx, officeId);
  const source =
    input.source === 'url'
      ? await readUrl(ctx, input.url ?? '')
      : { article: readText(input.text ?? ''), url: null };
  return draftOf(ctx, officeId, source, input.versions, input.language, 'text');
}

export async function newsFromPdf(
  ctx: ServiceContext,
  bytes: Uint8Array,
  fields: { versions: Channel[]; language: Language },
): Promise<NewsDraft> {
  const officeId = requirePermission(ctx, 'ai.use');
  if (bytes.length > AI_LIMITS.pdfBytes || !isPdf(bytes)) {
    throw fieldError('VALIDATION_FAILED', 'file', MESSAGES.aiPdfOnly.id);
  }
  await countAiCall(ctx, officeId);
  const article = await extractPdfArticle(bytes).catch(unreadable('file'));
  return draftOf(ctx, officeId, { article, url: null }, fields.versions, fields.language, 'file');
}

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

function unreadable(field: string) {
  return (error: unknown): never => {
    if (error instanceof UnreadableSourceError) {
      const key = error.reason === 'too_complex' ? MESSAGES.aiPdfTooComplex : MESSAGES.aiPdfUnreadable;
      throw Object.assign(fieldError('VALIDATION_FAILED', field, key.id), { cause: error });
    }
    throw error;
  };
}

/** Pasted text: blank lines separate paragraphs; a short first line is its title. */
function readText(text: string): ExtractedArticle {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const [first] = text.trim().split('\n');
  const heading = first?.trim() ?? '';
  const isHeading = paragraphs.length > 1 && heading.length <= GENERATED_TITLE_MAX && !/[.:;]$/.test(heading);
  return isHeading ? { title: heading, paragraphs: paragraphs.slice(1) } : { title: null, paragraphs };
}

/** A web page (or a PDF or plain text at that address) through the SSRF-safe fetch (decision 002). */
async function readUrl(ctx: ServiceContext, url: string): Promise<Source> {
  const response = await safeFetch(url, {
    maxBytes: URL_MAX_BYTES,
    timeoutMs: URL_TIMEOUT_MS,
    headers: { accept: 'text/html,application/xhtml+xml,application/pdf;q=0.9,text/plain;q=0.8' },
    ...(ctx.allowFetchAddress && { allowAddress: ctx.allowFetchAddress }),
  });
  const type = response.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  let article: ExtractedArticle;
  if (type === 'application/pdf' || isPdf(response.body)) {
    article = await extractPdfArticle(response.body).catch(unreadable('url'));
  } else if (type === 'text/html' || type === 'application/xhtml+xml') {
    article = await extractHtmlArticle(response.body.toString('utf8'), response.url);
  } else if (type === 'text/plain') {
    article = readText(response.body.toString('utf8'));
  } else {
    throw fieldError('VALIDATION_FAILED', 'url', MESSAGES.aiNoArticle.id);
  }
  return { article, url: response.url };
}

async function draftOf(
  ctx: ServiceContext,
  officeId: string,
  { article, url }: Source,
  versions: Channel[],
  language: Language,
  field: string,
): Promise<NewsDraft> {
  const paragraphs = withinLength(article.paragraphs, SOURCE_MAX_CHARS);
  const body = paragraphs.join('\n\n');
  if (!body) throw fieldError('VALIDATION_FAILED', url ? 'url' : field, MESSAGES.aiNoArticle.id);
  const title = cutAtWord(article.title ?? sentencesOf(body, language)[0] ?? body, GENERATED_TITLE_MAX);
  const summary = summarize(body, language);
  const seo = seoOf(body, language, title, summary);
  await recordAiUsage(ctx, officeId, { action: 'news_from_source', engine: 'offline', usage: null });
  return {
    engine: 'offline',
    title,
    summary,
    keywords: seo.keywords,
    meta_title: seo.meta_title,
    meta_description: seo.meta_description,
    contents: channelVersions(versions, { title, summary, paragraphs }),
    source_url: url,
  };
}

/** The first paragraphs whose total length stays within `max` (at least the first, cut). */
function withinLength(paragraphs: string[], max: number): string[] {
  const kept: string[] = [];
  let length = 0;
  for (const paragraph of paragraphs) {
    if (length + paragraph.length > max) {
      if (kept.length === 0) kept.push(paragraph.slice(0, max));
      break;
    }
    kept.push(paragraph);
    length += paragraph.length + 2;
  }
  return kept;
}
