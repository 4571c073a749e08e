import type { OfficeRole, Permission } from '@gaceta/shared/accounts/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The four office roles' labels (OFFICE_ROLES), in the interface language. */
export const ROLE_LABELS: Record<OfficeRole, MessageDescriptor> = {
  user_account_management: msg`User account manager`,
  client_statstics: msg`Statistics reviewer`,
  client_reviewer: msg`Publish reviewer`,
  content_genrator: msg`Content generator`,
};

/**
 * What each role is for in a small firm, as the role-management screen explains it: the person who
 * publishes and sends also sees how it did (decision 060).
 */
export const ROLE_DESCRIPTIONS: Record<OfficeRole, MessageDescriptor> = {
  user_account_management: msg`Looks after the office: its users and their roles, invitations, the office settings and subjects.`,
  client_statstics: msg`Reads how the news does on the website, in the newsletter and on social networks, and can open each newsletter as it was sent.`,
  client_reviewer: msg`Reviews and publishes the news on the website, the newsletter and social networks, and sees the statistics of what it sends.`,
  content_genrator: msg`Writes and edits news, with the AI assistant, for a reviewer to publish.`,
};

/** What each permission lets a user do, as the role-management matrix shows it. */
export const PERMISSION_LABELS: Record<Permission, MessageDescriptor> = {
  'users.manage': msg`Manage users and roles`,
  'stats.view': msg`View statistics`,
  'news.read': msg`Read news`,
  'news.write': msg`Write and edit news`,
  'news.publish': msg`Publish news`,
  'ai.use': msg`Use the AI assistant`,
  'settings.office': msg`Edit the office settings`,
  'settings.subjects': msg`Choose the office's subjects`,
  'settings.theme': msg`Customize the news theme`,
  'website.manage': msg`Manage the website integration`,
  'newsletter.manage': msg`Manage the newsletter`,
  'social.manage': msg`Manage social networks`,
};
