import type { SignupStatus } from '@gaceta/shared/accounts/signup';
import type { Locale } from '@gaceta/shared/locales';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { offices } from './offices';
import { users } from './users';

/** Requests sent from the public /solicitud-alta form, reviewed by an admin. */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    idNumber: text('id_number').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    /** Stored lowercased. */
    email: text('email').notNull(),
    /** The password the person chose, hashed; cleared once the request is reviewed. */
    passwordHash: text('password_hash'),
    /** Subjects have no foreign key here: a deleted subject is skipped on approval. */
    subjectIds: uuid('subject_ids').array().notNull(),
    /** The office to join, or the name of the office to create. */
    officeId: uuid('office_id').references(() => offices.id, { onDelete: 'set null' }),
    officeName: text('office_name'),
    /** The language of the form, used for the answer email. */
    locale: text('locale').$type<Locale>().notNull().default('es'),
    status: text('status').$type<SignupStatus>().notNull().default('pending'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('signup_requests_status', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    // One pending request per email, also under concurrent submissions.
    uniqueIndex('signup_requests_pending_email_idx').on(table.email).where(sql`${table.status} = 'pending'`),
    index('signup_requests_status_created_at_idx').on(table.status, table.createdAt),
  ],
);

/** Messages from the landing page's "request more information" form. */
export const informationRequests = pgTable(
  'information_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    office: text('office'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When and by whom the provider marked it answered; null while it waits. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('information_requests_created_at_idx').on(table.createdAt)],
);
