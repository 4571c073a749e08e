import { WebsiteConfiguration } from '@gaceta/shared/website';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { websiteKeys } from './keys';

/** GET /v1/website_configuration: the office's key, the widget's URL, its feeds and URL patterns. */
export function getWebsiteConfiguration(): Promise<WebsiteConfiguration> {
  return objectOf(api.get('v1/website_configuration'), WebsiteConfiguration);
}

export const websiteConfigurationQueryOptions = () =>
  queryOptions({ queryKey: websiteKeys.configuration(), queryFn: getWebsiteConfiguration });

export function useWebsiteConfiguration() {
  return useQuery(websiteConfigurationQueryOptions());
}
