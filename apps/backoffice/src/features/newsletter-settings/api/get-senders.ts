import { Sender } from '@gaceta/shared/newsletter/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectsOf } from '@/lib/api-client';
import { newsletterSettingsKeys } from './keys';

/** GET /v1/newsletter/senders: the office's sender addresses, verified or waiting for their code. */
export function getSenders(): Promise<Sender[]> {
  return objectsOf(api.get('v1/newsletter/senders'), Sender);
}

export const sendersQueryOptions = () =>
  queryOptions({ queryKey: newsletterSettingsKeys.senders(), queryFn: getSenders });

export function useSenders() {
  return useQuery(sendersQueryOptions());
}
