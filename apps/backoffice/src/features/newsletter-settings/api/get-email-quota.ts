import { EmailQuota } from '@gaceta/shared/newsletter/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsletterSettingsKeys } from './keys';

/** GET /v1/email_quota: emails contracted, sent and remaining, and the requests waiting. */
export function getEmailQuota(): Promise<EmailQuota> {
  return api.get('v1/email_quota').json(EmailQuota);
}

export const emailQuotaQueryOptions = () =>
  queryOptions({ queryKey: newsletterSettingsKeys.quota(), queryFn: getEmailQuota });

export function useEmailQuota() {
  return useQuery(emailQuotaQueryOptions());
}
