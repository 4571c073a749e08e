import type { JobRun } from '@gaceta/shared/jobs';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { requireAdmin } from '../access/guards';
import { bossJobs } from './boss-jobs';

/** One job run, for the provider (the admin dashboard links each failed run here). */
export async function getJobRun(ctx: ServiceContext, id: string): Promise<JobRun> {
  requireAdmin(ctx);
  const [run] = await ctx.db.select().from(bossJobs).where(eq(bossJobs.id, id)).limit(1);
  if (!run) throw new AppError('NOT_FOUND');
  return {
    id: run.id,
    name: run.name,
    state: run.state,
    data: run.data,
    output: run.output,
    retry_count: run.retryCount,
    retry_limit: run.retryLimit,
    created_on: run.createdOn.toISOString(),
    started_on: run.startedOn?.toISOString() ?? null,
    completed_on: run.completedOn?.toISOString() ?? null,
  };
}
