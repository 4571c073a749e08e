import type { HealthResponse, ReadinessProblem, ReadyResponse } from '@gaceta/shared/health';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { pendingMigrations } from '../../db/client';
import { AppError } from '../../lib/app-error';

/** A failing query becomes a 500 through the error middleware. */
export async function checkHealth(ctx: ServiceContext): Promise<HealthResponse> {
  await ctx.db.execute(sql`select 1`);
  return { status: 'ok' };
}

/**
 * Longer than a healthy database ever takes to answer one small query, shorter than a load
 * balancer's or Docker's probe timeout: a database that hangs makes the process not ready in time.
 */
const READY_TIMEOUT_MS = 3_000;

const notReady = (reason: ReadinessProblem, details: Record<string, unknown> = {}) =>
  new AppError('SERVICE_UNAVAILABLE', { reason, ...details }, { 'Retry-After': '5' });

/**
 * Readiness: the database answers and has every migration this build carries. Each request asks
 * again, so a process becomes ready again, without a restart, once the database is back.
 */
export async function checkReadiness(ctx: ServiceContext): Promise<ReadyResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  let pending: number;
  try {
    pending = await Promise.race([pendingMigrations(ctx.db), timeout]);
  } catch (error) {
    ctx.logger.warn({ err: error }, 'not ready: the database does not answer');
    throw notReady('database_unavailable');
  } finally {
    clearTimeout(timer);
  }
  if (pending > 0) {
    ctx.logger.warn({ pending }, 'not ready: migrations pending');
    throw notReady('migrations_pending', { pending });
  }
  return { status: 'ready' };
}
