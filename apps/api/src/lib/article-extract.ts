/**
 * The readable text of a web page (Mozilla's Readability on linkedom) or of a PDF (unpdf), as a
 * title and plain paragraphs. Only text comes out: the page's HTML is never passed on. The parsers
 * are imported on first use: they weigh on every start otherwise.
 */

export interface ExtractedArticle {
  title: string | null;
  paragraphs: string[];
}

export class UnreadableSourceError extends Error {
  override readonly name = 'UnreadableSourceError';
}

/** Parsing is bounded in time as well as in size (the bytes were bounded by whoever read them). */
const PARSE_TIMEOUT_MS = 15_000;

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

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
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new UnreadableSourceError('The PDF took too long to read')),
      PARSE_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([readPdf(bytes), deadline]);
  } catch (error) {
    if (error instanceof UnreadableSourceError) throw error;
    throw new UnreadableSourceError(`The PDF could not be read: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}

async function readPdf(bytes: Uint8Array): Promise<ExtractedArticle> {
  const { extractText, getDocumentProxy, getMeta } = await import('unpdf');
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const [{ text: pages }, meta] = await Promise.all([
      extractText(pdf, { mergePages: false }),
      getMeta(pdf),
    ]);
    // Blank lines separate paragraphs; lines inside one are joined (PDFs break lines by width).
    const paragraphs = pages.flatMap((page) => page.split(/\n\s*\n/).map(clean)).filter(Boolean);
    const title = clean((meta.info as { Title?: string } | undefined)?.Title);
    return { title: title || null, paragraphs };
  } finally {
    await pdf.cleanup();
  }
}
