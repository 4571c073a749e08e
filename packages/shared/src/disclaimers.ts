import * as v from 'valibot';
import { multiLine } from './common';
import type { NEWS_LANGUAGES } from './news';

type Language = (typeof NEWS_LANGUAGES)[number];

/** The longest disclaimer: a paragraph, not a page. */
export const DISCLAIMER_MAX = 600;

const DisclaimerText = v.nullish(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(DISCLAIMER_MAX),
    multiLine(),
    v.transform((value) => (value === '' ? null : value)),
  ),
  null,
);

/**
 * The office's legal disclaimer in each news language ("Este artículo no constituye
 * asesoramiento jurídico"), shown by every channel with the article; empty means none.
 */
export const OfficeDisclaimersInput = v.object({
  es: DisclaimerText,
  en: DisclaimerText,
  pt: DisclaimerText,
});
export type OfficeDisclaimersInput = v.InferOutput<typeof OfficeDisclaimersInput>;

export const OfficeDisclaimers = v.object({
  es: v.nullable(v.string()),
  en: v.nullable(v.string()),
  pt: v.nullable(v.string()),
});
export type OfficeDisclaimers = Record<Language, string | null>;
