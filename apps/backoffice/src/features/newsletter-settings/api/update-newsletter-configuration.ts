import {
  NewsletterConfiguration,
  type NewsletterConfigurationInput,
} from '@gaceta/shared/newsletter/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { newsletterSettingsKeys } from './keys';

/** PUT /v1/newsletter/configuration: replaces the settings (every field is sent). */
export function updateNewsletterConfiguration(
  input: NewsletterConfigurationInput,
): Promise<NewsletterConfiguration> {
  return objectOf(api.put('v1/newsletter/configuration', { json: input }), NewsletterConfiguration);
}

export function useUpdateNewsletterConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNewsletterConfiguration,
    onSuccess: (configuration) =>
      queryClient.setQueryData(newsletterSettingsKeys.configuration(), configuration),
  });
}

/** The settings as PUT takes them again: a screen that edits some fields sends the others unchanged. */
export function configurationInput({
  sender: _sender,
  time_zone: _timeZone,
  next_run_at: _nextRun,
  ...input
}: NewsletterConfiguration): NewsletterConfigurationInput {
  return { ...input, sending_days: input.sending_days as NewsletterConfigurationInput['sending_days'] };
}
