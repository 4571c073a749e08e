import { NewsletterConfiguration } from '@gaceta/shared/newsletter/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { newsletterSettingsKeys } from './keys';

/** GET /v1/newsletter/configuration: the office's settings (or the defaults) and the next automatic run. */
export function getNewsletterConfiguration(): Promise<NewsletterConfiguration> {
  return objectOf(api.get('v1/newsletter/configuration'), NewsletterConfiguration);
}

export const newsletterConfigurationQueryOptions = () =>
  queryOptions({ queryKey: newsletterSettingsKeys.configuration(), queryFn: getNewsletterConfiguration });

export function useNewsletterConfiguration() {
  return useQuery(newsletterConfigurationQueryOptions());
}
