import { isStorable, nastyString } from '@gaceta/shared/testing/arbitraries';
import fc from 'fast-check';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractHtmlArticle, extractPdfArticle, UnreadableSourceError } from './article-extract';

/**
 * The import parsers over broken input: a page or a PDF damaged anywhere gives an article or a
 * clear refusal (UnreadableSourceError), never another failure, and never text that cannot be stored.
 */

const SEED = 2026;

function expectStorable(article: { title: string | null; paragraphs: string[] }) {
  for (const text of [article.title ?? '', ...article.paragraphs]) expect(isStorable(text)).toBe(true);
}

describe('an imported web page', () => {
  const fragment = fc.oneof(
    nastyString,
    fc.constantFrom(
      '<p>',
      '</p>',
      '<h2>',
      '<article>',
      '<!--',
      ']]>',
      '<script>',
      '&#0;',
      '&#xD800;',
      '<title>',
      '<li>',
    ),
  );
  const page = fc
    .array(fragment, { maxLength: 30 })
    .map(
      (parts) =>
        `<html><head><title>T\u0000</title></head><body><article><p>${parts.join('')}</p></article></body></html>`,
    );

  it('gives its title and text without the characters no field can store', async () => {
    const article = await extractHtmlArticle(
      '<html><head><title>Despido\u0000 improcedente \uD800</title></head><body><article><h1>Despido</h1><p>Texto\u0000 del \u0007artículo, con bastante contenido para que se lea como un artículo.</p></article></body></html>',
      'https://despacho.example/noticia',
    );
    expect(article.title).toBe('Despido improcedente');
    expect(article.paragraphs.join(' ')).toContain('Texto del artículo');
  });

  it('is read or left empty, whatever its markup', async () => {
    await fc.assert(
      fc.asyncProperty(page, async (html) => {
        expectStorable(await extractHtmlArticle(html, 'https://despacho.example/noticia'));
      }),
      { numRuns: 60, seed: SEED },
    );
  });
});

describe('an imported PDF', () => {
  let pdf: Uint8Array;
  beforeAll(async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.addPage().drawText('Indemnizacion por despido improcedente', { x: 50, y: 700, font, size: 14 });
    pdf = await document.save();
  });

  /** The document cut short, or with bytes overwritten, or random bytes behind a PDF header. */
  const damaged = () =>
    fc.oneof(
      fc.integer({ min: 0, max: pdf.length - 1 }).map((end) => pdf.slice(0, end)),
      fc
        .array(fc.tuple(fc.integer({ min: 0, max: pdf.length - 1 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 20,
        })
        .map((changes) => {
          const copy = pdf.slice();
          for (const [at, byte] of changes) copy[at] = byte;
          return copy;
        }),
      fc
        .uint8Array({ maxLength: 2000 })
        .map((tail) => new Uint8Array([...Buffer.from('%PDF-1.7\n'), ...tail])),
    );

  it('is read or refused as unreadable, whatever its bytes', async () => {
    await fc.assert(
      fc.asyncProperty(damaged(), async (bytes) => {
        try {
          expectStorable(await extractPdfArticle(bytes));
        } catch (error) {
          expect(error).toBeInstanceOf(UnreadableSourceError);
        }
      }),
      { numRuns: 12, seed: SEED },
    );
  }, 120_000);
});
