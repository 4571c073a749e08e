import { OfficeSubjects, type OfficeSubjectsInput } from '@gaceta/shared/subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subjectKeys } from './keys';

export function updateOfficeSubjects(input: OfficeSubjectsInput): Promise<OfficeSubjects> {
  return api.put('v1/office_settings/subjects', { json: input }).json(OfficeSubjects);
}

export function useUpdateOfficeSubjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfficeSubjects,
    onSuccess: (saved) => queryClient.setQueryData(subjectKeys.ofOffice(), saved),
  });
}
