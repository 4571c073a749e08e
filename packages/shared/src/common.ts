import * as v from 'valibot';
import { MESSAGES, type MessageKey } from './messages';

export const Id = v.pipe(v.string(), v.uuid(MESSAGES.invalidId.id));
export const IdParam = v.object({ id: Id });

// NUL and the other C0/C1 control characters never belong in text (PostgreSQL refuses NUL in
// text, and they hide in emails and lists). Multi-line text keeps tab and line breaks; a
// single-line field refuses line breaks too, so a name cannot add lines to an email or a list.
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_BUT_LAYOUT = /(?![\t\n\r])\p{Cc}/u;
const LINE_BREAK = /[\r\n\u2028\u2029]/;
// What XML 1.0 cannot carry besides control characters: U+FFFE, U+FFFF and a lone surrogate (text
// that is not well-formed UTF-16, which PostgreSQL cannot store either). One such character in a
// feed makes strict readers refuse the whole feed.
const NOT_XML = /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const carriesNowhere = (value: string) => NOT_XML.test(value);

/** Text on one line: no line breaks, tabs, control characters or characters XML cannot carry. */
export const singleLine = () =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    if (LINE_BREAK.test(dataset.value)) addIssue({ message: MESSAGES.lineBreaks.id });
    else if (CONTROL_CHARACTER.test(dataset.value) || carriesNowhere(dataset.value))
      addIssue({ message: MESSAGES.controlCharacters.id });
  });

/** Text of several lines (a message): line breaks and tabs are kept, other control characters refused. */
export const multiLine = () =>
  v.check<string, MessageKey>(
    (value) => !CONTROL_CHARACTER_BUT_LAYOUT.test(value) && !carriesNowhere(value),
    MESSAGES.controlCharacters.id,
  );

// Long text pasted from elsewhere (a summary, an article's body) often carries a stray control
// character: it is dropped rather than refusing the whole text over something no one can see.
const UNCARRIABLE =
  /(?![\t\n\r])\p{Cc}|[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;

/** `text` without the characters it may not carry (control characters but tab and line breaks, U+FFFE/F, lone surrogates). */
export const dropUncarriable = (text: string) => text.replace(UNCARRIABLE, '');

/** Drops the characters text may not carry, as dropUncarriable. */
export const withoutUncarriable = () => v.transform(dropUncarriable);

/** The largest revision number the database holds (a PostgreSQL integer). */
export const INTEGER_MAX = 2_147_483_647;

/**
 * An ISO 8601 date-time in the years PostgreSQL and people use (1–9999): `0000-…` passes the format
 * but no database takes it.
 */
export const isoTimestamp = (message: MessageKey) =>
  v.pipe(
    v.string(message),
    v.isoTimestamp(message),
    v.check((value) => inYears(Date.parse(value)), message),
  );

/** An ISO 8601 date (YYYY-MM-DD) in the years 1–9999. */
export const isoDate = (message: MessageKey) =>
  v.pipe(
    v.string(message),
    v.isoDate(message),
    v.check((value) => inYears(Date.parse(value)), message),
  );

/** A time in the years 1–9999; what is no time at all is the format check's to refuse, not this one's. */
const inYears = (time: number) => {
  const year = new Date(time).getUTCFullYear();
  return Number.isNaN(time) || (year >= 1 && year <= 9999);
};

interface TextOptions {
  /** Keep line breaks and tabs (a message), instead of a single line (a name). */
  multiline?: boolean;
}

/** Text input trimmed, required, with a maximum length. */
export const requiredText = (
  max: number,
  requiredMessage: MessageKey = MESSAGES.required.id,
  { multiline = false }: TextOptions = {},
) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(max),
    multiline ? multiLine() : singleLine(),
  );

/** Optional text input: trimmed, empty becomes null. */
export const optionalText = (max: number) =>
  v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max),
      singleLine(),
      v.transform((value) => (value === '' ? null : value)),
    ),
    null,
  );

/** `{ objects, total_number_of_objects, total_pages }`: every paginated list. */

export interface Page<T> {
  objects: T[];
  total_number_of_objects: number;
  total_pages: number;
}

/** `{ object }`: every single-record read. */
export interface One<T> {
  object: T;
}

/** Response schemas of those shapes, and of `{ objects }` for a list small enough to come whole. */
export const PageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ objects: v.array(item), total_number_of_objects: v.number(), total_pages: v.number() });
/** `{ object }` around one record (not a union, as JSON Schema's oneOf would suggest). */
export const ObjectOf = <T extends v.GenericSchema>(item: T) => v.object({ object: item });
export const ListOf = <T extends v.GenericSchema>(item: T) => v.object({ objects: v.array(item) });

/** Honeypot field of public forms: people leave it empty, bots fill it. */
export const Honeypot = v.optional(v.string(), '');

/** `true` or `false` in a query string. */
export const QueryBoolean = v.pipe(
  v.picklist(['true', 'false'], MESSAGES.booleanInvalid.id),
  v.transform((value) => value === 'true'),
);
