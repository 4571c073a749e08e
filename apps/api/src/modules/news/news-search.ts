import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containing } from '../../db/lists';
import { news } from '../../db/schema';

const LANGUAGES = ['spanish', 'english', 'portuguese'] as const;

/** A bare word at the end of what was typed (not excluded, not inside an open quote). */
const LAST_WORD = /(^|\s)([\p{L}\p{N}]+)$/u;

/**
 * The news list's search (decision 024). What a person typed is read as web search syntax
 * (words, "a quoted phrase", -excluded, or) in each of our languages, and the three readings are
 * OR'ed: an item's words were stemmed in its own language (migration 0011), so the reading in that
 * language is the one that meets them. Accents and case are dropped on both sides. The search runs
 * as the person types, so a bare last word also counts as the start of a word: "cripto" finds
 * "criptoactivos".
 */
function wordQuery(search: string): SQL {
  const open = (search.match(/"/g)?.length ?? 0) % 2 === 1;
  const last = open ? null : LAST_WORD.exec(search);
  const before = last ? search.slice(0, last.index) : '';
  const readings = LANGUAGES.map((language) => {
    const words = (text: string) =>
      sql`websearch_to_tsquery(${language}::regconfig, gaceta_unaccent(${text}))`;
    if (!last?.[2]) return words(search);
    const started = sql`to_tsquery(${language}::regconfig, gaceta_unaccent(${last[2]}) || ':*')`;
    return sql`(${words(search)} || (${words(before)} && ${started}))`;
  });
  return sql`(${sql.join(readings, sql` || `)})`;
}

export interface NewsSearch {
  /** Which items match. */
  where: SQL;
  /** True for an item whose title matches, so those come first. */
  titleMatch: SQL;
}

/**
 * A search made only of words no language indexes ("de la", "the") has no reading at all; it is
 * then matched as text inside the title or summary, as it was typed.
 */
export async function newsSearch(db: Database, search: string): Promise<NewsSearch> {
  const query = wordQuery(search);
  const [reading] = await db.select({ words: sql<number>`numnode(${query})` }).from(sql`(values (1)) as one`);
  if (!reading?.words) {
    const pattern = sql`gaceta_unaccent(${containing(search)})`;
    const titleMatch = sql`${news.searchTitle} like ${pattern}`;
    return { where: sql`(${titleMatch} or ${news.searchSummary} like ${pattern})`, titleMatch };
  }
  return {
    where: sql`${news.searchVector} @@ ${query}`,
    titleMatch: sql`ts_filter(${news.searchVector}, '{a}') @@ ${query}`,
  };
}
