import { Office } from '@gaceta/shared/accounts/offices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { officeSettingsKeys } from './keys';

/** PUT /v1/office_settings/logo, multipart field `file`. */
export function uploadOfficeLogo(file: File): Promise<Office> {
  const body = new FormData();
  body.append('file', file);
  return objectOf(api.put('v1/office_settings/logo', { body }), Office);
}

export function useUploadOfficeLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadOfficeLogo,
    onSuccess: (office) => queryClient.setQueryData(officeSettingsKeys.all, office),
  });
}
