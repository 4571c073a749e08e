import type { AiEngineName } from '@gaceta/shared/ai';
import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { offices } from './offices';

/**
 * What each office spends on the AI assistant: one row per office, UTC day, action and engine,
 * incremented by every call. Tokens are those the provider reports (the offline engine has none).
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    action: text('action').notNull(),
    engine: text('engine').$type<AiEngineName>().notNull(),
    calls: integer('calls').notNull().default(0),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.officeId, table.day, table.action, table.engine] })],
);
