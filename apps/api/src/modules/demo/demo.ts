import { sql } from 'drizzle-orm';
import { jobContext, type ServiceDeps } from '../../context';
import { demoSeeds } from '../../db/schema';
import { seedDemoOffice } from '../../db/seed';
import type { DemoSeed } from '../manifest';
import { rollUpAll } from '../rollups/rollups.service';
import { seedDemoNews } from './demo-news';

/**
 * The demo (GACETA_DEMO=1): the demo office with one user per role, its news and the provider's
 * library (seeded here, not by the news module's manifest: they are written as people write them,
 * through the news and the AI services, and AI stands above news), then each module's seeds from
 * its manifest, in the order of MODULES (modules.ts), through the services: the signup and
 * information requests waiting for the provider's admin, the website theme and statistics, the use
 * of the AI assistant, the newsletter and the social accounts with their posts' figures. What was seeded is rolled up at once, so the dashboard shows
 * it before the hourly roll-up runs.
 * Idempotent: a restart adds nothing.
 * Never stops a start: a failure is logged and the server starts with what was seeded; returns
 * whether the demo is complete.
 */
export async function seedDemo(deps: ServiceDeps, seeds: readonly DemoSeed[]): Promise<boolean> {
  try {
    await seedDemoData(deps, seeds);
    return true;
  } catch (error) {
    deps.logger.error({ err: error }, 'demo seeding failed; the server starts without the rest of the demo');
    return false;
  }
}

async function seedDemoData(deps: ServiceDeps, seeds: readonly DemoSeed[]): Promise<void> {
  const parts = [{ what: 'news', seed: seedDemoNews }, ...seeds];
  const done = new Set(
    (await deps.db.select({ what: demoSeeds.what }).from(demoSeeds)).map((row) => row.what),
  );
  // The whole demo is there: a start knows it from that one query (the start's budget, issue 31).
  if (parts.every((part) => done.has(part.what))) return;
  const officeId = await seedDemoOffice(deps.db, deps.logger);
  let seeded = false;
  for (const { what, seed } of parts.filter((part) => !done.has(part.what))) {
    const started = performance.now();
    // A part seeded before it was recorded here finds its rows and seeds nothing; it is recorded now.
    if (await seed(deps, officeId)) {
      seeded = true;
      deps.logger.info({ ms: Math.round(performance.now() - started) }, `demo ${what} seeded`);
    }
    await deps.db.insert(demoSeeds).values({ what }).onConflictDoNothing();
  }
  if (!seeded) return;
  const rollUpStarted = performance.now();
  // A run of the hourly roll-up, so the figures say up to when they count from the start.
  await rollUpAll(jobContext(deps, { job: 'demo', officeId: null }));
  deps.logger.info({ ms: Math.round(performance.now() - rollUpStarted) }, 'demo figures rolled up');
  // The planner's statistics for the rows just written: PGlite runs no autovacuum, and the nightly
  // upkeep (db/maintenance.ts) is hours away, while a plan made for empty tables can loop over the
  // office's events once per message.
  const analyzeStarted = performance.now();
  await deps.db.execute(sql`analyze`);
  deps.logger.info({ ms: Math.round(performance.now() - analyzeStarted) }, 'demo tables analyzed');
}
