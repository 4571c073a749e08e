import * as v from 'valibot';
import { api } from '@/lib/api-client';

/** GET /v1/public_config: the settings a browser may see. */
export const PublicConfig = v.object({
  sentry_dsn: v.nullable(v.string()),
  environment: v.string(),
});
export type PublicConfig = v.InferOutput<typeof PublicConfig>;

export function getPublicConfig(): Promise<PublicConfig> {
  return api.get('v1/public_config').json(PublicConfig);
}
