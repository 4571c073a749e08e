import { dropUncarriable } from '@gaceta/shared/common';
import { runIsolated, workerEntry } from './isolated-worker';
import type { PdfTextLimits, PdfTextResult } from './pdf-text.worker';

/**
 * The readable text of a web page (Mozilla's Readability on linkedom) or of a PDF (unpdf, in a
 * worker thread with limits: lib/pdf-text.worker.ts), as a title and plain paragraphs. Only text
 * comes out: the page's HTML is never passed on. The parsers are imported on first use: they
 * weigh on every start otherwise.
 */

export interface ExtractedArticle {
  title: string | null;
  paragraphs: string[];
}

export class UnreadableSourceError extends Error {
  override readonly name = 'UnreadableSourceError';

  constructor(
    message: string,
    /** `too_complex`: a document past the limits below, likely built to exhaust the server. */
    readonly reason: 'unreadable' | 'too_complex' = 'unreadable',
  ) {
    super(message);
  }
}

/**
 * What one PDF may cost. A draft uses a few thousand words: 60 pages, 200,000 text pieces and
 * 400,000 characters are far beyond any article (60 dense pages are about 250,000) and far below
 * a document built to exhaust the server. pdf.js counts no operators, so the time limit stops the
 * rest: a legitimate 60-page PDF reads in about a second, a page of millions of operators never
 * does. The memory limit stops a huge stream or image.
 */
export const PDF_LIMITS: PdfTextLimits & { timeoutMs: number; memoryMb: number } = {
  maxPages: 60,
  maxTextItems: 200_000,
  maxTextChars: 400_000,
  timeoutMs: 5_000,
  memoryMb: 256,
};
const PDF_WORKER = workerEntry(import.meta.url, 'pdf-text.worker');

// A page or a PDF may carry characters no text field can (NUL, lone surrogates): dropped here, so
// that what a source gives can be stored.
const clean = (text: string | null | undefined) =>
  dropUncarriable(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();

export async function extractHtmlArticle(html: string, url: string): Promise<ExtractedArticle> {
  const [{ parseHTML }, { Readability }] = await Promise.all([
    import('linkedom'),
    import('@mozilla/readability'),
  ]);
  const { document } = parseHTML(html);
  const base = document.createElement('base');
  base.setAttribute('href', url);
  document.head?.append(base);
  const article = new Readability(document as unknown as Document).parse();
  if (!article?.content) return { title: clean(document.title) || null, paragraphs: [] };
  const { document: content } = parseHTML(`<!doctype html><html><body>${article.content}</body></html>`);
  const blocks = [...content.querySelectorAll('h2, h3, h4, p, li, blockquote')].filter(
    // A list item or quote made of paragraphs is read through its paragraphs.
    (element) => !element.querySelector('p'),
  );
  return {
    title: clean(article.title) || null,
    paragraphs: blocks.map((element) => clean(element.textContent)).filter(Boolean),
  };
}

export async function extractPdfArticle(bytes: Uint8Array): Promise<ExtractedArticle> {
  // The worker takes its own copy: the caller's buffer stays theirs.
  const copy = new Uint8Array(bytes);
  const { timeoutMs, memoryMb, ...limits } = PDF_LIMITS;
  const outcome = await runIsolated<PdfTextResult>(PDF_WORKER, { bytes: copy, limits }, [copy.buffer], {
    timeoutMs,
    memoryMb,
  });
  if (!outcome.ok) {
    const reason = outcome.reason === 'crashed' ? 'unreadable' : 'too_complex';
    throw new UnreadableSourceError(`The PDF could not be read: ${outcome.detail}`, reason);
  }
  const result = outcome.value;
  if (!result.ok)
    throw new UnreadableSourceError(`The PDF could not be read: ${result.detail}`, result.reason);
  // Blank lines separate paragraphs; lines inside one are joined (PDFs break lines by width).
  const paragraphs = result.pages.flatMap((page) => page.split(/\n\s*\n/).map(clean)).filter(Boolean);
  return { title: titleLike(clean(result.title)) ?? (clean(result.heading) || null), paragraphs };
}

/**
 * A document's metadata title, when it reads like one: browsers print "about:blank" or the page's
 * address, word processors a file name or "Untitled".
 */
function titleLike(title: string): string | null {
  const words = title.split(' ').length;
  if (words < 2 || title.length > 200) return null;
  if (/^(about:|https?:|file:)|\.(docx?|odt|pages|pdf|rtf|txt|html?)$/i.test(title)) return null;
  if (/^(untitled|sin título|sem título|documento\d*|document\d*|microsoft word)\b/i.test(title)) return null;
  return title;
}
