import { META_DESCRIPTION_HINT, META_TITLE_HINT } from '../news';

/**
 * The texts an item's other fields take from its headline and summary, the same in the API (a
 * generated draft) and in the editor (fields that follow the headline until edited by hand).
 */

const TRAILING = /[\s,;:.\-–—(]+$/u;

/**
 * `text` on one line, cut at a word boundary to at most `max` characters; a title never gets an
 * ellipsis (it reads as a whole headline), a description does.
 */
export function cutAtWord(text: string, max: number, { ellipsis = false } = {}): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const room = line.slice(0, ellipsis ? max - 1 : max + 1);
  const boundary = room.lastIndexOf(' ');
  // A single long word is cut where it must; otherwise at the last whole word.
  const cut = (
    boundary > max / 2 ? room.slice(0, boundary) : room.slice(0, ellipsis ? max - 1 : max)
  ).replace(TRAILING, '');
  return ellipsis ? `${cut}…` : cut;
}

/** What the meta title is while nobody has written one of their own: the headline, within 60. */
export const derivedMetaTitle = (title: string) => cutAtWord(title, META_TITLE_HINT);

/** What the meta description is while nobody has written one: the summary, within 160. */
export const derivedMetaDescription = (summary: string) =>
  cutAtWord(summary, META_DESCRIPTION_HINT, { ellipsis: true });
