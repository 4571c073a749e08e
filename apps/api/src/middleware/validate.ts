import { issueMessage, issuePath } from '@gaceta/shared/issues';
import type { FieldMessage } from '@gaceta/shared/messages';
import type { Context, Env, ValidationTargets } from 'hono';
import { uniqueSymbol, validator } from 'hono-openapi';
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
