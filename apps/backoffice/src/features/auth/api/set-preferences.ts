import type { MePreferencesInput } from '@gaceta/shared/accounts/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MeFromApi } from './get-me';
import { authKeys } from './keys';

/** PUT /v1/me/preferences: the language the user's emails are written in, and email notices. */
export function useSetPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MePreferencesInput) => api.put('v1/me/preferences', { json: input }).json(MeFromApi),
    onSuccess: (me) => queryClient.setQueryData(authKeys.me, me),
  });
}
