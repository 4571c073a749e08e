import { OneOf } from '@gaceta/shared/common';
import { Office, type OfficeCreateInput } from '@gaceta/shared/offices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/offices (admins), with its first user when given. */
export function createOffice(input: OfficeCreateInput): Promise<Office> {
  return api
    .post('v1/offices', { json: input })
    .json(OneOf(Office))
    .then(({ object }) => object);
}

export function useCreateOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['offices'] }),
  });
}
