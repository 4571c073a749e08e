import { issueMessage, issuePath } from '@gaceta/shared/issues';
import type { FieldMessage } from '@gaceta/shared/messages';
import type { Context, Env, MiddlewareHandler, ValidationTargets } from 'hono';
import { resolver, uniqueSymbol, validator } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../lib/app-error';

type Schema = v.GenericSchema | v.GenericSchemaAsync;

const ROOT_FIELD: Partial<Record<keyof ValidationTargets, string>> = { json: 'body' };

const VALIDATED = Symbol('validated');

/** What a validate() middleware checks: the request part and its schema. */
export interface Validated {
  target: keyof ValidationTargets;
  schema: Schema;
}

/** The request part and schema a route handler validates, if it is a validate() middleware. */
export function validatedBy(handler: unknown): Validated | undefined {
  return (handler as { [VALIDATED]?: Validated })[VALIDATED];
}

/**
 * Validates a request part with a shared valibot schema; failures are 422 VALIDATION_FAILED with
 * `details: { "<field path>": [{ key, message, params? }] }` (see @gaceta/shared/messages).
 * Also documents the route in the OpenAPI document.
 */
export function validate<S extends Schema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: S,
) {
  const middleware = validator(target, schema, (result) => {
    if (result.success) return;
    throw validationFailure(result.error as v.BaseIssue<unknown>[], ROOT_FIELD[target] ?? target);
  });
  // Marked so the route table can be walked for what each route accepts (the bad-input tests).
  const validated: Validated = { target, schema };
  if (target !== 'json') return Object.assign(middleware, { [VALIDATED]: validated });

  // Parsed here first so a malformed body is our 400 MALFORMED_JSON; the validator reuses the cached parse.
  const parseThenValidate: typeof middleware = async (c, next) => {
    await parseJsonBody(c);
    return middleware(c, next);
  };
  const openApiMeta = (middleware as unknown as Record<symbol, unknown>)[uniqueSymbol];
  return Object.assign(parseThenValidate, { [uniqueSymbol]: openApiMeta, [VALIDATED]: validated });
}

/**
 * validate() with the schema the path parameter `param` picks, for one route serving several kinds
 * of one thing with their own inputs (each network's authorisation calls); a kind without a schema
 * reads nothing from that part. Failures are validate()'s, field for field. The OpenAPI document
 * (and the bad-input tests) get every kind's fields, each optional and saying which kinds take it;
 * a body is documented as not required, since some kinds send none.
 */
export function validateBy<
  Target extends keyof ValidationTargets,
  S extends Record<string, v.GenericSchema | undefined>,
>(
  param: string,
  target: Target,
  schemas: S,
): MiddlewareHandler<Env, string, { in: Partial<Record<Target, unknown>>; out: Record<Target, Output<S>> }> {
  const kinds = Object.entries(schemas).flatMap(([kind, schema]) => (schema ? [{ kind, schema }] : []));
  const byKind = new Map(
    kinds.map(({ kind, schema }) => [kind, validate(target, schema) as MiddlewareHandler]),
  );
  const middleware: MiddlewareHandler = (c, next) =>
    (byKind.get(c.req.param(param) ?? '') ?? passOn)(c, next);
  const documented = documentedUnion(param, target, kinds);
  const openApiMeta =
    target === 'json'
      ? {
          spec: {
            requestBody: {
              required: false,
              description: `Sent when ${param} is ${kinds.map(({ kind }) => kind).join(' or ')}`,
              content: { 'application/json': { schema: resolver(documented) } },
            },
          },
        }
      : { target, ...resolver(documented) };
  const validated: Validated = { target, schema: documented };
  return Object.assign(middleware, { [uniqueSymbol]: openApiMeta, [VALIDATED]: validated });
}

type Output<S extends Record<string, v.GenericSchema | undefined>> = v.InferOutput<NonNullable<S[keyof S]>>;

const passOn: MiddlewareHandler = (_c, next) => next();

const anyOf = (schemas: v.GenericSchema[]): v.GenericSchema =>
  schemas.length === 1 && schemas[0] ? schemas[0] : v.union(schemas);

const OPTIONAL_TYPES = ['optional', 'exact_optional', 'undefinedable', 'nullish'];

/**
 * One schema documenting several kinds' inputs: a body is any of theirs; a query has every field
 * of any of them, optional, saying for which kinds it is required and for which optional.
 */
function documentedUnion(
  param: string,
  target: keyof ValidationTargets,
  kinds: readonly { kind: string; schema: v.GenericSchema }[],
): v.GenericSchema {
  if (target === 'json') return anyOf(kinds.map(({ schema }) => schema));
  const fields = new Map<string, { required: string[]; optional: string[]; schemas: v.GenericSchema[] }>();
  for (const { kind, schema } of kinds) {
    const { entries } = schema as v.ObjectSchema<v.ObjectEntries, undefined>;
    for (const [name, field] of Object.entries(entries)) {
      const entry = fields.get(name) ?? { required: [], optional: [], schemas: [] };
      (OPTIONAL_TYPES.includes(field.type) ? entry.optional : entry.required).push(kind);
      if (!entry.schemas.includes(field)) entry.schemas.push(field);
      fields.set(name, entry);
    }
  }
  const when = (kinds: string[]) => `${param} is ${kinds.join(' or ')}`;
  const documented = [...fields].map(([name, { required, optional, schemas }]) => {
    const description = [
      required.length > 0 && `Required when ${when(required)}`,
      optional.length > 0 && `Optional when ${when(optional)}`,
    ]
      .filter(Boolean)
      .join('; ');
    return [name, v.optional(v.pipe(anyOf(schemas), v.description(description)))];
  });
  return v.object(Object.fromEntries(documented));
}

/** 422 VALIDATION_FAILED naming each issue's field (`root` for an issue about the whole input). */
export function validationFailure(issues: readonly v.BaseIssue<unknown>[], root: string): AppError {
  const details: Record<string, FieldMessage[]> = {};
  for (const issue of issues) {
    const field = issuePath(issue) ?? root;
    details[field] = [...(details[field] ?? []), issueMessage(issue)];
  }
  return new AppError('VALIDATION_FAILED', details);
}

/** Parses `input` with `schema`, or throws the 422 validate() would. */
export function parseOrFail<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  root = 'body',
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw validationFailure(result.issues, root);
  return result.output;
}

async function parseJsonBody<E extends Env>(c: Context<E>): Promise<void> {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!/^application\/([\w.-]+\+)?json$/.test(mediaType)) return;
  try {
    await c.req.json();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('MALFORMED_JSON');
  }
}
