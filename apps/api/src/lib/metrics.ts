import { createServer, type Server } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics: one registry, every instrument named here, counted where its
 * event happens (docs/deployment.md, Metrics; decision 061). Served on METRICS_PORT only, never on the
 * public port. Labels take values from small fixed sets (a route's pattern, a queue's name, a
 * network, an engine, a result): never an id, an email, an office's name or a token.
 */
export const registry = new Registry();
const registers = [registry];

// Seconds. The API answers most requests within milliseconds; AI calls and imports take up to a minute.
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900];

export const httpRequestDuration = new Histogram({
  name: 'gaceta_http_request_duration_seconds',
  help: 'HTTP requests until the response is ready, by method, route pattern and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: HTTP_BUCKETS,
  registers,
});

export const httpRequestsInFlight = new Gauge({
  name: 'gaceta_http_requests_in_flight',
  help: 'HTTP requests being answered now',
  registers,
});

export const httpResponses = new Counter({
  name: 'gaceta_http_responses_total',
  help: 'HTTP responses by status code',
  labelNames: ['status'] as const,
  registers,
});

export const jobRuns = new Counter({
  name: 'gaceta_job_runs_total',
  help: 'Job runs by queue and result: completed, retry (failed, will run again) or failed (gave up)',
  labelNames: ['queue', 'result'] as const,
  registers,
});

export const jobDuration = new Histogram({
  name: 'gaceta_job_duration_seconds',
  help: "Job runs' duration by queue",
  labelNames: ['queue'] as const,
  buckets: JOB_BUCKETS,
  registers,
});

export const emails = new Counter({
  name: 'gaceta_emails_total',
  help: 'Emails handed to the SMTP relay (or written to the outbox) by result: sent or failed',
  labelNames: ['result'] as const,
  registers,
});

export const newsletterMessages = new Counter({
  name: 'gaceta_newsletter_messages_total',
  help: 'Newsletter messages by outcome: sent, or not sent (temporary, permanent, unknown)',
  labelNames: ['result'] as const,
  registers,
});

export const newsletterBounces = new Counter({
  name: 'gaceta_newsletter_bounces_total',
  help: 'Bounces and complaints reported for newsletter messages, by type: hard, soft or complaint',
  labelNames: ['type'] as const,
  registers,
});

export const socialPublications = new Counter({
  name: 'gaceta_social_publications_total',
  help: 'Social publishing attempts by network and result: published, pending, retry or failed',
  labelNames: ['network', 'result'] as const,
  registers,
});

export const aiCalls = new Counter({
  name: 'gaceta_ai_calls_total',
  help: 'AI calls by engine (offline or provider)',
  labelNames: ['engine'] as const,
  registers,
});

export const aiTokens = new Counter({
  name: 'gaceta_ai_tokens_total',
  help: 'Tokens the AI provider reported, by engine and direction (input, output)',
  labelNames: ['engine', 'direction'] as const,
  registers,
});

export const signInFailures = new Counter({
  name: 'gaceta_sign_in_failures_total',
  help: 'Sign-ins refused for a wrong email or password',
  registers,
});

export const rateLimitRefusals = new Counter({
  name: 'gaceta_rate_limit_refusals_total',
  help: 'Requests refused 429 by a rate limit (sign-in, AI calls, public forms…)',
  registers,
});

export const publicCacheAnswers = new Counter({
  name: 'gaceta_public_cache_answers_total',
  help: "The public path's answers by how the cache served them: hit, miss or not_modified (304)",
  labelNames: ['result'] as const,
  registers,
});

/** What a scrape reads from the database or the pool; set by the entry that starts the metrics. */
export interface ScrapeSources {
  /**
   * pg-boss's jobs by queue and state: created and retry (due, waiting for a worker), deferred (due
   * later), active, completed, cancelled, failed.
   */
  jobQueue?(): Promise<{ queue: string; state: string; count: number }[]>;
  /** Newsletter messages waiting to be sent (pending or being sent). */
  newsletterWaiting?(): Promise<number>;
  /** Social accounts whose token the office must renew, by network. */
  socialReconnectNeeded?(): Promise<{ network: string; count: number }[]>;
  /** node-postgres's pool: connections in use and idle, requests waiting for one. */
  pool?(): { inUse: number; idle: number; waiting: number };
}
let sources: ScrapeSources = {};

export const probeFailures = new Counter({
  name: 'gaceta_metrics_probe_failures_total',
  help: 'Scrapes whose reading of the database failed, by probe (its gauges are then left out)',
  labelNames: ['probe'] as const,
  registers,
});

/** Runs a probe at scrape time; a failure leaves its gauge empty rather than failing the scrape. */
async function probe(name: string, gauge: Gauge<string>, read: (gauge: Gauge<string>) => Promise<void>) {
  gauge.reset();
  try {
    await read(gauge);
  } catch {
    gauge.reset();
    probeFailures.inc({ probe: name });
  }
}

new Gauge({
  name: 'gaceta_job_queue_jobs',
  help: "pg-boss's jobs by queue and state: created or retry (due), deferred (due later), active, completed, cancelled, failed",
  labelNames: ['queue', 'state'] as const,
  registers,
  async collect() {
    const read = sources.jobQueue;
    if (!read) return;
    await probe('job_queue', this, async (gauge) => {
      for (const row of await read()) gauge.set({ queue: row.queue, state: row.state }, row.count);
    });
  },
});

new Gauge({
  name: 'gaceta_newsletter_messages_waiting',
  help: 'Newsletter messages waiting to be sent (reported by the processes that run jobs)',
  registers,
  async collect() {
    const read = sources.newsletterWaiting;
    if (!read) return;
    await probe('newsletter_waiting', this, async (gauge) => gauge.set(await read()));
  },
});

new Gauge({
  name: 'gaceta_social_accounts_reconnect_needed',
  help: 'Social accounts whose offices must reconnect them, by network (reported by the processes that run jobs)',
  labelNames: ['network'] as const,
  registers,
  async collect() {
    const read = sources.socialReconnectNeeded;
    if (!read) return;
    await probe('social_reconnect', this, async (gauge) => {
      for (const row of await read()) gauge.set({ network: row.network }, row.count);
    });
  },
});

new Gauge({
  name: 'gaceta_db_pool_connections',
  help: "The PostgreSQL pool's connections by state: in_use or idle",
  labelNames: ['state'] as const,
  registers,
  collect() {
    const pool = sources.pool?.();
    if (!pool) return;
    this.set({ state: 'in_use' }, pool.inUse);
    this.set({ state: 'idle' }, pool.idle);
  },
});

new Gauge({
  name: 'gaceta_db_pool_waiting_requests',
  help: 'Queries waiting for a free PostgreSQL pool connection',
  registers,
  collect() {
    const pool = sources.pool?.();
    if (pool) this.set(pool.waiting);
  },
});

const processInfo = new Gauge({
  name: 'gaceta_process_info',
  help: 'Always 1: the process role (api, worker) and its database (pglite, postgres)',
  labelNames: ['role', 'database'] as const,
  registers,
});

/** HTTP status as its class label: 2xx, 3xx, 4xx, 5xx. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

let defaultMetrics = false;

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves GET /metrics on `port` (every interface: Prometheus runs beside the process, in another
 * container or host; keep the port off the internet), with Node's default metrics (memory, event
 * loop lag, GC, handles) and the scrape sources given.
 */
export async function startMetricsServer(options: {
  port: number;
  role: 'api' | 'worker';
  database: 'pglite' | 'postgres';
  sources: ScrapeSources;
  host?: string;
}): Promise<MetricsServer> {
  sources = options.sources;
  processInfo.set({ role: options.role, database: options.database }, 1);
  if (!defaultMetrics) collectDefaultMetrics({ register: registry });
  defaultMetrics = true;
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`${(error as Error).message}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
