/** Query keys of signup: the requests admins decide on, and the public office lookup. */
export const signupKeys = {
  all: ['signup'],
  pendingRequests: () => [...signupKeys.all, 'requests', 'pending'],
  publicOffices: (query: string) => [...signupKeys.all, 'public-offices', query],
} as const;
