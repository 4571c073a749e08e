/** Query keys of the office's social channel. */
export const socialKeys = {
  all: ['social'],
  networks: () => [...socialKeys.all, 'networks'],
  connections: () => [...socialKeys.all, 'connections'],
  planning: () => [...socialKeys.all, 'planning'],
} as const;
