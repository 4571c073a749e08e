import { User, type UserUpdateInput } from '@gaceta/shared/accounts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth/api/keys';
import { api, objectOf } from '@/lib/api-client';
import { userKeys } from './keys';

/** PUT /v1/users/{id}: details, password, roles, or `{active}` alone to (de)activate. */
export function updateUser({ id, input }: { id: string; input: UserUpdateInput }): Promise<User> {
  return objectOf(api.put(`v1/users/${id}`, { json: input }), User);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      // The edited user may be the signed-in one, whose roles decide what the menu shows.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: authKeys.me }),
      ]),
  });
}
