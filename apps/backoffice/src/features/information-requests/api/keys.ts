/** Query keys of the landing page's information requests (admins). */
export const informationRequestKeys = {
  all: ['information-requests'],
} as const;
