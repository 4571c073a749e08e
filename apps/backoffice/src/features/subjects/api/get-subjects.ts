import type { AreaCode } from '@gaceta/shared/areas';
import { Subject } from '@gaceta/shared/subjects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectsOf } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { subjectKeys } from './keys';

/** GET /v1/subjects, optionally limited to one area. A 404 means no subjects (spec section 8). */
export async function getSubjects(tolgeo?: AreaCode): Promise<Subject[]> {
  try {
    return await objectsOf(api.get('v1/subjects', { searchParams: tolgeo ? { tolgeo } : {} }), Subject);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const subjectsQueryOptions = (tolgeo?: AreaCode) =>
  queryOptions({ queryKey: subjectKeys.tree(tolgeo), queryFn: () => getSubjects(tolgeo) });

export function useSubjects(tolgeo?: AreaCode) {
  return useQuery(subjectsQueryOptions(tolgeo));
}
