import { Office, type OfficeCreateInput } from '@gaceta/shared/accounts/offices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { officeKeys } from './keys';

/** POST /v1/offices (admins), with its first user when given. */
export function createOffice(input: OfficeCreateInput): Promise<Office> {
  return objectOf(api.post('v1/offices', { json: input }), Office);
}

export function useCreateOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeKeys.lists() }),
  });
}
