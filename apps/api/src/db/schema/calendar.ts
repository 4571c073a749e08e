import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { offices } from './offices';
import { users } from './users';

/**
 * A user's private calendar feed (docs/calendar.md): one at a time. Only the token's SHA-256 is
 * kept, so the table cannot be read back into addresses; a new feed or a revocation replaces it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  officeId: uuid('office_id')
    .notNull()
    .references(() => offices.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
