import { Subject } from '@gaceta/shared/subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { subjectKeys } from './keys';
import { type SubjectFields, subjectSearchParams } from './subject-query';

export type CreateSubjectInput = SubjectFields & { code: string; parent_id?: string };

export function createSubject(input: CreateSubjectInput): Promise<Subject> {
  return objectOf(api.post('v1/subjects', { searchParams: subjectSearchParams(input) }), Subject);
}

export function useCreateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.trees() }),
  });
}
