import * as v from 'valibot';

/**
 * The company that runs this Gaceta, as Spain's LSSI (article 10) wants it shown on the site.
 * A field the operator has not configured is null: pages say so rather than inventing one.
 */
export const Operator = v.object({
  name: v.nullable(v.string()),
  tax_id: v.nullable(v.string()),
  address: v.nullable(v.string()),
  /** Commercial registry entry (registry, volume, sheet…). */
  registry: v.nullable(v.string()),
  email: v.string(),
});
export type Operator = v.InferOutput<typeof Operator>;

/** GET /v1/public_config: what the back-office needs to know at run time, nothing secret. */
export const PublicConfigResponse = v.object({
  sentry_dsn: v.nullable(v.string()),
  environment: v.picklist(['development', 'production', 'test']),
  /**
   * Where this Gaceta is reached (PUBLIC_URL). Stored files are served from it (`/files/{key}`, on
   * disk or S3), so an image on another host in a text is someone else's.
   */
  public_url: v.string(),
  operator: Operator,
});
export type PublicConfigResponse = v.InferOutput<typeof PublicConfigResponse>;
