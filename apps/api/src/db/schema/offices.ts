import type { WebWindow } from '@gaceta/shared/website/web-window';
import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const offices = pgTable('offices', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Identifies the office to the public widget; distinct from the id so the id never leaks. */
  publicKey: text('public_key').notNull().unique().default(sql`replace(gen_random_uuid()::text, '-', '')`),
  name: text('name').notNull(),
  logoKey: text('logo_key'),
  websiteUrl: text('website_url'),
  newsUrl: text('news_url'),
  contactUrl: text('contact_url'),
  /** The firm's privacy policy, linked from its newsletter's footer (decision 062). */
  privacyUrl: text('privacy_url'),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  tolgeo: text('tolgeo').notNull().default('esp'),
  timeZone: text('time_zone').notNull().default('Europe/Madrid'),
  /** How long an article published on the web stays there by default (shared web-window.ts). */
  webWindow: text('web_window').$type<WebWindow>().notNull().default('two_years'),
  ...timestamps,
});

/** The office's legal disclaimer in one news language, shown by every channel with the article. */
export const officeDisclaimers = pgTable(
  'office_disclaimers',
  {
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    text: text('text').notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.officeId, table.language] })],
);
