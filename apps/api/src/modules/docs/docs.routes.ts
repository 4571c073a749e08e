import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { AppEnv } from '../../context';
import { access } from '../../middleware/access';
import { OPENAPI_COMPONENTS, OPENAPI_TAGS } from '../../openapi';
import { type OpenApiDocument, renderDocs } from './render-docs';

/**
 * The OpenAPI document of `routes`. The server is `/`: the API answers on the same origin that
 * serves the document, whatever PUBLIC_URL is.
 */
export async function openApiDocument(routes: Hono<AppEnv>): Promise<OpenApiDocument> {
  const document = (await generateSpecs(routes, {
    documentation: {
      info: {
        title: 'Gaceta',
        version: '1.0.0',
        description: 'The Gaceta back-office API.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The origin serving this document' }],
      tags: OPENAPI_TAGS.map((tag) => ({ ...tag })),
      components: OPENAPI_COMPONENTS,
    },
    // Validation failures are 422 here (documented per route), not the library's default 400.
    defaultValidationErrorResponse: false,
    // Routes whose path ends like a file name (/v1/wordpress/plugin.zip) are API routes too.
    excludeStaticFile: false,
  })) as OpenApiDocument;
  return withNumericDefaults(document);
}

/**
 * A query string is text, so the schemas write a number's default as text (`page` defaults to
 * "1"); the document gives a number parameter its default as a number, as a typed client reads it.
 */
function withNumericDefaults(document: OpenApiDocument): OpenApiDocument {
  for (const operation of Object.values(document.paths).flatMap((item) => Object.values(item))) {
    for (const { schema } of operation?.parameters ?? []) {
      const typed = schema as { type?: string; default?: unknown } | undefined;
      if ((typed?.type === 'integer' || typed?.type === 'number') && typeof typed.default === 'string')
        typed.default = Number(typed.default);
    }
  }
  return document;
}

/** Adds GET /api/openapi.json and GET /api/docs, describing `routes`. */
export function mountDocs(app: Hono<AppEnv>, routes: Hono<AppEnv>): void {
  let cached: Promise<OpenApiDocument> | undefined;
  const document = () => {
    cached ??= openApiDocument(routes);
    return cached;
  };
  app.get('/api/openapi.json', access('public'), async (c) => c.json(await document()));
  app.get('/api/docs', access('public'), async (c) => c.html(renderDocs(await document())));
}
