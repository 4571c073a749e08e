import type { RecipientStatus } from '@gaceta/shared/newsletter';

/** What the list is narrowed to: the search, a status, active or not (none: every recipient). */
export interface RecipientsFilters {
  search: string;
  status?: RecipientStatus | undefined;
  active?: boolean | undefined;
}

/** What one page of the recipients list asks for. */
export interface RecipientsQuery extends RecipientsFilters {
  page: number;
}

/** Query keys of newsletter recipients: every list sits under `all`, so any change refreshes them. */
export const recipientKeys = {
  all: ['newsletter-recipients'],
  list: (query: RecipientsQuery) => [...recipientKeys.all, 'list', query],
} as const;
