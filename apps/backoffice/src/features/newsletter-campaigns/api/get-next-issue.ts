import { NextNewsletterIssue } from '@gaceta/shared/newsletter/campaigns';
import { useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { campaignKeys } from './keys';

/**
 * GET /v1/newsletter/configuration/next_issue: when the automatic newsletter goes out next, the news
 * it would carry now, how many recipients it reaches and its message as sent.
 */
export function useNextIssue() {
  return useQuery({
    queryKey: campaignKeys.nextIssue(),
    queryFn: () => objectOf(api.get('v1/newsletter/configuration/next_issue'), NextNewsletterIssue),
  });
}
