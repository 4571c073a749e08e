/** What one page of the list asks for. */
export interface UsersQuery {
  page: number;
  search: string;
}

/** Query keys of users: every list of users sits under `all`, so saving one refreshes them all. */
export const userKeys = {
  all: ['users'],
  list: (query: UsersQuery) => [...userKeys.all, 'list', query],
  /** The users of one office, as an admin sees them (offices feature). */
  ofOffice: (officeId: string) => [...userKeys.all, 'office', officeId],
} as const;
