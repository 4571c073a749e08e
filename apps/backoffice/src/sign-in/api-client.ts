// vite.sign-in.config.ts resolves '@/lib/api-client' here (docs/decisions/029-a-small-sign-in-page.md):
// the page's first view needs no HTTP client, so the application's own (and ky with it) loads
// when the form is sent, or before, while the user types (main.tsx).
import type { Options } from 'ky';
import type * as v from 'valibot';

export const loadClient = () => import('../lib/api-client');

export type { ApiContext } from '../lib/api-client';

/** The one call the sign-in form makes, `api.post(path, options).json(schema)`, made by the real client. */
export const api = {
  post: (path: string, options: Options) => ({
    json: async <T extends v.GenericSchema>(schema: T) =>
      (await loadClient()).api.post(path, options).json(schema),
  }),
};
