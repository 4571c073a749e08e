// `npm run bench`: the figures the issues set budgets for.
//   start_to_health_ms   npm start (dependencies installed, bundles built) → first 200 on /health,
//                        on a new data folder (migrate + seed) and again on the same folder (reuse).
//   login_js_gzip_kb     gzipped JavaScript a browser loads for /login (budget 200 KB).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildBundles } from './lib/build.ts';
import { root } from './lib/run.ts';

const PORT = 3290;
const BASE = `http://127.0.0.1:${PORT}`;
const LOGIN_JS_BUDGET_KB = 200;

interface Server {
  msToHealthy: number;
  stop: () => Promise<void>;
}

async function startServer(dataDir: string): Promise<Server> {
  const started = performance.now();
  const child = spawn('node', [join(root, 'scripts/bootstrap.mjs'), 'start'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), PUBLIC_URL: BASE, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    const ok = await fetch(`${BASE}/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) {
      const msToHealthy = Math.round(performance.now() - started);
      return {
        msToHealthy,
        stop: () => {
          child.kill('SIGINT');
          return exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /health within 120 s');
}

async function loginJavaScriptBytes(): Promise<{ files: number; gzipBytes: number }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(`${BASE}/login`, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    return { files: bodies.length, gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) };
  } finally {
    await browser.close();
  }
}

await buildBundles();
const dataDir = mkdtempSync(join(tmpdir(), 'gaceta-bench-'));
try {
  const first = await startServer(dataDir);
  console.log(`start_to_health_ms (new data folder)      ${first.msToHealthy}`);
  const login = await loginJavaScriptBytes();
  await first.stop();
  const again = await startServer(dataDir);
  console.log(`start_to_health_ms (existing data folder) ${again.msToHealthy}`);
  await again.stop();

  const kb = login.gzipBytes / 1024;
  const verdict = kb <= LOGIN_JS_BUDGET_KB ? 'within budget' : 'OVER BUDGET';
  console.log(
    `login_js_gzip_kb                          ${kb.toFixed(1)} (${login.files} files; budget ${LOGIN_JS_BUDGET_KB}: ${verdict})`,
  );
  if (kb > LOGIN_JS_BUDGET_KB) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
