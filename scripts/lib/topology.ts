// The production topology on one machine, as docs/deployment.md describes it: API processes and job
// workers started with `npm run serve` and `npm run worker` (the compiled build), on one PostgreSQL
// database of their own, behind Debian's nginx on loopback. The topology test and the bench use it.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './product.ts';
import { reachable } from './reachable.ts';
import { root } from './run.ts';

export const NGINX = '/usr/sbin/nginx';
export const PROMETHEUS = '/usr/bin/prometheus';
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** One process of the topology, started in its own process group so a signal reaches it whole. */
export interface Member {
  name: string;
  /** The process started (for serve and worker, scripts/serve.mjs, whose child is the program). */
  pid: number | undefined;
  /** Undefined for a worker. */
  port: number | undefined;
  /** Where it serves GET /metrics (METRICS_PORT), when the topology runs Prometheus. */
  metricsPort?: number;
  /** Everything it printed (its JSON log). */
  output(): string;
  /** Sends `signal` and resolves with its exit code once it has left. */
  signal(signal: NodeJS.Signals): Promise<number | null>;
  readonly exited: boolean;
}

export interface Topology {
  /** nginx's address, the one users reach. */
  url: string;
  apis: Member[];
  workers: Member[];
  databaseUrl: string;
  /** Shared by every process: the files and the outbox of emails. */
  dataDir: string;
  /** Prometheus's address, scraping every API process and worker, when asked for. */
  prometheusUrl: string | undefined;
  /** Starts an API process again on the port of `apis[index]` (after it was stopped or killed). */
  restartApi(index: number): Promise<Member>;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  apis: number;
  workers: number;
  /** PostgreSQL server whose `test` database is used to create and drop the topology's own. */
  serverUrl?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Each process serves its metrics on a METRICS_PORT of its own, and Debian's Prometheus scrapes
   * them every second with deploy/prometheus/alerts.yml loaded.
   */
  prometheus?: boolean;
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Starts `file` with `args` in a process group of its own (so a signal reaches it whole) and keeps
 * everything it prints.
 */
function spawnMember(
  name: string,
  file: string,
  args: string[],
  { port, metricsPort, env }: { port?: number; metricsPort?: number; env?: NodeJS.ProcessEnv } = {},
): Member {
  const child: ChildProcess = spawn(file, args, {
    cwd: root,
    ...(env && { env }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exit = once(child, 'exit').then(([code, signal]) => {
    output += `\n(exited with ${signal ?? `code ${code}`})\n`;
    return code as number | null;
  });
  let exited = false;
  void exit.then(() => {
    exited = true;
  });
  return {
    name,
    pid: child.pid,
    port,
    metricsPort,
    output: () => output,
    get exited() {
      return exited;
    },
    async signal(signal) {
      if (!exited && child.pid) process.kill(-child.pid, signal);
      return exit;
    },
  };
}

/** Runs `npm run serve` or `npm run worker`'s program (scripts/serve.mjs) with `env`. */
export function startMember(
  name: string,
  command: 'serve' | 'worker',
  port: number | undefined,
  env: NodeJS.ProcessEnv,
  metricsPort?: number,
): Member {
  return spawnMember(name, process.execPath, [join(root, 'scripts/serve.mjs'), command], {
    port,
    metricsPort,
    // A worker listens on no port (but its metrics').
    env: {
      ...process.env,
      ...env,
      PORT: port ? String(port) : undefined,
      METRICS_PORT: metricsPort ? String(metricsPort) : undefined,
    },
  });
}

/** Waits until `url` answers as `accepted` says, failing at once if `member` exits first. */
async function waitForAnswer(
  member: Member,
  url: string,
  accepted: (response: Response) => boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (member.exited) throw new Error(`${member.name} exited before it answered:\n${member.output()}`);
    const answered = await fetch(url).then(accepted, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${member.name} did not answer ${url} in ${timeoutMs / 1000} s:\n${member.output()}`);
}

export function waitForHealth(url: string, member: Member, timeoutMs = 60_000): Promise<void> {
  return waitForAnswer(member, `${url}/health`, (response) => response.status === 200, timeoutMs);
}

/** Waits for a worker's "worker started" log line. */
async function waitForWorker(member: Member, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!member.output().includes('"worker started"')) {
    if (member.exited) throw new Error(`${member.name} exited before it started:\n${member.output()}`);
    if (performance.now() > deadline) throw new Error(`${member.name} did not start:\n${member.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The site of deploy/nginx.conf, the recipe docs/deployment.md gives, on loopback in front of `upstreams`. */
export function nginxConfig(prefix: string, port: number, upstreams: number[]): string {
  const site = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  // The replicas by Docker's DNS become loopback ports; Debian's nginx (1.22) has no `resolve`.
  const upstream = 'server api:3000 max_fails=0 resolve;';
  const resolver = 'resolver 127.0.0.11 valid=10s ipv6=off;';
  if (![upstream, resolver, 'listen 80;'].every((line) => site.includes(line))) {
    throw new Error(
      `deploy/nginx.conf no longer has the lines "${upstream}", "${resolver}" and "listen 80;" replaced here`,
    );
  }
  const servers = upstreams.map((upstream) => `server 127.0.0.1:${upstream} max_fails=0;`).join('\n  ');
  const local = site
    .replace(upstream, servers)
    .replace(resolver, '')
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  // As root (a container, CI), its worker keeps root's access to the temporary folders below.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${local}
}
`;
}

/** Starts nginx with the configuration above in `prefix`; resolves once it answers. */
export async function startNginx(prefix: string, port: number, upstreams: number[]): Promise<Member> {
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig(prefix, port, upstreams));
  const member = spawnMember('nginx', NGINX, ['-e', join(prefix, 'error.log'), '-p', prefix, '-c', conf], {
    port,
  });
  // Any answer will do: nginx is listening.
  await waitForAnswer(member, `http://127.0.0.1:${port}/`, () => true, 10_000);
  return member;
}

/** Debian's Prometheus in `prefix`, scraping `targets` every second; resolves once it is ready. */
export async function startPrometheus(
  prefix: string,
  port: number,
  targets: { job: string; ports: number[] }[],
): Promise<Member> {
  const config = join(prefix, 'prometheus.yml');
  const jobs = targets
    .map(
      ({ job, ports }) =>
        `  - job_name: ${job}\n    static_configs:\n      - targets: [${ports.map((p) => `"127.0.0.1:${p}"`).join(', ')}]`,
    )
    .join('\n');
  writeFileSync(
    config,
    `global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\nrule_files:\n  - ${join(root, 'deploy/prometheus/alerts.yml')}\nscrape_configs:\n${jobs}\n`,
  );
  const member = spawnMember(
    'prometheus',
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(prefix, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { port },
  );
  await waitForAnswer(member, `http://127.0.0.1:${port}/-/ready`, (response) => response.ok, 30_000);
  return member;
}

/**
 * Starts the topology on a new database: `apis` API processes at once (they take turns migrating,
 * as replicas of a deploy do), then `workers` job workers, then nginx in front of the APIs.
 */
export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const serverUrl = options.serverUrl ?? process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const name = `gaceta_topology_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'gaceta-topology-'));
  const proxyPort = await freePort();
  const url = `http://127.0.0.1:${proxyPort}`;
  const env: NodeJS.ProcessEnv = {
    // As `npm run serve` would have it, though the test runner sets NODE_ENV=test.
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    TRUST_PROXY: '1',
    RUN_JOBS: '0',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  // Its own emails go to the shared outbox, whatever the caller's environment says.
  delete env.SMTP_URL;
  const ports = await Promise.all(Array.from({ length: options.apis }, () => freePort()));
  const metricsPort = async () => (options.prometheus ? freePort() : undefined);
  const apiMetrics = await Promise.all(ports.map(() => metricsPort()));
  const apis = ports.map((port, index) =>
    startMember(`api ${index + 1}`, 'serve', port, env, apiMetrics[index]),
  );
  const workers: Member[] = [];
  let nginx: Member | undefined;
  let prometheus: Member | undefined;
  let prometheusUrl: string | undefined;
  const stop = async () => {
    await prometheus?.signal('SIGTERM');
    await Promise.all([...apis, ...workers].map((member) => member.signal('SIGTERM')));
    await nginx?.signal('SIGQUIT');
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const started = performance.now();
    await Promise.all(apis.map((api) => waitForHealth(`http://127.0.0.1:${api.port}`, api)));
    console.log(
      `topology: ${apis.length} API processes healthy in ${Math.round(performance.now() - started)} ms`,
    );
    for (let index = 0; index < options.workers; index++) {
      // At info, a worker says when it is ready ("worker started").
      const worker = startMember(
        `worker ${index + 1}`,
        'worker',
        undefined,
        { ...env, LOG_LEVEL: 'info' },
        await metricsPort(),
      );
      workers.push(worker);
      await waitForWorker(worker);
    }
    const prefix = join(dataDir, 'nginx');
    mkdirSync(prefix);
    nginx = await startNginx(prefix, proxyPort, ports);
    if (options.prometheus) {
      const prometheusPrefix = join(dataDir, 'prometheus');
      mkdirSync(prometheusPrefix);
      const port = await freePort();
      const metricsOf = (members: Member[]) => members.map((member) => member.metricsPort as number);
      prometheus = await startPrometheus(prometheusPrefix, port, [
        { job: 'gaceta-api', ports: metricsOf(apis) },
        { job: 'gaceta-worker', ports: metricsOf(workers) },
      ]);
      prometheusUrl = `http://127.0.0.1:${port}`;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    apis,
    workers,
    databaseUrl,
    dataDir,
    prometheusUrl,
    async restartApi(index) {
      const previous = apis[index];
      if (!previous) throw new Error(`no API process ${index}`);
      const api = startMember(previous.name, 'serve', previous.port, env, previous.metricsPort);
      apis[index] = api;
      await waitForHealth(`http://127.0.0.1:${api.port}`, api);
      return api;
    },
    stop,
  };
}

/** Why the topology cannot run here, or undefined when it can. */
export async function topologyUnavailable(serverUrl: string): Promise<string | undefined> {
  if (!(await reachable(serverUrl))) return `no PostgreSQL server answers at ${new URL(serverUrl).host}`;
  if (!existsSync(NGINX)) return `nginx is not installed (${NGINX}): apt-get install nginx`;
  if (!existsSync(join(root, 'apps/api/dist/server.js'))) return 'the API is not built: npm run build';
  return undefined;
}
