// interests_ms and recipient_activity_ms: GET /v1/statistics/interests for a subject over the year
// (and interests_month_ms over the last 30 days, as the screen opens, and interests_author_ms for an
// author over the year; a page of 50, as the screen asks)
// and GET /v1/newsletter/recipients/{id}/activity over the year (keen, middling and quiet readers),
// one office with 5,000 recipients, a weekly newsletter and 1,000,000 newsletter events, median and
// p95 on PGlite and on PostgreSQL (when one answers); budget p95 100 ms, goal 20 ms (issue #29).
// newsletter_retention_ms: the nightly `newsletter-retention` job on that fixture, with nothing past
// the retention and then with the office's cut to six months. Measured in the API's code
// (apps/api/src/bench/reading.ts) by bench/api.ts.
import { benchInApi, reportTiming, type Timing } from './api.ts';

const BUDGET_P95_MS = 100;
const GOAL_P95_MS = 20;

interface Figures {
  interests: Timing;
  /** The same list over the last 30 days, as the screen opens: read from the period's messages. */
  interests_month: Timing;
  /** An author's readers over the year. */
  interests_author: Timing;
  activity: Timing;
  retention_idle_ms: number;
  retention_ms: number;
  retention_messages: number;
  recipients: number;
  events: number;
}

export async function benchReading(): Promise<void> {
  for (const { engine, result } of await benchInApi<Figures>('reading.ts', 'interests_ms')) {
    if (!result) continue;
    reportTiming(`interests_ms (${engine})`, result.interests, GOAL_P95_MS, BUDGET_P95_MS);
    reportTiming(`interests_month_ms (${engine})`, result.interests_month, GOAL_P95_MS, BUDGET_P95_MS);
    reportTiming(`interests_author_ms (${engine})`, result.interests_author, GOAL_P95_MS, BUDGET_P95_MS);
    reportTiming(`recipient_activity_ms (${engine})`, result.activity, GOAL_P95_MS, BUDGET_P95_MS);
    console.log(
      `newsletter_retention_ms (${engine})`.padEnd(42) +
        `nothing to forget ${Math.round(result.retention_idle_ms)}, ${result.retention_messages} messages forgotten ${Math.round(result.retention_ms)} (${result.recipients} recipients, ${result.events} events)`,
    );
  }
}
