import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { passwordProblems } from './accounts/password';
import { cutAtWord } from './news/derived-texts';
import { accepted, mutated, nastyString } from './testing/arbitraries';
import { normalizeUrl, OfficeUrl, urlProblem } from './urls';
import { wallClockToInstant } from './wall-clock';
import {
  articleUrl,
  canonicalUrl,
  escapeHtml,
  feedUrls,
  officeLogoUrl,
  shareLinks,
  sharePageUrl,
} from './website/markup';

/**
 * Properties of the shared rules over generated and broken input: every schema of the package (found
 * by walking its modules, not listed by hand) and the functions the API and the back-office both
 * rely on never throw, and what they accept can be stored and carried.
 */

const RUNS = 200;
const SEED = 2026;
const check = <T extends [unknown, ...unknown[]]>(property: fc.IProperty<T>) =>
  fc.assert(property, { numRuns: RUNS, seed: SEED });

type Schema = v.GenericSchema;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

declare global {
  interface ImportMeta {
    glob<T>(patterns: string[], options: { eager: true }): Record<string, T>;
  }
}

/** Every valibot schema the package exports, by module and name. */
function sharedSchemas(): [string, Schema][] {
  // Vite's import.meta.glob (vitest runs on Vite), declared below: this package has no Vite types.
  const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, Schema] => isSchema(entry[1]))
      .map(([name, schema]): [string, Schema] => [`${file} ${name}`, schema]),
  );
}

describe('every shared schema', () => {
  const schemas = sharedSchemas();

  it('is found by walking the modules', () => {
    expect(schemas.length).toBeGreaterThan(60);
  });

  // What a schema the API validates requests with accepts is checked in apps/api/src/bad-input.test.ts.
  it.each(schemas)('%s parses anything without throwing', (_name, schema) => {
    check(
      fc.property(
        fc.oneof(accepted(schema), accepted(schema).chain(mutated), fc.anything()),
        (input: unknown) => {
          expect(typeof v.safeParse(schema, input).success).toBe('boolean');
        },
      ),
    );
  });
});

describe('the URL rules', () => {
  const anyText = fc.oneof(
    nastyString,
    fc.string({ unit: 'grapheme' }),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
  );

  it('normalise once and for all, never to a value that breaks out of an attribute', () => {
    check(
      fc.property(anyText, (text) => {
        const normal = normalizeUrl(text);
        if (normal === null) return;
        expect(normalizeUrl(normal)).toBe(normal);
        expect(normal).not.toMatch(/["'<>\s]/);
      }),
    );
  });

  it('judge any text, and an office URL they accept is stored normalised and well formed', () => {
    check(
      fc.property(anyText, (text) => {
        const problem = urlProblem(text);
        const parsed = v.safeParse(OfficeUrl, text);
        if (problem === null && text.trim() === text) expect(parsed.success).toBe(true);
        if (parsed.success && parsed.output !== null) expect(urlProblem(parsed.output)).toBeNull();
      }),
    );
  });
});

describe('the URL builders', () => {
  const base = fc.constantFrom('https://gaceta.example', 'http://127.0.0.1:3000');
  // Slugs and keys as stored: well-formed text (PostgreSQL stores no lone surrogate).
  const part = fc.string({ unit: 'grapheme', maxLength: 40 });

  it('keep a key and a slug inside their path segment, on the product’s origin', () => {
    check(
      fc.property(base, part, part, (publicUrl, key, slug) => {
        for (const url of [
          sharePageUrl(publicUrl, key, slug),
          canonicalUrl(null, publicUrl, key, slug),
          feedUrls(publicUrl, key).rss,
          feedUrls(publicUrl, key).json,
          officeLogoUrl(publicUrl, key),
        ]) {
          const parsed = new URL(url);
          expect(parsed.origin).toBe(new URL(publicUrl).origin);
          expect(parsed.search + parsed.hash).toBe('');
        }
        const [, , encodedKey, encodedSlug] = new URL(sharePageUrl(publicUrl, key, slug)).pathname.split('/');
        expect([decodeURIComponent(encodedKey ?? ''), decodeURIComponent(encodedSlug ?? '')]).toEqual([
          key,
          slug,
        ]);
      }),
    );
  });

  it('add the article to the office’s page without touching its address or query', () => {
    check(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), part, (newsUrl, slug) => {
        const url = new URL(articleUrl(newsUrl, slug));
        const page = new URL(newsUrl);
        expect(url.origin + url.pathname).toBe(page.origin + page.pathname);
        expect(url.searchParams.get('gaceta')).toBe(slug);
        expect(url.hash).toBe('');
      }),
    );
  });

  it('share any title and address, each network’s link on its own host', () => {
    check(
      fc.property(fc.webUrl(), fc.oneof(part, fc.constant('a&b=c#d')), (url, title) => {
        for (const [network, link] of Object.entries(shareLinks(url, title))) {
          const parsed = new URL(link);
          if (network === 'email') expect(parsed.protocol).toBe('mailto:');
          else expect(parsed.protocol).toBe('https:');
          const values = [...parsed.searchParams.values()];
          expect(values).toContain(url);
        }
      }),
    );
  });
});

describe('text rules', () => {
  it('escape HTML so that no markup survives', () => {
    check(
      fc.property(fc.oneof(nastyString, fc.string()), (text) => {
        expect(escapeHtml(text)).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|#39);)/);
      }),
    );
  });

  it('cut text at a word within its limit, from its start', () => {
    check(
      fc.property(
        fc.oneof(nastyString, fc.string({ unit: 'grapheme' })),
        fc.integer({ min: 2, max: 200 }),
        fc.boolean(),
        (text, max, ellipsis) => {
          const cut = cutAtWord(text, max, { ellipsis });
          expect(cut.length).toBeLessThanOrEqual(max);
          const line = text.replace(/\s+/g, ' ').trim();
          expect(line.startsWith(cut.replace(/…$/, ''))).toBe(true);
        },
      ),
    );
  });

  it('judge any password without throwing', () => {
    check(
      fc.property(fc.oneof(nastyString, fc.string({ unit: 'binary' })), (password) => {
        expect(Array.isArray(passwordProblems(password))).toBe(true);
      }),
    );
  });

  it('turn any wall-clock text into an instant or null, never an invalid date', () => {
    check(
      fc.property(
        fc.oneof(fc.constantFrom('2026-03-29', '2026-02-30', '0000-01-01', '9999-12-31'), nastyString),
        fc.oneof(fc.constantFrom('02:30', '25:00', '23:59', '00:00'), nastyString),
        fc.constantFrom('Europe/Madrid', 'America/Sao_Paulo', 'UTC', 'Pacific/Kiritimati'),
        (date, time, zone) => {
          const instant = wallClockToInstant({ date, time }, zone);
          if (instant !== null) expect(Number.isNaN(Date.parse(instant))).toBe(false);
        },
      ),
    );
  });
});
