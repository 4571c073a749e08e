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
