import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { offices } from './offices';
import { users } from './users';

/** Who did what to whom: impersonations, password resets, later every sensitive change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetId: uuid('target_id'),
    officeId: uuid('office_id').references(() => offices.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('audit_log_office_id_at_idx').on(table.officeId, table.at)],
);
