import { Office, type OfficeSettingsInput } from '@gaceta/shared/accounts/offices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { officeKeys } from './keys';

/** PUT /v1/offices/{id} (admins). */
export function updateOffice({ id, input }: { id: string; input: OfficeSettingsInput }): Promise<Office> {
  return objectOf(api.put(`v1/offices/${id}`, { json: input }), Office);
}

export function useUpdateOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOffice,
    onSuccess: (office) => {
      queryClient.setQueryData(officeKeys.detail(office.id), office);
      return queryClient.invalidateQueries({ queryKey: officeKeys.lists() });
    },
  });
}
