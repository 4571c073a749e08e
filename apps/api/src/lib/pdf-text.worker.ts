// The PDF reader's thread (lib/pdf-text.ts starts it with time and memory limits). It imports no
// file of ours, so it loads alike under tsx, Node's own type stripping and compiled JavaScript.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocumentProxy, getMeta } from 'unpdf';

export interface PdfTextLimits {
  /** Pages read; the rest of a longer document is left out. */
  maxPages: number;
  /** Text pieces read in all: a page of millions of tiny pieces is refused, not ground through. */
  maxTextItems: number;
  /** Characters read in all, however pdf.js groups them into pieces. */
  maxTextChars: number;
}

export type PdfTextResult =
  /** `title` is the document's metadata; `heading` the first page's largest text, when it stands out. */
  | { ok: true; title: string | null; heading: string | null; pages: string[] }
  | { ok: false; reason: 'too_complex' | 'unreadable'; detail: string };

class TooComplex extends Error {}

/** One page's text as pdf.js streams it, a line break after each piece that ends a line. */
type Page = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>['getPage']>>;

interface Piece {
  str: string;
  /** The text's height on the page: its font size, near enough. */
  height: number;
}

async function pageText(page: Page, budget: { items: number; chars: number }, pieces?: Piece[]) {
  const reader = page.streamTextContent().getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    for (const item of value.items) {
      if (!('str' in item)) continue;
      budget.items -= 1;
      budget.chars -= item.str.length;
      if (budget.items < 0 || budget.chars < 0) {
        await reader.cancel();
        throw new TooComplex('too much text');
      }
      text += item.str + (item.hasEOL ? '\n' : '');
      if (item.str.trim()) pieces?.push({ str: item.str.trim(), height: item.height });
    }
  }
}

const HEADING_MAX_CHARS = 200;

/**
 * The first page's largest text, when it is larger than most of the page's: the heading a document
 * printed from a browser or a word processor shows, whatever its metadata says.
 */
function headingOf(pieces: Piece[]): string | null {
  if (pieces.length < 2) return null;
  const heights = pieces.map((piece) => piece.height).sort((a, b) => a - b);
  const body = heights[Math.floor(heights.length / 2)] ?? 0;
  const tallest = heights[heights.length - 1] ?? 0;
  if (tallest < body * 1.2) return null;
  const first = pieces.findIndex((piece) => piece.height >= tallest - 0.5);
  const heading: string[] = [];
  // The run of large pieces from the first one: a heading may take more than one line.
  for (const piece of pieces.slice(first)) {
    if (piece.height < tallest * 0.9) break;
    heading.push(piece.str);
  }
  const text = heading.join(' ').replace(/\s+/g, ' ').trim();
  return text && text.length <= HEADING_MAX_CHARS ? text : null;
}

async function read(bytes: Uint8Array, limits: PdfTextLimits): Promise<PdfTextResult> {
  // verbosity 0: errors only. pdf.js otherwise logs a warning per faulty operator, millions for a bomb.
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  try {
    const meta = await getMeta(pdf);
    const budget = { items: limits.maxTextItems, chars: limits.maxTextChars };
    const pages: string[] = [];
    const firstPage: Piece[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, limits.maxPages); number++) {
      pages.push(await pageText(await pdf.getPage(number), budget, number === 1 ? firstPage : undefined));
    }
    const title = (meta.info as { Title?: unknown } | undefined)?.Title;
    return {
      ok: true,
      title: typeof title === 'string' ? title : null,
      heading: headingOf(firstPage),
      pages,
    };
  } finally {
    await pdf.cleanup();
  }
}

const { bytes, limits } = workerData as { bytes: Uint8Array; limits: PdfTextLimits };
read(bytes, limits).then(
  (result) => parentPort?.postMessage(result),
  (error: unknown) => {
    const reason = error instanceof TooComplex ? 'too_complex' : 'unreadable';
    parentPort?.postMessage({ ok: false, reason, detail: (error as Error).message } satisfies PdfTextResult);
  },
);
