import * as v from 'valibot';
import { MESSAGES } from './messages';

/**
 * The field separators a CSV export writes: Excel set to Spanish or Portuguese splits a line on
 * semicolons (its list separator where the decimal mark is a comma), set to English on commas.
 */
export const CSV_SEPARATORS = ['comma', 'semicolon'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/**
 * `?separator=` of every CSV export. Without it, the separator of the request's language
 * (Accept-Language): a semicolon for Spanish and Portuguese, a comma for English.
 */
export const CsvQuery = v.object({
  separator: v.optional(v.picklist(CSV_SEPARATORS, MESSAGES.invalid.id)),
});
export type CsvQuery = v.InferOutput<typeof CsvQuery>;
