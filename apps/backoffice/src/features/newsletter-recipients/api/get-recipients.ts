import { type Page, PageOf } from '@gaceta/shared/common';
import { Recipient } from '@gaceta/shared/newsletter/recipients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CsvRequest } from '@/lib/download';
import { type RecipientsFilters, type RecipientsQuery, recipientKeys } from './keys';

export const RECIPIENTS_PER_PAGE = 10;

/** The filters as the list and its CSV take them in the query string. */
function filterParams({ search, status, active }: RecipientsFilters): Record<string, string> {
  return {
    ...(search && { search }),
    ...(status && { status }),
    ...(active !== undefined && { active: String(active) }),
  };
}

/** GET /v1/newsletter/recipients: the office's recipients the filters leave, a page at a time. */
export function getRecipients(query: RecipientsQuery): Promise<Page<Recipient>> {
  const searchParams = { page: String(query.page), per: String(RECIPIENTS_PER_PAGE), ...filterParams(query) };
  return api.get('v1/newsletter/recipients', { searchParams }).json(PageOf(Recipient));
}

export const recipientsQueryOptions = (query: RecipientsQuery) =>
  queryOptions({ queryKey: recipientKeys.list(query), queryFn: () => getRecipients(query) });

export function useRecipients(query: RecipientsQuery) {
  return useQuery({ ...recipientsQueryOptions(query), placeholderData: keepPreviousData });
}

/**
 * GET /v1/newsletter/recipients.csv: every recipient the list's filters leave (all without any),
 * separated as Excel expects in the person's language (the API reads it from Accept-Language).
 */
export function recipientsCsv(filters: RecipientsFilters): CsvRequest {
  return {
    path: 'v1/newsletter/recipients.csv',
    searchParams: filterParams(filters),
    fallback: 'newsletter-recipients.csv',
  };
}
