import {
  NewsletterConfiguration,
  type NewsletterConfigurationInput,
} from '@gaceta/shared/newsletter/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '@/features/newsletter-campaigns/api/keys';
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
    onSuccess: async (configuration) => {
      queryClient.setQueryData(newsletterSettingsKeys.configuration(), configuration);
      // The next issue follows the schedule, the maximum and the texts.
      await queryClient.invalidateQueries({ queryKey: campaignKeys.nextIssue() });
    },
  });
}

/**
 * The settings as PUT takes them again: a screen that edits some fields sends the others unchanged.
 * `require_approval` is left out (kept as stored): only its own switch sends it, so a form opened
 * before it changed cannot turn it back.
 */
export function configurationInput({
  sender: _sender,
  time_zone: _timeZone,
  next_run_at: _nextRun,
  require_approval: _approval,
  ...input
}: NewsletterConfiguration): NewsletterConfigurationInput {
  return { ...input, sending_days: input.sending_days as NewsletterConfigurationInput['sending_days'] };
}
