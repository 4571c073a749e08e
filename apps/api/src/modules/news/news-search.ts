import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containing } from '../../db/lists';
import { news } from '../../db/schema';

/**
 * The news list's search (decision 024). What a person typed is read as web search syntax
 * (words, "a quoted phrase", -excluded, or) in each of our languages, and the three readings are
 * OR'ed: an item's words were stemmed in its own language (migration 0011), so the reading in that
 * language is the one that meets them. Accents and case are dropped on both sides.
 */
function wordQuery(search: string): SQL {
  const text = sql`gaceta_unaccent(${search})`;
  return sql`(websearch_to_tsquery('spanish', ${text}) || websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('portuguese', ${text}))`;
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
