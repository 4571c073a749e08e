import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The parts of the demo (GACETA_DEMO=1) already seeded, by name: a start on a data folder that has
 * them all knows it in one query, instead of asking each part whether its rows are there.
 */
export const demoSeeds = pgTable('demo_seeds', {
  what: text('what').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
