import fc from 'fast-check';
import type * as v from 'valibot';

/**
 * fast-check arbitraries read from valibot schemas: values a schema accepts (most of the time:
 * custom checks are not read), and the ways a client can get them wrong.
 */

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;
interface Node {
  type: string;
  kind?: string;
  requirement?: unknown;
  entries?: Record<string, AnySchema>;
  options?: unknown;
  item?: AnySchema;
  items?: AnySchema[];
  wrapped?: AnySchema;
  literal?: unknown;
  enum?: Record<string, unknown>;
  pipe?: Node[];
  getter?: (input: unknown) => AnySchema;
}

const node = (schema: AnySchema) => schema as unknown as Node;
const requirementOf = (schema: Node, type: string) =>
  schema.pipe?.find((action) => action.type === type)?.requirement;
const numberRequirement = (schema: Node, type: string) => {
  const requirement = requirementOf(schema, type);
  return typeof requirement === 'number' ? requirement : undefined;
};

/** Strings shaped by the pipe's format checks, or of its lengths. */
function stringOf(schema: Node): fc.Arbitrary<string> {
  const has = (type: string) => schema.pipe?.some((action) => action.type === type);
  if (has('email')) return fc.emailAddress();
  if (has('url')) return fc.webUrl();
  if (has('uuid')) return fc.uuid({ version: 4 });
  if (has('iso_date')) return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (has('iso_timestamp') || has('iso_date_time'))
    return fc.date({ noInvalidDate: true, min: new Date(0) }).map((d) => d.toISOString());
  const regex = requirementOf(schema, 'regex');
  if (regex instanceof RegExp)
    return fc
      .stringMatching(new RegExp(regex.source, regex.flags.replace(/[^mu]/g, '')))
      .filter((s) => s.length < 500);
  const minLength = numberRequirement(schema, 'min_length') ?? 0;
  const maxLength = Math.min(numberRequirement(schema, 'max_length') ?? 40, minLength + 40);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberOf(schema: Node): fc.Arbitrary<number> {
  const min = numberRequirement(schema, 'min_value') ?? -1_000_000;
  const max = numberRequirement(schema, 'max_value') ?? 1_000_000;
  if (schema.pipe?.some((action) => action.type === 'integer') || schema.type === 'integer')
    return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true });
}

/** Values of the shape `schema` describes. */
export function accepted(schema: AnySchema, depth = 0): fc.Arbitrary<unknown> {
  const s = node(schema);
  const inner = (child: AnySchema) => accepted(child, depth + 1);
  switch (s.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest': {
      const entries = s.entries ?? {};
      const model = Object.fromEntries(Object.entries(entries).map(([key, child]) => [key, inner(child)]));
      const requiredKeys = Object.keys(entries).filter((key) => !isOptional(entries[key] as AnySchema));
      return fc.record(model, { requiredKeys });
    }
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      return fc.option(inner(s.wrapped as AnySchema), { nil: undefined });
    case 'nullable':
      return fc.option(inner(s.wrapped as AnySchema), { nil: null });
    case 'nullish':
      return fc.oneof(inner(s.wrapped as AnySchema), fc.constantFrom(null, undefined));
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      return inner(s.wrapped as AnySchema).filter((value) => value !== undefined && value !== null);
    case 'string':
      return stringOf(s);
    case 'number':
      return numberOf(s);
    case 'bigint':
      return fc.bigInt();
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true });
    case 'literal':
      return fc.constant(s.literal);
    case 'picklist':
      return fc.constantFrom(...(s.options as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(s.enum ?? {}));
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(inner(s.item as AnySchema), {
            minLength: numberRequirement(s, 'min_length') ?? 0,
            maxLength: Math.min(numberRequirement(s, 'max_length') ?? 4, 4),
          });
    case 'tuple':
    case 'strict_tuple':
    case 'loose_tuple':
      return fc.tuple(...(s.items ?? []).map(inner));
    case 'union':
    case 'variant':
      return fc.oneof(...(s.options as AnySchema[]).map(inner));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 3 });
    case 'lazy':
      return depth > 4 ? fc.constant(null) : inner((s.getter as (input: unknown) => AnySchema)(undefined));
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

function isOptional(schema: AnySchema): boolean {
  return ['optional', 'exact_optional', 'undefinedable', 'nullish'].includes(node(schema).type);
}

/** Text a person or a buggy client can send: controls, NUL, lone surrogates, RTL, emoji, huge. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\u202Eevil\u202C',
    'مرحبا بالعالم',
    '\u200B\u200D\uFEFF',
    '👩‍⚖️👨🏽‍💻',
    'e\u0301\u0301\u0301',
    '\r\n\t\u000B\u001F\u007F',
    '../../etc/passwd',
    '%00%2e%2e%2f',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '1e309',
    '-0',
    'NaN',
    '__proto__',
    'x'.repeat(100_000),
    '\uFFFF\uFFFE',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Values of every JSON type, and deep nesting. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53 + 1, -1e308, [], {}, [null], { a: null }),
  nastyString,
  fc.integer({ min: 1, max: 3000 }).map(deeplyNested),
);

export function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** `value` changed in one place: a field replaced, removed, nulled, or an extra field added. */
export function mutated(value: unknown): fc.Arbitrary<unknown> {
  const whole = wrongValue;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return whole;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const extra = fc
    .tuple(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'office_id', 'role'), nastyString),
      wrongValue,
    )
    .map(([key, extraValue]) => JSON.parse(JSON.stringify({ ...record, [key]: extraValue })) as unknown);
  if (keys.length === 0) return fc.oneof(whole, extra);
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    whole,
    extra,
    fc.tuple(key, wrongValue).map(([k, wrong]) => ({ ...record, [k]: wrong })),
    key.map((k) => ({ ...record, [k]: null })),
    key.map((k) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== k))),
  );
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store (no NUL) and UTF-8 can carry (no lone surrogate, which a driver turns into U+FFFD). */
export const isStorable = (text: string) => !text.includes('\0') && !LONE_SURROGATE.test(text);
