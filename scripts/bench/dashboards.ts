// dashboard_ms and scorecard_ms: GET /v1/dashboard (week, month, year) and one article's scorecard
// (month, year) with 100 offices, 10,000 news items and 1,000,000 raw web events rolled up, median
// and p95 on PGlite and on PostgreSQL (when one answers); budget p95 100 ms, goal 20 ms. rollup_ms:
// the roll-up job recomputing one day, and the whole year once. The measuring runs in apps/api
// (src/bench/dashboards.ts) under tsx.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { reachable } from '../lib/reachable.ts';
import { root } from '../lib/run.ts';
import { overBudget, quickArgs } from './mode.ts';

const BUDGET_P95_MS = 100;
const GOAL_P95_MS = 20;
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Timing {
  median: number;
  p95: number;
  n: number;
}
interface Figures {
  dashboard: Timing;
  scorecard: Timing;
  rollup_day_ms: number;
  rollup_year_ms: number;
  events: number;
}

/** Runs the measurement on one database, echoing its detail lines; resolves with the figures. */
function measure(databaseUrl?: string): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
    const args = [tsx, 'src/bench/dashboards.ts', ...(databaseUrl ? [databaseUrl] : []), ...quickArgs];
    const child = spawn(process.execPath, args, {
      cwd: join(root, 'apps/api'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const result = output.match(/^RESULT (.*)$/m)?.[1];
      process.stdout.write(output.replace(/^RESULT .*\n?/m, ''));
      if (code !== 0 || !result) reject(new Error(`the dashboards bench failed (exit code ${code})`));
      else resolve(JSON.parse(result) as Figures);
    });
  });
}

function report(name: string, figures: Timing): void {
  const verdict =
    figures.p95 > BUDGET_P95_MS
      ? 'OVER BUDGET'
      : figures.p95 > GOAL_P95_MS
        ? 'within budget, above goal'
        : 'within goal';
  console.log(
    name.padEnd(42) +
      `median ${figures.median.toFixed(1)}, p95 ${figures.p95.toFixed(1)} (${figures.n} calls; goal ${GOAL_P95_MS}, budget ${BUDGET_P95_MS}: ${verdict})`,
  );
  if (figures.p95 > BUDGET_P95_MS) overBudget();
}

function reportAll(engine: string, figures: Figures): void {
  report(`dashboard_ms (${engine})`, figures.dashboard);
  report(`scorecard_ms (${engine})`, figures.scorecard);
  console.log(
    `rollup_ms (${engine})`.padEnd(42) +
      `one day ${Math.round(figures.rollup_day_ms)}, the year ${Math.round(figures.rollup_year_ms)} (${figures.events} raw events)`,
  );
}

export async function benchDashboards(): Promise<void> {
  reportAll('PGlite', await measure());
  if (await reachable(POSTGRES_URL)) reportAll('PostgreSQL', await measure(POSTGRES_URL));
  else
    console.log(
      `dashboard_ms (PostgreSQL)                 skipped: nothing answers at ${new URL(POSTGRES_URL).host}`,
    );
}
