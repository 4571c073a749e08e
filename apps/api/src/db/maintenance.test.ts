import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createOffice } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { autovacuumRuns, maintainDatabase } from './maintenance';
import { offices } from './schema';

// Known while the tests are collected, so that `runIf` picks the test that applies to this server.
const t: TestApp = await createTestApp();
const withAutovacuum = await autovacuumRuns(t.db);
afterAll(() => t.close());

/** What PostgreSQL knows of the offices table: its dead rows, and when it was vacuumed and analysed. */
async function officesStatistics() {
  // A backend hands its counts over now and then; this one's, at once.
  await t.db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await t.db.execute(sql`
    select n_dead_tup::int as dead, last_vacuum, last_analyze from pg_stat_user_tables
    where relname = 'offices'`);
  return (result as unknown as { rows: { dead: number; last_vacuum: unknown; last_analyze: unknown }[] })
    .rows[0];
}

describe('maintainDatabase', () => {
  // PGlite never has a launcher; a server may run with autovacuum off (this machine's does).
  it.runIf(!withAutovacuum)('vacuums and analyses every table where no autovacuum runs', async () => {
    const office = await createOffice(t.db);
    for (const name of ['Uno', 'Dos', 'Tres']) {
      await t.db.update(offices).set({ name }).where(eq(offices.id, office.id));
    }
    expect((await officesStatistics())?.dead).toBeGreaterThan(0);

    expect(await maintainDatabase(t.db)).toBe(true);
    expect(await officesStatistics()).toMatchObject({
      dead: 0,
      last_vacuum: expect.anything(),
      last_analyze: expect.anything(),
    });
  });

  it.runIf(withAutovacuum)('leaves the work to the server’s autovacuum', async () => {
    expect(await maintainDatabase(t.db)).toBe(false);
  });
});
