import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { root } from './run.ts';

/** The product as `npm start` runs it, on its own port and data folder. */
export interface RunningProduct {
  url: string;
  /** From the command to the first 200 on /health. */
  msToHealthy: number;
  /** Everything the product printed on its standard output (the welcome lines, the JSON log). */
  output(): string;
  /** Ctrl-C, as a person stops it; resolves once the process has left. */
  stop(): Promise<void>;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no TCP port was given');
  return address.port;
}

/**
 * Runs the README's `npm start` itself, with `env` over the current environment (DATA_DIR, settings;
 * undefined unsets one), and waits for /health.
 * The bench and the start test use it; the browser tests' web server runs the same command.
 */
export async function startProduct(
  env: NodeJS.ProcessEnv,
  { timeoutMs = 180_000 } = {},
): Promise<RunningProduct> {
  const port = Number(env.PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const merged = { ...process.env, PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: 'info', ...env };
  // A variable given as undefined is left unset (e.g. SMTP_URL, for the outbox).
  const childEnv = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  // Its own process group, so that stopping it reaches every process as a terminal's Ctrl-C does.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  // npm leaves at Ctrl-C without waiting for the server; the output pipe closes once the last of
  // the group, the server, has closed its database and left.
  const closed = once(child, 'close');
  const signal = (name: NodeJS.Signals) => {
    if (child.pid) process.kill(-child.pid, name);
  };
  const stop = async () => {
    signal('SIGINT');
    await closed;
  };
  const deadline = started + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) {
      return { url, msToHealthy: Math.round(performance.now() - started), output: () => output, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  signal('SIGKILL');
  throw new Error(`npm start did not answer /health within ${timeoutMs / 1000} s`);
}
