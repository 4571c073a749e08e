import { OneOf } from '@gaceta/shared/common';
import { Subject } from '@gaceta/shared/subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type SubjectFields, subjectSearchParams } from './subject-query';

export type CreateSubjectInput = SubjectFields & { code: string; parent_id?: string };

export async function createSubject(input: CreateSubjectInput): Promise<Subject> {
  const { object } = await api
    .post('v1/subjects', { searchParams: subjectSearchParams(input) })
    .json(OneOf(Subject));
  return object;
}

export function useCreateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['subjects'] }),
  });
}
