import { OneOf } from '@gaceta/shared/common';
import { Subject } from '@gaceta/shared/subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type SubjectFields, subjectSearchParams } from './subject-query';

/** Rename and re-scope (names, areas) or move (parent_id: an id, or 'root' for the top level). */
export type UpdateSubjectInput = { id: string } & (SubjectFields | { parent_id: string });

export async function updateSubject({ id, ...changes }: UpdateSubjectInput): Promise<Subject> {
  const { object } = await api
    .put(`v1/subjects/${id}`, { searchParams: subjectSearchParams(changes) })
    .json(OneOf(Subject));
  return object;
}

export function useUpdateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['subjects'] }),
  });
}
