import { OfficeDisclaimers, type OfficeDisclaimersInput } from '@gaceta/shared/disclaimers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsKeys } from '@/features/news/api/keys';
import { api, objectOf } from '@/lib/api-client';
import { officeSettingsKeys } from './keys';

export function updateDisclaimers(input: OfficeDisclaimersInput): Promise<OfficeDisclaimers> {
  return objectOf(api.put('v1/office_settings/disclaimers', { json: input }), OfficeDisclaimers);
}

export function useUpdateDisclaimers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisclaimers,
    onSuccess: (disclaimers) => {
      queryClient.setQueryData(officeSettingsKeys.disclaimers(), disclaimers);
      // Previews show the disclaimer with the article.
      return queryClient.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}
