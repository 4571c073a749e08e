import * as v from 'valibot';

/**
 * GET /v1/admin/jobs/{id}: one run of a background job as pg-boss keeps it, for the provider to see
 * why it failed. `data` is what it was sent, `output` what it ended with (the error, when failed).
 */
export const JobRun = v.object({
  id: v.string(),
  name: v.string(),
  state: v.string(),
  data: v.unknown(),
  output: v.unknown(),
  retry_count: v.number(),
  retry_limit: v.number(),
  created_on: v.string(),
  started_on: v.nullable(v.string()),
  completed_on: v.nullable(v.string()),
});
export type JobRun = v.InferOutput<typeof JobRun>;
