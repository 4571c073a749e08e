import * as v from 'valibot';
import { Area } from './areas';
import { Id, singleLine } from './common';
import { LocalizedText } from './locales';
import { MESSAGES } from './messages';

/** The subjects seeded at the root of the tree (spec section 3). */
export const SEED_SUBJECTS: ReadonlyArray<{ code: string; name: LocalizedText }> = [
  { code: 'administrative', name: { es: 'Administrativo', en: 'Administrative', pt: 'Administrativo' } },
  { code: 'fiscal', name: { es: 'Fiscal', en: 'Tax', pt: 'Fiscal' } },
  { code: 'civil', name: { es: 'Civil', en: 'Civil', pt: 'Civil' } },
  { code: 'commercial', name: { es: 'Mercantil', en: 'Commercial', pt: 'Comercial' } },
  { code: 'accounting', name: { es: 'Contable', en: 'Accounting', pt: 'Contábil' } },
  { code: 'criminal', name: { es: 'Penal', en: 'Criminal', pt: 'Penal' } },
  { code: 'labor', name: { es: 'Laboral', en: 'Labor', pt: 'Trabalhista' } },
  { code: 'constitutional', name: { es: 'Constitucional', en: 'Constitutional', pt: 'Constitucional' } },
  { code: 'human_rights', name: { es: 'Derechos humanos', en: 'Human rights', pt: 'Direitos humanos' } },
  { code: 'procedural', name: { es: 'Procesal', en: 'Procedural', pt: 'Processual' } },
  { code: 'economy', name: { es: 'Economía', en: 'Economy', pt: 'Economia' } },
  { code: 'electoral', name: { es: 'Electoral', en: 'Electoral', pt: 'Eleitoral' } },
  { code: 'general', name: { es: 'General', en: 'General', pt: 'Geral' } },
];

/** Subscribing to more than this many subjects is allowed but not recommended. */
export const RECOMMENDED_MAX_SUBJECTS = 4;

export const SubjectListQuery = v.object({ tolgeo: v.optional(Area) });

/** The longest subject name and code, for the schema and the subject form's inputs. */
export const SUBJECT_LIMITS = { name: 120, code: 60 } as const;

const SubjectName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(MESSAGES.nameRequired.id),
  v.maxLength(SUBJECT_LIMITS.name),
  singleLine(),
);
/** `areas=esp,mex` in a query string; empty or absent means every area. */
const AreaList = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
  ),
  v.array(Area),
);

/** POST /v1/subjects takes its data as query parameters and no body (spec section 7). */
export const SubjectCreateQuery = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.regex(new RegExp(`^[a-z0-9_]{2,${SUBJECT_LIMITS.code}}$`), MESSAGES.subjectCodeFormat.id),
  ),
  name_es: SubjectName,
  name_en: SubjectName,
  name_pt: SubjectName,
  parent_id: v.optional(Id),
  areas: v.optional(AreaList),
});
export type SubjectCreateQuery = v.InferOutput<typeof SubjectCreateQuery>;

/** PUT /v1/subjects/{id}: rename (names), move (parent_id, 'root' for the top), re-scope (areas). */
export const SubjectUpdateQuery = v.object({
  name_es: v.optional(SubjectName),
  name_en: v.optional(SubjectName),
  name_pt: v.optional(SubjectName),
  parent_id: v.optional(v.union([v.literal('root'), Id])),
  areas: v.optional(AreaList),
});
export type SubjectUpdateQuery = v.InferOutput<typeof SubjectUpdateQuery>;

export const Subject = v.object({
  id: v.string(),
  code: v.string(),
  name: LocalizedText,
  parent_id: v.nullable(v.string()),
  level: v.number(),
  /** null: offered in every area. */
  areas: v.nullable(v.array(Area)),
});
export type Subject = v.InferOutput<typeof Subject>;

export const OfficeSubjectsInput = v.object({
  subject_ids: v.pipe(v.array(Id), v.maxLength(200)),
});
export type OfficeSubjectsInput = v.InferOutput<typeof OfficeSubjectsInput>;
export const OfficeSubjects = v.object({ subject_ids: v.array(v.string()) });
export type OfficeSubjects = v.InferOutput<typeof OfficeSubjects>;
