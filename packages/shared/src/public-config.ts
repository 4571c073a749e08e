import * as v from 'valibot';

/** GET /v1/public_config: what the back-office needs to know at run time, nothing secret. */
export const PublicConfigResponse = v.object({
  sentry_dsn: v.nullable(v.string()),
  environment: v.picklist(['development', 'production', 'test']),
});
export type PublicConfigResponse = v.InferOutput<typeof PublicConfigResponse>;
