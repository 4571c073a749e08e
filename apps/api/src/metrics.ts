import { sql } from 'drizzle-orm';
import type { RuntimeConfig } from './context';
import { type DatabaseHandle, rowsOf } from './db/client';
import type { Logger } from './lib/logger';
import { type MetricsServer, type ScrapeSources, startMetricsServer } from './lib/metrics';

/** Gauges read from the database are cached this long: several Prometheus servers scraping cost one query. */
const PROBE_TTL_MS = 10_000;

function cached<T>(read: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ttlMs) {
      const value = read();
      last = { at: now, value };
      // A failed read is not kept: the next scrape asks again.
      value.catch(() => {
        if (last?.value === value) last = undefined;
      });
    }
    return last.value;
  };
}

/**
 * What a scrape reads beyond the counters: the pool of this process, and, in the processes that run
 * jobs (a worker, or `npm start`'s one process), the queue, the newsletter's backlog and the social
 * accounts to reconnect. Those are the platform's, not the process's: reported by the job runners
 * only, so an API replica adds no query and no duplicate series (alerts take the max across them).
 */
export function scrapeSources(
  database: DatabaseHandle,
  runsJobs: boolean,
  ttlMs = PROBE_TTL_MS,
): ScrapeSources {
  const { db } = database;
  const pool =
    database.kind === 'postgres'
      ? () => ({
          inUse: database.pool.totalCount - database.pool.idleCount,
          idle: database.pool.idleCount,
          waiting: database.pool.waitingCount,
        })
      : undefined;
  if (!runsJobs) return { pool };
  return {
    pool,
    jobQueue: cached(
      async () =>
        rowsOf<{ queue: string; state: string; count: number }>(
          // A job due later (a scheduled post, a retry's wait) is deferred, not waiting.
          await db.execute(sql`
            select name as queue,
              case when state in ('created', 'retry') and start_after > now() then 'deferred'
                else state::text end as state,
              count(*)::int as count
            from pgboss.job
            group by 1, 2`),
        ),
      ttlMs,
    ),
    // Through the campaigns being sent (few), each one's deliveries by the (campaign, status) index.
    newsletterWaiting: cached(async () => {
      const [row] = rowsOf<{ count: number }>(
        await db.execute(sql`
          select count(*)::int as count
          from newsletter_deliveries d
          join newsletter_campaigns c on c.id = d.campaign_id
          where c.status = 'sending' and d.status in ('pending', 'sending')`),
      );
      return row?.count ?? 0;
    }, ttlMs),
    socialReconnectNeeded: cached(
      async () =>
        rowsOf<{ network: string; count: number }>(
          await db.execute(sql`
          select network, count(*)::int as count
          from social_connections
          where status = 'reconnect_needed'
          group by network`),
        ),
      ttlMs,
    ),
  };
}

/** Serves the metrics on METRICS_PORT when it is set (off otherwise). */
export async function startMetrics(
  config: RuntimeConfig,
  database: DatabaseHandle,
  role: 'api' | 'worker',
  logger: Logger,
): Promise<MetricsServer | undefined> {
  if (!config.metricsPort) return undefined;
  const server = await startMetricsServer({
    port: config.metricsPort,
    role,
    database: database.kind,
    sources: scrapeSources(database, role === 'worker' || config.runJobs),
  });
  logger.info({ port: server.port }, 'metrics served on /metrics');
  return server;
}
