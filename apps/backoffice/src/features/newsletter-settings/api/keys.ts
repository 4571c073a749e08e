/** Query keys of the newsletter settings: senders, the configuration, the quota and package requests. */
export const newsletterSettingsKeys = {
  all: ['newsletter-settings'],
  senders: () => [...newsletterSettingsKeys.all, 'senders'],
  configuration: () => [...newsletterSettingsKeys.all, 'configuration'],
  quota: () => [...newsletterSettingsKeys.all, 'quota'],
  pendingPackageRequests: () => [...newsletterSettingsKeys.all, 'package-requests', 'pending'],
} as const;
