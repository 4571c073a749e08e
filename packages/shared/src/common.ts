import * as v from 'valibot';

export const Id = v.pipe(v.string(), v.uuid('Invalid id'));
export const IdParam = v.object({ id: Id });

/** Text input trimmed, required, with a maximum length. */
export const requiredText = (max: number, requiredMessage = 'This field is required') =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(requiredMessage), v.maxLength(max, `At most ${max} characters`));

/** Optional text input: trimmed, empty becomes null. */
export const optionalText = (max: number) =>
  v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `At most ${max} characters`),
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
