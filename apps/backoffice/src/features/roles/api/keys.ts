/** Query keys of the office roles and their permissions. */
export const roleKeys = {
  all: ['roles'],
} as const;
