import { User } from '@gaceta/shared/accounts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from '@/features/users/api/keys';
import { api, objectsOf } from '@/lib/api-client';

/** GET /v1/offices/{id}/users (admins): whom the admin may act as. */
export function getOfficeUsers(officeId: string): Promise<User[]> {
  return objectsOf(api.get(`v1/offices/${officeId}/users`), User);
}

export const officeUsersQueryOptions = (officeId: string) =>
  queryOptions({ queryKey: userKeys.ofOffice(officeId), queryFn: () => getOfficeUsers(officeId) });

export function useOfficeUsers(officeId: string, { enabled = true } = {}) {
  return useQuery({ ...officeUsersQueryOptions(officeId), enabled });
}
