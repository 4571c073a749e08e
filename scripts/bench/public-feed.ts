// `npm run bench`: the public path, against the real app on a fresh database with one office of
// 200 published items (apps/api/src/bench/public-feed-server.ts): on PostgreSQL when one answers
// (what serves a site's traffic), else on PGlite, whose queries run in the server's own thread and
// stall it while they run (the version's refresh, once a second). The yardstick, measured in the
// same run: a bare Hono server (apps/api/src/bench/hello-server.ts) answering the feed's own body
// and ETag, with a 304 for If-None-Match, as the app would if it did nothing else.
// autocannon on loopback, 50 connections, in ROUNDS rounds of one second per target taken in turn,
// so that a shared machine's changing load weighs on each alike (the servers are child processes:
// the load generator and the server each have a core of the two). req/s over all rounds, p99 the
// worst round's:
//   public_bare_304_rps       the bare server's 304
//   public_feed_304_rps       GET …/news?per=10 with the current ETag: ratio to the bare 304,
//                             budget ≥ 0.5, goal 0.8
//   public_bare_200_rps       the bare server's 200 (the same JSON)
//   public_feed_200_rps       the same without If-None-Match, the full JSON: ratio to the bare 200,
//                             budget ≥ 0.25, goal 0.5
//   public_widget_200_rps     GET /widget/v1/gaceta.js as browsers ask for it (brotli), to the bare 200
// then, in headless Chromium on a local host page with hostile CSS that embeds the widget with the
// back-office's snippets (a fresh browser context each time: a cold page; median and p95 of 20 page
// loads, 10 in the quick mode), for one list and for a list with a <gaceta-news> slider:
//   widget_shown_ms           from the widget's script arriving (its download done) to every widget
//                             of the page painted with its articles (the frame after they are in
//                             the shadow root), with the snippets' preloads; budget 100 ms, goal
//                             50 ms (decision 064). Also without them, as snippets pasted before.
//   widget_render_ms          the work after the data, on the pages without preloads (with them the
//                             answer may come before the script): from the last page of news
//                             arriving (its response's end) to the articles in the shadow roots
//                             (parsing the JSON, Preact rendering the views); budget 50 ms, goal
//                             16 ms (one frame)
//   widget_main_thread_ms     the main thread's CPU time for a list and a slider without preloads
//                             (a Chromium trace's thread time, which a busy machine stretches far
//                             less than the clock; 10 traced loads, 3 quick): the script evaluated,
//                             its callbacks, and style, layout and paint until the widgets are
//                             painted; budget 100 ms, goal 50 ms, as widget_shown_ms
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { DEMO_PASSWORD, DEMO_USERS } from '../../apps/api/src/db/seed.ts';
import { elementSnippet, scriptSnippet } from '../../apps/backoffice/src/features/website/lib/snippets.ts';
import { launchChromium } from '../lib/chromium.ts';
import { reachable } from '../lib/reachable.ts';
import { root } from '../lib/run.ts';
import { iterations, overBudget } from './mode.ts';

const PORT = 3291;
const HELLO_PORT = 3292;
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = iterations(4, 1);
const CONNECTIONS = 50;
const BUDGET_304 = 0.5;
const GOAL_304 = 0.8;
const BUDGET_200 = 0.25;
const GOAL_200 = 0.5;
const SHOWN_BUDGET_MS = 100;
const SHOWN_GOAL_MS = 50;
const RENDER_BUDGET_MS = 50;
const RENDER_GOAL_MS = 16;
const PAGE_LOADS = iterations(20, 10);
const TRACED_LOADS = iterations(10, 3);
/** What an office's site may do to everything (docs/website.md): none of it may reach the widget. */
const HOSTILE_CSS =
  '* { color: rgb(255, 0, 0) !important; font: 40px/3 fantasy !important } h2 { background: rgb(0, 255, 0) }';
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Server {
  child: ChildProcess;
  line: string;
}

/** Starts a bench server under tsx and waits for its first line (it prints one when it listens). */
async function startServer(file: string, env: Record<string, string>, args: string[] = []): Promise<Server> {
  const child = spawn('node', ['--import', 'tsx', join(root, 'apps/api/src/bench', file), ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    once(child, 'exit').then(() => {
      throw new Error(`${file} exited before it listened`);
    }),
  ])) as [string];
  return { child, line };
}

async function stop({ child }: Server): Promise<void> {
  const exited = once(child, 'exit');
  child.kill('SIGINT');
  await exited;
}

export interface Load {
  rps: number;
  p99: number;
}

export interface Target {
  url: string;
  status: number;
  headers?: Record<string, string>;
}

/** Each target for one second per round, in turn; every answer must have the target's status. */
export async function load(targets: Target[]): Promise<Load[]> {
  const runs = targets.map(() => ({ requests: 0, seconds: 0, p99: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, { url, status, headers }] of targets.entries()) {
      const result = await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
      const answered = result.statusCodeStats?.[status as unknown as keyof typeof result.statusCodeStats];
      if (result.errors > 0 || result.timeouts > 0 || answered?.count !== result.requests.total) {
        throw new Error(`${url}: not every answer was ${status} (${JSON.stringify(result.statusCodeStats)})`);
      }
      const run = runs[index] as (typeof runs)[number];
      run.requests += result.requests.total;
      run.seconds += result.duration;
      run.p99 = Math.max(run.p99, result.latency.p99);
    }
  }
  return runs.map((run) => ({ rps: run.requests / run.seconds, p99: run.p99 }));
}

export function report(name: string, figures: Load, extra = ''): void {
  console.log(
    `${name.padEnd(42)}${Math.round(figures.rps)} req/s, p99 ${figures.p99} ms${extra ? ` (${extra})` : ''}`,
  );
}

function ratio(figures: Load, bare: Load, budget: number, goal: number): string {
  const value = figures.rps / bare.rps;
  if (value < budget) overBudget();
  const verdict = value < budget ? 'UNDER BUDGET' : value < goal ? 'within budget, under goal' : 'at goal';
  return `${value.toFixed(2)}× the bare server, budget ${budget}, goal ${goal}: ${verdict}`;
}

/**
 * Milliseconds from the widget script's download ending until every widget of the page is painted
 * with its articles (`shown`): one list, or a list and a <gaceta-news> slider on one page, with the
 * snippets' preloads or without; and the milliseconds from the last page of news arriving to the
 * articles in the shadow roots (`render`).
 */
async function widgetMs(
  key: string,
  widgets: 1 | 2,
  preload: boolean,
): Promise<{ shown: number[]; render: number[] }> {
  const script = `${BASE}/widget/v1/gaceta.js`;
  // A host page on another origin (localhost against 127.0.0.1), as an office's site would be.
  const host = `http://localhost:${PORT}/despacho/`;
  // The snippets the back-office gives (their preloads included), as an office pastes them.
  const embed = { widgetUrl: script, office: key, lang: 'es', allLanguages: false } as const;
  // Without preloads: neither the news' nor the slider's module's (decision 065).
  const pasted = (snippet: string) => (preload ? snippet : snippet.replace(/<link [^>]*>\n/g, ''));
  const list = pasted(scriptSnippet({ ...embed, view: 'list' }));
  // The element's own preload and its <gaceta-news>: one script is enough for both.
  const slider =
    widgets === 2
      ? pasted(elementSnippet({ ...embed, view: 'slider' })).replace(/<script[^>]*><\/script>\n/, '')
      : '';
  const page = `<!doctype html><html lang="es"><head><title>Despacho</title><style>${HOSTILE_CSS}</style><script>
    const shown = new Set();
    const watch = (host) => {
      if (host.watched || !host.shadowRoot) return;
      host.watched = true;
      const check = () => {
        if (!host.shadowRoot.querySelector('.gaceta-card, .gaceta-slider__track')) return false;
        shown.add(host);
        if (shown.size < ${widgets}) return true;
        window.inDom = performance.now();
        // Painted: a task posted from the next frame's animation callback runs after that frame.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (window.painted = performance.now());
          channel.port2.postMessage(null);
        });
        return true;
      };
      if (!check()) new MutationObserver((_, observer) => check() && observer.disconnect())
        .observe(host.shadowRoot, { childList: true, subtree: true });
    };
    new MutationObserver(() => document.querySelectorAll('[data-gaceta-widget], gaceta-news').forEach(watch))
      .observe(document, { childList: true, subtree: true });
  </script></head><body><main><h1>Despacho</h1>${slider}
  ${list}</main></body></html>`;
  const browser = await launchChromium();
  try {
    const shownTimes: number[] = [];
    const renders: number[] = [];
    for (let i = 0; i < PAGE_LOADS; i++) {
      const context = await browser.newContext({ permissions: ['local-network-access'] });
      const tab = await context.newPage();
      await tab.route(host, (route) => route.fulfill({ contentType: 'text/html', body: page }));
      await tab.goto(host);
      await tab.waitForFunction(() => 'painted' in globalThis);
      // Plain loops: under tsx a named function inside the page's code would need a helper the page lacks.
      const { shown, render } = await tab.evaluate((src) => {
        const { inDom, painted } = globalThis as unknown as { inDom: number; painted: number };
        let scriptEnd = 0;
        let newsEnd = Number.NaN;
        // Resource timing's responseEnd is given across origins (no Timing-Allow-Origin needed).
        for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
          if (entry.name === src) scriptEnd = entry.responseEnd;
          else if (new URL(entry.name).pathname.endsWith('/news'))
            newsEnd = Number.isNaN(newsEnd) ? entry.responseEnd : Math.max(newsEnd, entry.responseEnd);
        }
        return { shown: painted - scriptEnd, render: inDom - newsEnd };
      }, script);
      shownTimes.push(shown);
      renders.push(render);
      await context.close();
    }
    return { shown: shownTimes.sort((a, b) => a - b), render: renders.sort((a, b) => a - b) };
  } finally {
    await browser.close();
  }
}

/** A Chromium trace's complete event, with its thread (CPU) time. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

/**
 * The main thread's CPU time (the trace's thread time, which a busy machine stretches far less than
 * the clock) for a list and a <gaceta-news> slider without preloads: the script's evaluation (its
 * widgets mounted, their requests sent), its later callbacks (the answers parsed, the views rendered,
 * the beacons), and the style, layout and paint from the script's start to the first paint after its
 * last render.
 */
async function widgetCpuMs(key: string, loads: number): Promise<number[]> {
  const script = `${BASE}/widget/v1/gaceta.js`;
  const host = `http://localhost:${PORT}/despacho-traced/`;
  const embed = { widgetUrl: script, office: key, lang: 'es', allLanguages: false } as const;
  const pasted = (snippet: string) => snippet.replace(/<link [^>]*>\n/g, '');
  const page = `<!doctype html><html lang="es"><head><title>Despacho</title><style>${HOSTILE_CSS}</style></head>
    <body><main><h1>Despacho</h1>${pasted(elementSnippet({ ...embed, view: 'slider' })).replace(/<script[^>]*><\/script>\n/, '')}
    ${pasted(scriptSnippet({ ...embed, view: 'list' }))}</main></body></html>`;
  const browser = await launchChromium();
  try {
    const times: number[] = [];
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ permissions: ['local-network-access'] });
      const tab = await context.newPage();
      await tab.route(host, (route) => route.fulfill({ contentType: 'text/html', body: page }));
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReturnAsStream' });
      await tab.goto(host);
      await tab.locator('gaceta-news .gaceta-slider__slide').first().waitFor();
      await tab.locator('[data-gaceta-widget] .gaceta-card').first().waitFor();
      // The frame that shows them, and the beacons after it.
      await tab.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
      );
      const complete = new Promise<string>((resolve) =>
        cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? '')),
      );
      await cdp.send('Tracing.end');
      const stream = await complete;
      let json = '';
      for (let eof = false; !eof; ) {
        const chunk = await cdp.send('IO.read', { handle: stream });
        json += chunk.data;
        eof = chunk.eof;
      }
      await context.close();
      const events = (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents;
      const evaluation = events.find(
        (event) => event.name === 'EvaluateScript' && event.args?.data?.url === script && event.tdur,
      );
      if (!evaluation?.dur || !evaluation.tdur) throw new Error('no evaluation of the widget in the trace');
      const evaluated = evaluation.ts + evaluation.dur;
      const thread = (event: TraceEvent) =>
        event.pid === evaluation.pid && event.tid === evaluation.tid && event.ph === 'X' && event.tdur;
      const callbacks = events.filter(
        (event) =>
          thread(event) &&
          event.name === 'FunctionCall' &&
          event.args?.data?.url === script &&
          event.ts > evaluated,
      );
      const lastRender = callbacks.at(-1)?.ts ?? evaluation.ts;
      const paint = events.find((event) => thread(event) && event.name === 'Paint' && event.ts > lastRender);
      const until = paint ? paint.ts + (paint.dur ?? 0) : lastRender;
      const rendering = events.filter(
        (event) =>
          thread(event) &&
          ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint'].includes(event.name) &&
          event.ts >= evaluation.ts &&
          event.ts <= until,
      );
      const cpu = [evaluation, ...callbacks, ...rendering].reduce((sum, event) => sum + (event.tdur ?? 0), 0);
      times.push(cpu / 1000);
    }
    return times.sort((a, b) => a - b);
  } finally {
    await browser.close();
  }
}

/** One line of the widget's times: median and p95 over the page loads, against the budget and goal. */
function reportWidget(name: string, times: number[], budget: number, goal: number): void {
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? Number.NaN;
  const median = at(0.5);
  if (!(median <= budget)) overBudget();
  const verdict = !(median <= budget)
    ? 'OVER BUDGET'
    : median > goal
      ? 'within budget, above goal'
      : 'at goal';
  console.log(
    `${name.padEnd(48)}median ${median.toFixed(1)}, p95 ${at(0.95).toFixed(1)} (${times.length} cold loads; budget ${budget}, goal ${goal}: ${verdict})`,
  );
}

/**
 * The app's `feed` warmed up (the JIT, the connections, the answer kept for its ETag), then the bare
 * server started answering it as it does: where each is asked, and the header that revalidates.
 */
async function besideTheBareServer(feed: string) {
  const etag = (await fetch(feed)).headers.get('etag');
  if (!etag) throw new Error('the public feed sent no ETag');
  await autocannon({ url: feed, connections: CONNECTIONS, duration: 1 });
  const bare = await startServer('hello-server.ts', {}, [String(HELLO_PORT), feed]);
  return { bare, bareUrl: `http://127.0.0.1:${HELLO_PORT}/`, revalidate: { 'if-none-match': etag } };
}

/**
 * The feed's 304 on the server `npm start` runs at `base` (PGlite, the demo, the job worker in its
 * process), against the bare server answering the demo office's feed as it does: the figure above
 * comes from the bench's own server on PostgreSQL (docs/scaling.md, the public path under npm start).
 */
export async function benchPublicFeedOfStart(base: string): Promise<void> {
  const [user] = DEMO_USERS;
  const signIn = await fetch(`${base}/auth_user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user?.email, password: DEMO_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const me = await fetch(`${base}/v1/me`, { headers: { authorization: `Bearer ${token}` } });
  const { office } = (await me.json()) as { office: { public_key: string } };
  const feed = `${base}/public/v1/offices/${office.public_key}/news?per=10`;
  const { bare, bareUrl, revalidate } = await besideTheBareServer(feed);
  try {
    const [bare304, notModified] = (await load([
      { url: bareUrl, status: 304, headers: revalidate },
      { url: feed, status: 304, headers: revalidate },
    ])) as [Load, Load];
    report('public_bare_304_rps (the demo feed)', bare304);
    report(
      'public_start_304_rps (npm start)',
      notModified,
      ratio(notModified, bare304, BUDGET_304, GOAL_304),
    );
  } finally {
    await stop(bare);
  }
}

export async function benchPublicFeed(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gaceta-bench-feed-'));
  const postgres = await reachable(POSTGRES_URL);
  console.log(`public path: on ${postgres ? 'PostgreSQL' : 'PGlite (no PostgreSQL answers)'}`);
  const app = await startServer(
    'public-feed-server.ts',
    { DATA_DIR: dataDir, PORT: String(PORT), PUBLIC_URL: BASE },
    postgres ? [POSTGRES_URL] : [],
  );
  let bare: Server | undefined;
  try {
    const { key } = JSON.parse(app.line) as { key: string };
    const feed = `${BASE}/public/v1/offices/${key}/news?per=10`;
    const beside = await besideTheBareServer(feed);
    bare = beside.bare;
    const { bareUrl, revalidate } = beside;
    const [bare304, notModified, bare200, full, widget] = (await load([
      { url: bareUrl, status: 304, headers: revalidate },
      { url: feed, status: 304, headers: revalidate },
      { url: bareUrl, status: 200 },
      { url: feed, status: 200 },
      {
        url: `${BASE}/widget/v1/gaceta.js`,
        status: 200,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      },
    ])) as [Load, Load, Load, Load, Load];
    report('public_bare_304_rps (bare Hono, same ETag)', bare304);
    report(
      'public_feed_304_rps (If-None-Match)',
      notModified,
      ratio(notModified, bare304, BUDGET_304, GOAL_304),
    );
    report('public_bare_200_rps (bare Hono, same body)', bare200);
    report('public_feed_200_rps (per=10 of 180 visible)', full, ratio(full, bare200, BUDGET_200, GOAL_200));
    report(
      'public_widget_200_rps (brotli)',
      widget,
      `${(widget.rps / bare200.rps).toFixed(2)}× the bare 200`,
    );

    const one = await widgetMs(key, 1, true);
    const two = await widgetMs(key, 2, true);
    const oneBare = await widgetMs(key, 1, false);
    const twoBare = await widgetMs(key, 2, false);
    const cpu = await widgetCpuMs(key, TRACED_LOADS);
    // The machine's load beside the figures: on a shared machine they move with it.
    console.log(
      `widget host load average                         ${loadavg()
        .map((value) => value.toFixed(1))
        .join(', ')}`,
    );
    reportWidget('widget_shown_ms (one list)', one.shown, SHOWN_BUDGET_MS, SHOWN_GOAL_MS);
    reportWidget('widget_shown_ms (list and slider)', two.shown, SHOWN_BUDGET_MS, SHOWN_GOAL_MS);
    reportWidget('widget_shown_ms (one list, no preload)', oneBare.shown, SHOWN_BUDGET_MS, SHOWN_GOAL_MS);
    reportWidget(
      'widget_shown_ms (list and slider, no preload)',
      twoBare.shown,
      SHOWN_BUDGET_MS,
      SHOWN_GOAL_MS,
    );
    reportWidget('widget_render_ms (one list)', oneBare.render, RENDER_BUDGET_MS, RENDER_GOAL_MS);
    reportWidget('widget_render_ms (list and slider)', twoBare.render, RENDER_BUDGET_MS, RENDER_GOAL_MS);
    reportWidget('widget_main_thread_ms (list and slider, CPU)', cpu, SHOWN_BUDGET_MS, SHOWN_GOAL_MS);
  } finally {
    await Promise.all([stop(app), bare && stop(bare)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
