import { ERRORS, type ErrorCode } from '@gaceta/shared/errors';
import { MESSAGE_KEYS } from '@gaceta/shared/messages';
import { type DescribeRouteOptions, describeRoute, type GenerateSpecOptions, resolver } from 'hono-openapi';
import type * as v from 'valibot';

type Components = NonNullable<NonNullable<GenerateSpecOptions['documentation']>['components']>;

/** Components every operation refers to: the error body (with its field messages) and the bearer scheme. */
export const OPENAPI_COMPONENTS: Components = {
  schemas: {
    Error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERRORS) },
        message: { type: 'string' },
        details: {
          type: 'object',
          description:
            'For 422, and a 409 or INVALID_IMAGE about one field: field path → its messages. ' +
            'FORBIDDEN names the permission required (`required`), SUBJECT_IN_USE what uses the subject (`used_by`).',
          additionalProperties: {
            anyOf: [{ type: 'array', items: { $ref: '#/components/schemas/FieldMessage' } }, {}],
          },
        },
      },
    },
    FieldMessage: {
      type: 'object',
      description:
        'A message about a field: translate it by `key` with `params`; `message` is its English text.',
      required: ['key', 'message'],
      properties: {
        key: { type: 'string', enum: MESSAGE_KEYS },
        message: { type: 'string' },
        params: { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
      },
    },
  },
  securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
};

interface RouteDoc {
  summary: string;
  tags: string[];
  /** Status and body schema of the success response, or its media type when it is a file. */
  response: { status: number; description?: string } & ({ schema: v.GenericSchema } | { file: string });
  /** The multipart/form-data field that carries an uploaded file. */
  upload?: string;
  /** Error codes the route may answer with, besides 500 (and the 401s of `auth`). */
  errors?: ErrorCode[];
  /** The route needs a bearer token, so it may answer UNAUTHENTICATED or TOKEN_INVALID. */
  auth?: boolean;
}

/** What requireAuth answers when the bearer token is missing or no longer good. */
const AUTH_ERRORS: ErrorCode[] = ['UNAUTHENTICATED', 'TOKEN_INVALID'];

/** Describes a route for GET /api/openapi.json; request schemas come from `validate()`. */
export function describe(doc: RouteDoc) {
  const content =
    'schema' in doc.response
      ? { 'application/json': { schema: resolver(doc.response.schema) } }
      : { [doc.response.file]: { schema: { type: 'string' as const, format: 'binary' } } };
  const responses: NonNullable<DescribeRouteOptions['responses']> = {
    [doc.response.status]: { description: doc.response.description ?? 'OK', content },
  };
  for (const code of [...(doc.auth ? AUTH_ERRORS : []), ...(doc.errors ?? []), 'INTERNAL' as const]) {
    const status = String(ERRORS[code].status);
    const previous = responses[status] as { description?: string } | undefined;
    responses[status] = {
      description: previous?.description ? `${previous.description}, ${code}` : code,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return describeRoute({
    summary: doc.summary,
    tags: doc.tags,
    security: doc.auth ? [{ bearer: [] }] : [],
    responses,
    ...(doc.upload && { requestBody: uploadBody(doc.upload) }),
  });
}

function uploadBody(field: string): NonNullable<DescribeRouteOptions['requestBody']> {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [field],
          properties: { [field]: { type: 'string', format: 'binary' } },
        },
      },
    },
  };
}
