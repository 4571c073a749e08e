// An item's slug, its address on the office's site and in the public API: from the title, unique in
// the office (or the library).
import { cutAtWord } from '@gaceta/shared/news/derived-texts';
import { and, eq, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { news } from '../../db/schema';
import { ownedBy } from './news-rows';

const SLUG_MAX = 80;

/**
 * A URL-safe slug from the title: lower case, accents dropped, words joined by hyphens, cut after
 * a whole word.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cutAtWord(slug.replaceAll('-', ' '), SLUG_MAX).replaceAll(' ', '-') || 'noticia';
}

/** The slugs that may clash with `base` (itself, or numbered). */
export const clashingSlugs = (base: string) => or(eq(news.slug, base), like(news.slug, `${base}-%`));

/** `base`, numbered (-2, -3…) when `taken` has it. */
export function numberedSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** The title's slug, numbered when the office (or the library) already has it. */
export async function freeSlug(db: Database, officeId: string | null, title: string): Promise<string> {
  const base = slugify(title);
  const taken = await db
    .select({ slug: news.slug })
    .from(news)
    .where(and(ownedBy(officeId), clashingSlugs(base)));
  return numberedSlug(base, new Set(taken.map((row) => row.slug)));
}
