import { OfficeSubjects } from '@gaceta/shared/subjects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subjectKeys } from './keys';

/** GET /v1/office_settings/subjects: the subjects the caller's office subscribes to. */
export function getOfficeSubjects(): Promise<OfficeSubjects> {
  return api.get('v1/office_settings/subjects').json(OfficeSubjects);
}

export const officeSubjectsQueryOptions = () =>
  queryOptions({ queryKey: subjectKeys.ofOffice(), queryFn: getOfficeSubjects });

export function useOfficeSubjects({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...officeSubjectsQueryOptions(), enabled });
}
