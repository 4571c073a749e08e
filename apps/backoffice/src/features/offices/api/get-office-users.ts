import { User } from '@gaceta/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectsOf } from '@/lib/api-client';

/** GET /v1/offices/{id}/users (admins): whom the admin may act as. */
export function getOfficeUsers(officeId: string): Promise<User[]> {
  return objectsOf(api.get(`v1/offices/${officeId}/users`), User);
}

// Under 'users', so saving a user anywhere refreshes it too.
export const officeUsersQueryOptions = (officeId: string) =>
  queryOptions({ queryKey: ['users', 'office', officeId], queryFn: () => getOfficeUsers(officeId) });

export function useOfficeUsers(officeId: string, { enabled = true } = {}) {
  return useQuery({ ...officeUsersQueryOptions(officeId), enabled });
}
