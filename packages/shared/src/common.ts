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

/** Text on one line: no line breaks, tabs or control characters. */
export const singleLine = () =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    if (LINE_BREAK.test(dataset.value)) addIssue({ message: MESSAGES.lineBreaks.id });
    else if (CONTROL_CHARACTER.test(dataset.value)) addIssue({ message: MESSAGES.controlCharacters.id });
  });

/** Text of several lines (a message): line breaks and tabs are kept, other control characters refused. */
export const multiLine = () =>
  v.check<string, MessageKey>(
    (value) => !CONTROL_CHARACTER_BUT_LAYOUT.test(value),
    MESSAGES.controlCharacters.id,
  );

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
