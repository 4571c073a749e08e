import { User, type UserCreateInput } from '@gaceta/shared/accounts/users';
import { api, objectOf } from '@/lib/api-client';

/** POST /v1/offices/{id}/users (admins): a user for that office. */
export function addOfficeUser(officeId: string, input: UserCreateInput): Promise<User> {
  return objectOf(api.post(`v1/offices/${officeId}/users`, { json: input }), User);
}
