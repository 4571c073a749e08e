// news_list_ms: GET /v1/news_infos with search and filters, 10,000 items in one office and 1,000 in
// each of 50 others, median and p95 on PGlite and on PostgreSQL (when one answers); budget p95
// 100 ms, goal 30 ms. news_search_ms: of those, the search by two words with filters (decision
// 024), same budget and goal. Measured in the API's code (apps/api/src/bench/news-list.ts) by
// bench/api.ts.
import { benchInApi, reportTiming, type Timing } from './api.ts';

const BUDGET_P95_MS = 100;
const GOAL_P95_MS = 30;

export async function benchNewsList(): Promise<void> {
  for (const { engine, result } of await benchInApi<Timing & { search: Timing }>(
    'news-list.ts',
    'news_list_ms',
  )) {
    if (!result) continue;
    reportTiming(`news_list_ms (${engine})`, result, GOAL_P95_MS, BUDGET_P95_MS);
    reportTiming(`news_search_ms (${engine})`, result.search, GOAL_P95_MS, BUDGET_P95_MS);
  }
}
