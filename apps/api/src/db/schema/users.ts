import type { UserKind } from '@gaceta/shared/accounts/auth';
import type { OfficeRole } from '@gaceta/shared/accounts/roles';
import type { Locale } from '@gaceta/shared/locales';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { offices } from './offices';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lowercased; the check keeps a mixed-case copy from slipping past the unique index. */
    email: text('email').notNull().unique(),
    /** Null until an invited user chooses their password through the emailed link. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    kind: text('kind').$type<UserKind>().notNull().default('user'),
    roles: text('roles').array().$type<OfficeRole[]>().notNull().default(sql`'{}'::text[]`),
    officeId: uuid('office_id').references(() => offices.id, { onDelete: 'restrict' }),
    tolgeo: text('tolgeo').notNull().default('esp'),
    active: boolean('active').notNull().default(true),
    /**
     * Bumped on deactivation, on an email, role or password change and on signing out everywhere:
     * tokens carrying an older version are refused.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    avatarKey: text('avatar_key'),
    /** The language the user last chose in the back-office: their emails are written in it. */
    locale: text('locale').$type<Locale>(),
    /** Whether notices about their work (an item sent back) also come by email. */
    emailNotices: boolean('email_notices').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_kind', sql`${table.kind} in ('admin', 'user')`),
    index('users_office_id_idx').on(table.officeId),
  ],
);
