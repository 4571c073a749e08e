import { OneOf } from '@gaceta/shared/common';
import { Office, type OfficeSettingsInput } from '@gaceta/shared/offices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { officeSettingsQueryOptions } from './get-office-settings';

export async function updateOfficeSettings(input: OfficeSettingsInput): Promise<Office> {
  const { object } = await api.put('v1/office_settings', { json: input }).json(OneOf(Office));
  return object;
}

export function useUpdateOfficeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfficeSettings,
    onSuccess: (office) => {
      queryClient.setQueryData(officeSettingsQueryOptions().queryKey, office);
      // The side menu and the top bar show the office's name.
      return queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
