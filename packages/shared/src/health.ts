import * as v from 'valibot';

export const HealthResponse = v.object({ status: v.literal('ok') });
export type HealthResponse = v.InferOutput<typeof HealthResponse>;
