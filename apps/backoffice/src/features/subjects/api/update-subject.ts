import { Subject } from '@gaceta/shared/subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { subjectKeys } from './keys';
import { type SubjectFields, subjectSearchParams } from './subject-query';

/** Rename and re-scope (names, areas) or move (parent_id: an id, or 'root' for the top level). */
export type UpdateSubjectInput = { id: string } & (SubjectFields | { parent_id: string });

export function updateSubject({ id, ...changes }: UpdateSubjectInput): Promise<Subject> {
  return objectOf(api.put(`v1/subjects/${id}`, { searchParams: subjectSearchParams(changes) }), Subject);
}

export function useUpdateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.trees() }),
  });
}
