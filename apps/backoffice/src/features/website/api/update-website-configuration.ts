import { WebsiteConfiguration, type WebsiteConfigurationInput } from '@gaceta/shared/website';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth/api/keys';
import { api, objectOf } from '@/lib/api-client';
import { websiteKeys } from './keys';

/** PUT /v1/website_configuration: the office's choices for its website. */
export function updateWebsiteConfiguration(input: WebsiteConfigurationInput): Promise<WebsiteConfiguration> {
  return objectOf(api.put('v1/website_configuration', { json: input }), WebsiteConfiguration);
}

export function useUpdateWebsiteConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebsiteConfiguration,
    onSuccess: (configuration) => {
      queryClient.setQueryData(websiteKeys.configuration(), configuration);
      // The publish dialogs read the default window from the signed-in user's office.
      return queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });
}
