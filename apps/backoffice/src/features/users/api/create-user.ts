import { User, type UserCreateInput } from '@gaceta/shared/accounts/users';
import { api, objectOf } from '@/lib/api-client';

/** POST /v1/users: a user of the caller's office (saved through useSaveUser). */
export function createUser(input: UserCreateInput): Promise<User> {
  return objectOf(api.post('v1/users', { json: input }), User);
}
