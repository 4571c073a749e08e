import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  tolgeo: text('tolgeo').notNull().default('esp'),
  timeZone: text('time_zone').notNull().default('Europe/Madrid'),
  ...timestamps,
});
