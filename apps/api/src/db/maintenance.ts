import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * PostgreSQL's routine upkeep where nothing else does it: VACUUM (ANALYZE) of every table, when no
 * autovacuum launcher runs. PGlite is PostgreSQL as one process without background workers, so the
 * embedded default never has one: the dead rows of updates and deletes (the job queue's above all)
 * would pile up for ever and the planner would never learn the tables' sizes and values. On a
 * server whose autovacuum runs this leaves the work to it. True when it vacuumed.
 */
export async function maintainDatabase(db: Database): Promise<boolean> {
  if (await autovacuumRuns(db)) return false;
  await db.execute(sql`vacuum (analyze)`);
  return true;
}

/** Whether the server's autovacuum launcher is among its processes (never on PGlite). */
export async function autovacuumRuns(db: Database): Promise<boolean> {
  const [launcher] = await db
    .select({ pid: sql<number>`pid` })
    .from(sql`pg_stat_activity`)
    .where(sql`backend_type = 'autovacuum launcher'`)
    .limit(1);
  return launcher !== undefined;
}
