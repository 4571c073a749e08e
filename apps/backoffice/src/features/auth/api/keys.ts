/** Query keys of the auth feature: the signed-in user. */
export const authKeys = {
  me: ['me'],
} as const;
