import { ERRORS, type ErrorCode } from '@gaceta/shared/errors';
import { MESSAGE_KEYS } from '@gaceta/shared/messages';
import {
  type DescribeRouteOptions,
  describeRoute,
  type GenerateSpecOptions,
  resolver,
  uniqueSymbol,
} from 'hono-openapi';
import type * as v from 'valibot';
import { type Access, type AccessMiddleware, access } from './middleware/access';

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
            anyOf: [
              { type: 'array', items: { $ref: '#/components/schemas/FieldMessage' } },
              {
                type: ['string', 'number', 'boolean', 'object', 'array'],
                description: 'Another detail of the error',
              },
            ],
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

/**
 * The document's tags, in the order the docs list them, each with what its operations are about.
 * describe() takes only these names, so every tag an operation uses is described here.
 */
export const OPENAPI_TAGS = [
  { name: 'auth', description: 'Signing in and out, the signed-in user, and password recovery.' },
  { name: 'system', description: 'Health, the public configuration and the fixed lists (areas).' },
  { name: 'offices', description: 'Offices (law firms) and their users, managed by the provider.' },
  {
    name: 'office settings',
    description: "The signed-in office's own details, logo, disclaimers and chosen subjects.",
  },
  { name: 'users', description: 'Back-office users and their roles.' },
  { name: 'subjects', description: 'The subjects news are filed under.' },
  { name: 'signup requests', description: 'Requests to join the product, approved or rejected by an admin.' },
  {
    name: 'information requests',
    description: 'Requests for information sent from the public sign-up page.',
  },
  {
    name: 'news',
    description: 'News items: writing, the editorial workflow, publishing to each channel, previews.',
  },
  { name: 'ai', description: 'Writing help, covers and stock images from the configured AI engines.' },
  {
    name: 'statistics',
    description:
      "The office's website statistics (impressions, views, shares) and the scorecards of every channel side by side.",
  },
  {
    name: 'dashboards',
    description: "The office's dashboard, panel by panel as the caller's roles allow, and the provider's.",
  },
  {
    name: 'website settings',
    description: "The office's website integration: its theme, widget, feed and share page addresses.",
  },
  {
    name: 'website',
    description:
      "The public website API, without sign-in: an office's published news, its feeds, theme, logo and event beacons.",
  },
  {
    name: 'newsletter settings',
    description:
      "The office's newsletter senders and their verification, the automatic newsletter's schedule, and the email quota with its package requests.",
  },
  {
    name: 'social',
    description:
      "The office's social networks: connecting them, their state, validating and deleting an item's posts.",
  },
  { name: 'wordpress', description: 'The WordPress plugin that shows the news on an office’s own site.' },
  { name: 'files', description: 'Stored files: avatars, logos and news images.' },
  {
    name: 'newsletter recipients',
    description:
      "The office's newsletter recipients: by hand, imported from CSV or XLSX, exported or erased (GDPR), and the public subscription with double opt-in.",
  },
  {
    name: 'newsletter campaigns',
    description:
      'Newsletter campaigns and their statistics; the public unsubscribe, tracking and bounce calls their messages lead to.',
  },
  {
    name: 'calendar',
    description:
      "What goes out when on every channel, moving what is scheduled, and each user's private calendar feed.",
  },
] as const satisfies { name: string; description: string }[];

export type ApiTag = (typeof OPENAPI_TAGS)[number]['name'];

interface RouteDoc {
  summary: string;
  tags: readonly ApiTag[];
  /** Who may call the route; describe() enforces it and documents it as x-permission. */
  access: Access;
  /** Status and body schema of the success response, its media type when it is a file, or no body. */
  response: { status: number; description?: string } & (
    | { schema: v.GenericSchema }
    | { file: string }
    | { empty: true }
  );
  /** The multipart/form-data field that carries an uploaded file. */
  upload?: string;
  /** Error codes the route may answer with, besides 500 and those its access gives. */
  errors?: ErrorCode[];
}

/** What the access check answers: 401 without a good bearer token, 403 without the role. */
function accessErrors(level: Access): ErrorCode[] {
  if (level === 'public') return [];
  if (level === 'authenticated') return ['UNAUTHENTICATED', 'TOKEN_INVALID'];
  return ['UNAUTHENTICATED', 'TOKEN_INVALID', 'FORBIDDEN'];
}

/**
 * Declares who may call a route and describes it for GET /api/openapi.json (request schemas come
 * from `validate()`). The returned middleware enforces the access it documents, so it goes first.
 */
export function describe(doc: RouteDoc): AccessMiddleware {
  const content =
    'schema' in doc.response
      ? { 'application/json': { schema: resolver(doc.response.schema) } }
      : 'file' in doc.response
        ? { [doc.response.file]: { schema: { type: 'string' as const, format: 'binary' } } }
        : undefined;
  const responses: NonNullable<DescribeRouteOptions['responses']> = {
    [doc.response.status]: { description: doc.response.description ?? 'OK', ...(content && { content }) },
  };
  // Any route may meet the database away (503 with Retry-After), an upload the file store too.
  const faults: ErrorCode[] = doc.upload
    ? ['SERVICE_UNAVAILABLE', 'STORAGE_UNAVAILABLE']
    : ['SERVICE_UNAVAILABLE'];
  const codes = new Set<ErrorCode>([
    ...accessErrors(doc.access),
    ...(doc.errors ?? []),
    ...faults,
    'INTERNAL',
  ]);
  for (const code of codes) {
    const status = String(ERRORS[code].status);
    const previous = responses[status] as { description?: string } | undefined;
    responses[status] = {
      description: previous?.description ? `${previous.description}, ${code}` : code,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const spec: DescribeRouteOptions & { 'x-permission': Access } = {
    summary: doc.summary,
    tags: [...doc.tags],
    security: doc.access === 'public' ? [] : [{ bearer: [] }],
    'x-permission': doc.access,
    responses,
    ...(doc.upload && { requestBody: uploadBody(doc.upload) }),
  };
  // describeRoute's middleware only carries the description; access() does the work.
  const description = (describeRoute(spec) as unknown as Record<symbol, unknown>)[uniqueSymbol];
  return Object.assign(access(doc.access), { [uniqueSymbol]: description });
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
