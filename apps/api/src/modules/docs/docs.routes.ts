import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { AppEnv } from '../../context';
import { OPENAPI_COMPONENTS } from '../../openapi';
import { type OpenApiDocument, renderDocs } from './render-docs';

/** Adds GET /api/openapi.json and GET /api/docs, describing every route registered on `app`. */
export function mountDocs(app: Hono<AppEnv>): void {
  let cached: Promise<OpenApiDocument> | undefined;
  const document = () => {
    cached ??= generateSpecs(app, {
      documentation: {
        info: { title: 'Gaceta', version: '1.0.0', description: 'The Gaceta back-office API.' },
        components: OPENAPI_COMPONENTS,
      },
      exclude: ['/api/openapi.json', '/api/docs'],
      // Validation failures are 422 here (documented per route), not the library's default 400.
      defaultValidationErrorResponse: false,
    }) as Promise<OpenApiDocument>;
    return cached;
  };
  app.get('/api/openapi.json', async (c) => c.json(await document()));
  app.get('/api/docs', async (c) => c.html(renderDocs(await document())));
}
