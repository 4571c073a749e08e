import { type Page, PageOf } from '@gaceta/shared/common';
import { Recipient } from '@gaceta/shared/newsletter-recipients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type RecipientsQuery, recipientKeys } from './keys';

export const RECIPIENTS_PER_PAGE = 10;

/** GET /v1/newsletter/recipients: the office's recipients, a page at a time. */
export function getRecipients({ page, search }: RecipientsQuery): Promise<Page<Recipient>> {
  const searchParams = new URLSearchParams({ page: String(page), per: String(RECIPIENTS_PER_PAGE) });
  if (search) searchParams.set('search', search);
  return api.get('v1/newsletter/recipients', { searchParams }).json(PageOf(Recipient));
}

export const recipientsQueryOptions = (query: RecipientsQuery) =>
  queryOptions({ queryKey: recipientKeys.list(query), queryFn: () => getRecipients(query) });

export function useRecipients(query: RecipientsQuery) {
  return useQuery({ ...recipientsQueryOptions(query), placeholderData: keepPreviousData });
}
