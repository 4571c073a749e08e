import * as v from 'valibot';

/** GET /health: the process lives and its database answers (liveness). */
export const HealthResponse = v.object({ status: v.literal('ok') });
export type HealthResponse = v.InferOutput<typeof HealthResponse>;

/**
 * GET /ready: the database answers and every committed migration is applied, so the process may take
 * traffic. While not, a 503 SERVICE_UNAVAILABLE whose `details.reason` is one of READINESS_PROBLEMS.
 */
export const ReadyResponse = v.object({ status: v.literal('ready') });
export type ReadyResponse = v.InferOutput<typeof ReadyResponse>;

/** Why a process is not ready: the database does not answer, or it lacks migrations this code needs. */
export const READINESS_PROBLEMS = ['database_unavailable', 'migrations_pending'] as const;
export type ReadinessProblem = (typeof READINESS_PROBLEMS)[number];
