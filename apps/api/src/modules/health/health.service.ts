import type { HealthResponse } from '@gaceta/shared/health';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';

/** A failing query becomes a 500 through the error middleware. */
export async function checkHealth(ctx: ServiceContext): Promise<HealthResponse> {
  await ctx.db.execute(sql`select 1`);
  return { status: 'ok' };
}
