import type { User, UserCreateInput } from '@gaceta/shared/accounts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth/api/keys';
import { ApiError } from '@/lib/api-error';
import { createUser } from '../api/create-user';
import { userKeys } from '../api/keys';
import { updateUser } from '../api/update-user';
import { uploadAvatar } from '../api/upload-avatar';
import { toCreateInput, toUpdateInput, type UserFormValues } from '../user-form';

interface SaveUser {
  /** The user being edited; none to add one. */
  user: User | undefined;
  values: UserFormValues;
  avatar: File | null;
}

/**
 * Adds or edits a user, then uploads the chosen picture. The user is saved even when the
 * picture is refused, so that failure comes back apart from the save.
 */
export function useSaveUser({
  create = createUser,
}: {
  create?: (input: UserCreateInput) => Promise<User>;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, values, avatar }: SaveUser) => {
      const saved = user
        ? await updateUser({ id: user.id, input: toUpdateInput(values) })
        : await create(toCreateInput(values));
      if (!avatar) return { user: saved, avatarError: null };
      try {
        return { user: await uploadAvatar({ id: saved.id, file: avatar }), avatarError: null };
      } catch (error) {
        if (error instanceof ApiError) return { user: saved, avatarError: error };
        throw error;
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: authKeys.me }),
      ]),
  });
}
