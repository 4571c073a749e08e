// `npm run bench`: the public list call (GET /public/v1/offices/{key}/news), against the real app on
// a fresh embedded database with one office of 200 published items (apps/api/src/bench/
// public-feed-server.ts). Sequential requests on one keep-alive connection, after a warm-up:
//   public_feed_200_ms   a full answer (office version, list and count queries, JSON)
//   public_feed_304_ms   a revalidation with the current ETag (the version query only)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { root } from '../lib/run.ts';

const PORT = 3291;
const BASE = `http://127.0.0.1:${PORT}`;
const WARM_UP = 50;
const SAMPLES = 500;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function timings(url: string, headers: Record<string, string>, status: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== status) throw new Error(`${url} answered ${response.status}, not ${status}`);
    if (i >= WARM_UP) times.push(elapsed);
  }
  return times.sort((a, b) => a - b);
}

const report = (name: string, sorted: number[]) =>
  console.log(
    `${name.padEnd(46)}median ${percentile(sorted, 50).toFixed(2)}, p95 ${percentile(sorted, 95).toFixed(2)} (${SAMPLES} sequential requests)`,
  );

export async function benchPublicFeed(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gaceta-bench-feed-'));
  const child = spawn('node', ['--import', 'tsx', join(root, 'apps/api/src/bench/public-feed-server.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), PUBLIC_URL: BASE, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const lines = createInterface({ input: child.stdout });
    const [line] = (await Promise.race([
      once(lines, 'line'),
      once(child, 'exit').then(() => {
        throw new Error('the public feed bench server exited before it listened');
      }),
    ])) as [string];
    const { key } = JSON.parse(line) as { key: string };
    const url = `${BASE}/public/v1/offices/${key}/news?per=20`;
    const first = await fetch(url);
    const etag = first.headers.get('etag');
    if (!etag) throw new Error('the public feed sent no ETag');
    report('public_feed_200_ms (per=20 of 180 visible)', await timings(url, {}, 200));
    report('public_feed_304_ms (If-None-Match)', await timings(url, { 'if-none-match': etag }, 304));
  } finally {
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
