// calendar_month_ms: GET /v1/calendar for the 31 days around today of an office with about 1,000
// entries a month across its channels (web windows, scheduled publications, sent newsletters with
// their messages, scheduled ones, social posts in every state, the planned runs), a year of them
// behind and four months ahead; budget p95 100 ms, goal 20 ms. calendar_feed_ms: that user's ICS
// feed (three months back and a year ahead). Median and p95 on PGlite and on PostgreSQL (when one
// answers), measured in the API's code (apps/api/src/bench/calendar.ts) by bench/api.ts.
import { benchInApi, reportTiming, type Timing } from './api.ts';

const BUDGET_P95_MS = 100;
const GOAL_P95_MS = 20;

interface Figures {
  month: Timing;
  entries: number;
  feed: Timing;
  events: number;
  kb: number;
}

export async function benchCalendar(): Promise<void> {
  for (const { engine, result } of await benchInApi<Figures>('calendar.ts', 'calendar_month_ms')) {
    if (!result) continue;
    reportTiming(`calendar_month_ms (${engine})`, result.month, GOAL_P95_MS, BUDGET_P95_MS);
    console.log(
      `calendar_feed_ms (${engine})`.padEnd(42) +
        `median ${result.feed.median.toFixed(1)}, p95 ${result.feed.p95.toFixed(1)} (${result.feed.n} calls; a year: ${result.events} events, ${result.kb} KB; the month ${result.entries} entries)`,
    );
  }
}
