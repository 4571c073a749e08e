/** Query keys of the landing page's information requests (admins): every list sits under `all`. */
export const informationRequestKeys = {
  all: ['information-requests'],
  list: (answered: boolean | undefined) => [...informationRequestKeys.all, 'list', answered ?? 'all'],
} as const;
