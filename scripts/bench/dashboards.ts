// dashboard_ms, website_ms, newsletter_ms, social_ms, social_network_ms, scorecards_ms, scorecard_ms
// and admin_statistics_ms: GET /v1/dashboard, the office's statistics screens (website, newsletter,
// social networks side by side and LinkedIn's, the scorecards per author, one article's scorecard)
// and the admin's GET /v1/admin/statistics across every office, each for the week, month and year,
// with 100 offices, 10,000 news items and 1,000,000 raw web events rolled up, median and p95 on
// PGlite and on PostgreSQL (when one answers); budget p95 100 ms, goal 20 ms. rollup_ms:
// the roll-up job recomputing one day, and the whole year once. Measured in the API's code
// (apps/api/src/bench/dashboards.ts) by bench/api.ts.
import { benchInApi, reportTiming, type Timing } from './api.ts';

const BUDGET_P95_MS = 100;
const GOAL_P95_MS = 20;

/** The calls' groups, as apps/api/src/bench/dashboards.ts names them in its RESULT. */
const GROUPS = [
  'dashboard',
  'website',
  'newsletter',
  'social',
  'social_network',
  'scorecards',
  'scorecard',
  'admin_statistics',
] as const;

type Figures = Record<(typeof GROUPS)[number], Timing> & {
  rollup_day_ms: number;
  rollup_year_ms: number;
  events: number;
};

export async function benchDashboards(): Promise<void> {
  for (const { engine, result } of await benchInApi<Figures>('dashboards.ts', 'dashboard_ms')) {
    if (!result) continue;
    for (const group of GROUPS)
      reportTiming(`${group}_ms (${engine})`, result[group], GOAL_P95_MS, BUDGET_P95_MS);
    console.log(
      `rollup_ms (${engine})`.padEnd(42) +
        `one day ${Math.round(result.rollup_day_ms)}, the year ${Math.round(result.rollup_year_ms)} (${result.events} raw events)`,
    );
  }
}
