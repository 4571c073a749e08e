/** What one page of the recipients list asks for. */
export interface RecipientsQuery {
  page: number;
  search: string;
}

/** Query keys of newsletter recipients: every list sits under `all`, so any change refreshes them. */
export const recipientKeys = {
  all: ['newsletter-recipients'],
  list: (query: RecipientsQuery) => [...recipientKeys.all, 'list', query],
} as const;
