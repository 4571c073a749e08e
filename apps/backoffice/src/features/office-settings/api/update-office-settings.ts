import { Office, type OfficeSettingsInput } from '@gaceta/shared/accounts/offices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth/api/keys';
import { api, objectOf } from '@/lib/api-client';
import { officeSettingsKeys } from './keys';

export function updateOfficeSettings(input: OfficeSettingsInput): Promise<Office> {
  return objectOf(api.put('v1/office_settings', { json: input }), Office);
}

export function useUpdateOfficeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfficeSettings,
    onSuccess: (office) => {
      queryClient.setQueryData(officeSettingsKeys.all, office);
      // The side menu and the top bar show the office's name.
      return queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });
}
