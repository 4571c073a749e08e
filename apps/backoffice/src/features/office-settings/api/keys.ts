/** Query keys of the caller's own office settings. */
export const officeSettingsKeys = {
  all: ['office-settings'],
  disclaimers: () => [...officeSettingsKeys.all, 'disclaimers'],
} as const;
