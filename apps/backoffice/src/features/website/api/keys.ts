/** Query keys of the office's website channel settings. */
export const websiteKeys = {
  all: ['website'],
  theme: () => [...websiteKeys.all, 'theme'],
  configuration: () => [...websiteKeys.all, 'configuration'],
} as const;
