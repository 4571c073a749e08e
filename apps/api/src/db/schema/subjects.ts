import type { LocalizedText } from '@gaceta/shared/locales';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { offices } from './offices';

export const areas = pgTable('areas', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
});

export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => subjects.id, { onDelete: 'restrict' }),
    level: integer('level').notNull().default(0),
    /** Areas the subject is offered in; null means every area. */
    areas: text('areas').array(),
    ...timestamps,
  },
  (table) => [index('subjects_parent_id_idx').on(table.parentId)],
);

export const officeSubjects = pgTable(
  'office_subjects',
  {
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.officeId, table.subjectId] }),
    // Whether a subject is in use before deleting it.
    index('office_subjects_subject_id_idx').on(table.subjectId),
  ],
);
