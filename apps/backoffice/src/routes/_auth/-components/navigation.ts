import type { Permission } from '@gaceta/shared/accounts/roles';
import { mayUse } from '@gaceta/shared/accounts/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type LinkOptions, linkOptions } from '@tanstack/react-router';
import {
  BarChart3,
  Building2,
  CalendarClock,
  CalendarDays,
  FilePlus2,
  Gauge,
  Globe,
  KeyRound,
  LayoutDashboard,
  ListTree,
  type LucideIcon,
  Mail,
  MailPlus,
  Newspaper,
  Palette,
  PanelsTopLeft,
  Send,
  Settings,
  Share2,
  Table2,
  Tags,
  UserSearch,
  Users,
} from 'lucide-react';
import type { Me } from '@/features/auth/api/get-me';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export interface NavItem {
  link: LinkOptions;
  label: MessageDescriptor;
  icon: LucideIcon;
  /** Office users see the item only with this permission; admins see every item. */
  permission?: Permission;
  adminOnly?: boolean;
  /** An office's own screen, with no library side: an admin reaches it only acting as an office. */
  officeOnly?: boolean;
}

export interface NavGroup {
  title: MessageDescriptor;
  items: NavItem[];
}

/** The side menu. Hiding is a courtesy: the API checks every permission itself. */
export const NAVIGATION: NavGroup[] = [
  {
    title: msg`General`,
    items: [
      { link: linkOptions({ to: '/dashboard' }), label: SCREEN_TITLES.dashboard, icon: LayoutDashboard },
      {
        link: linkOptions({ to: '/news' }),
        label: SCREEN_TITLES.news,
        icon: Newspaper,
        permission: 'news.read',
      },
      {
        link: linkOptions({ to: '/calendar' }),
        label: SCREEN_TITLES.calendar,
        icon: CalendarDays,
        permission: 'news.read',
        officeOnly: true,
      },
      {
        link: linkOptions({ to: '/news/add' }),
        label: SCREEN_TITLES.newsAdd,
        icon: FilePlus2,
        permission: 'news.write',
      },
    ],
  },
  {
    title: msg`Statistics`,
    items: [
      {
        link: linkOptions({ to: '/statistics/website' }),
        label: SCREEN_TITLES.statisticsWebsite,
        icon: BarChart3,
        permission: 'stats.view',
      },
      {
        link: linkOptions({ to: '/statistics/newsletter' }),
        label: SCREEN_TITLES.statisticsNewsletter,
        icon: Mail,
        permission: 'stats.view',
      },
      {
        link: linkOptions({ to: '/statistics/social-media' }),
        label: SCREEN_TITLES.statisticsSocialMedia,
        icon: Share2,
        permission: 'stats.view',
      },
      {
        link: linkOptions({ to: '/statistics/scorecards' }),
        label: SCREEN_TITLES.statisticsScorecards,
        icon: Table2,
        permission: 'stats.view',
      },
      {
        link: linkOptions({ to: '/statistics/interests' }),
        label: SCREEN_TITLES.statisticsInterests,
        icon: UserSearch,
        permission: 'stats.view',
      },
    ],
  },
  {
    title: msg`Channels`,
    items: [
      {
        link: linkOptions({ to: '/settings/website-configuration' }),
        label: SCREEN_TITLES.websiteConfiguration,
        icon: Globe,
        permission: 'website.manage',
      },
      {
        link: linkOptions({ to: '/settings/wordpress-configuration' }),
        label: SCREEN_TITLES.wordpressConfiguration,
        icon: PanelsTopLeft,
        permission: 'website.manage',
      },
      {
        link: linkOptions({ to: '/settings/customize-news-theme' }),
        label: SCREEN_TITLES.customizeNewsTheme,
        icon: Palette,
        permission: 'settings.theme',
      },
      {
        link: linkOptions({ to: '/settings/newsletter-configuration' }),
        label: SCREEN_TITLES.newsletterConfiguration,
        icon: Send,
        permission: 'newsletter.manage',
      },
      {
        link: linkOptions({ to: '/settings/newsletter-sender' }),
        label: SCREEN_TITLES.newsletterSender,
        icon: MailPlus,
        permission: 'newsletter.manage',
      },
      {
        link: linkOptions({ to: '/settings/configure-emails' }),
        label: SCREEN_TITLES.configureEmails,
        icon: Mail,
        permission: 'newsletter.manage',
      },
      {
        link: linkOptions({ to: '/settings/email-quota-configuration' }),
        label: SCREEN_TITLES.emailQuotaConfiguration,
        icon: Gauge,
        permission: 'newsletter.manage',
      },
      {
        link: linkOptions({ to: '/settings/social-media-configuration' }),
        label: SCREEN_TITLES.socialMediaConfiguration,
        icon: Share2,
        permission: 'social.manage',
      },
      {
        link: linkOptions({ to: '/settings/social-media-planning' }),
        label: SCREEN_TITLES.socialMediaPlanning,
        icon: CalendarClock,
        permission: 'social.manage',
      },
    ],
  },
  {
    title: msg`Office`,
    items: [
      {
        link: linkOptions({ to: '/settings/office-settings' }),
        label: SCREEN_TITLES.officeSettings,
        icon: Settings,
        permission: 'settings.office',
      },
      {
        link: linkOptions({ to: '/settings/subjects-configuration' }),
        label: SCREEN_TITLES.subjectsConfiguration,
        icon: Tags,
        permission: 'settings.subjects',
      },
      {
        link: linkOptions({ to: '/users' }),
        label: SCREEN_TITLES.users,
        icon: Users,
        permission: 'users.manage',
      },
      {
        link: linkOptions({ to: '/settings/role-management' }),
        label: SCREEN_TITLES.roleManagement,
        icon: KeyRound,
        permission: 'users.manage',
      },
    ],
  },
  {
    title: msg`Administration`,
    items: [
      {
        link: linkOptions({ to: '/office-management' }),
        label: SCREEN_TITLES.officeManagement,
        icon: Building2,
        adminOnly: true,
      },
      {
        link: linkOptions({ to: '/settings/subject-management' }),
        label: SCREEN_TITLES.subjectManagement,
        icon: ListTree,
        adminOnly: true,
      },
      {
        link: linkOptions({ to: '/admin/statistics' }),
        label: SCREEN_TITLES.adminStatistics,
        icon: BarChart3,
        adminOnly: true,
      },
    ],
  },
];

const isAdminGroup = (group: NavGroup) => group.items.every((item) => item.adminOnly);

export function visibleNavigation(me: Pick<Me, 'kind' | 'roles'>): NavGroup[] {
  const isVisible = ({ adminOnly, officeOnly, permission }: NavItem) =>
    adminOnly
      ? me.kind === 'admin'
      : !(officeOnly && me.kind === 'admin') && (!permission || mayUse(me, permission));
  const groups = NAVIGATION.map((group) => ({ ...group, items: group.items.filter(isVisible) })).filter(
    (group) => group.items.length > 0,
  );
  // An admin's own tools (offices, subjects) come first; the office screens follow.
  return me.kind === 'admin'
    ? [...groups.filter(isAdminGroup), ...groups.filter((g) => !isAdminGroup(g))]
    : groups;
}
