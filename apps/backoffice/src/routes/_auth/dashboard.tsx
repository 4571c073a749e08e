import type { Permission } from '@gaceta/shared/roles';
import { mayUse } from '@gaceta/shared/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Building2, Globe, Hourglass, Library, type LucideIcon, Mail, Rocket, Share2 } from 'lucide-react';
import { PageFrame, PageHeader } from '@/components/page';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMe } from '@/features/auth/api/get-me';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { NewsPanel } from './-dashboard/news-panel';

export const Route = createFileRoute('/_auth/dashboard')({
  staticData: { title: SCREEN_TITLES.dashboard },
  component: DashboardPage,
});

interface Widget {
  icon: LucideIcon;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /**
   * The screen where it already works, for those whose roles reach it; without one the card says
   * it is not available yet.
   */
  open?: {
    to:
      | '/news'
      | '/statistics/website'
      | '/statistics/newsletter'
      | '/statistics/social-media/$rrss'
      | '/settings/website-configuration';
    /** The social statistics open on one network. */
    params?: { rrss: string };
    label: MessageDescriptor;
    permission: Permission;
  };
}

// Each panel's card leads to the screen with its figures (spec section 2); the news panel is built
// (./-dashboard/news-panel.tsx).
const CLIENT_WIDGETS: Widget[] = [
  {
    icon: Rocket,
    title: msg`Finish setting up`,
    description: msg`Connect your social networks, your newsletter and your website.`,
    open: {
      to: '/settings/website-configuration',
      label: msg`Set up your website`,
      permission: 'website.manage',
    },
  },
  {
    icon: Share2,
    title: msg`Social networks`,
    description: msg`Posts, likes, comments and shares from last week, month or year.`,
    open: {
      to: '/statistics/social-media/$rrss',
      params: { rrss: 'linkedin' },
      label: msg`Open the social network statistics`,
      permission: 'stats.view',
    },
  },
  {
    icon: Mail,
    title: msg`Newsletter`,
    description: msg`Automatic sending, weekly cadence, and emails sent, delivered, opened and clicked.`,
    open: {
      to: '/statistics/newsletter',
      label: msg`Open the newsletter statistics`,
      permission: 'stats.view',
    },
  },
  {
    icon: Globe,
    title: msg`Website`,
    description: msg`The most read news on your website, in summary or in detail.`,
    open: { to: '/statistics/website', label: msg`Open the website statistics`, permission: 'stats.view' },
  },
];

const ADMIN_WIDGETS: Widget[] = [
  {
    icon: Building2,
    title: msg`Offices`,
    description: msg`The offices using Gaceta, their users and their subscriptions.`,
  },
  {
    icon: Library,
    title: msg`News library`,
    description: msg`The news written by the editors and the offices receiving it.`,
    open: { to: '/news', label: msg`Open the library`, permission: 'news.read' },
  },
];

function DashboardPage() {
  const me = useMe();
  const isAdmin = me.kind === 'admin';
  // A card that opens a screen is shown only to those whose roles open it (decision 027).
  const widgets = (isAdmin ? ADMIN_WIDGETS : CLIENT_WIDGETS).filter(
    (widget) => !widget.open || mayUse(me, widget.open.permission),
  );
  const firstName = me.first_name;
  const officeName = me.office?.name;

  return (
    <PageFrame>
      <PageHeader
        eyebrow={isAdmin ? <Trans>Admin dashboard</Trans> : <Trans>Client dashboard</Trans>}
        title={<Trans>Hello, {firstName}</Trans>}
        description={
          officeName ? (
            <Trans>Welcome to the back-office of {officeName}.</Trans>
          ) : (
            <Trans>Welcome to the Gaceta administration.</Trans>
          )
        }
      />

      <div className="mt-2 grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="grid content-start gap-6 md:grid-cols-2">
          {!isAdmin && mayUse(me, 'news.read') && (
            <NewsPanel className="md:col-span-2" canSeeStatistics={mayUse(me, 'stats.view')} />
          )}
          {widgets.map((widget, index) => (
            <WidgetCard
              key={widget.title.id}
              {...widget}
              className={index === 0 && widgets.length % 2 === 1 ? 'md:col-span-2' : undefined}
            />
          ))}
        </div>
        <AboutPlatform />
      </div>
    </PageFrame>
  );
}

function WidgetCard({ icon: Icon, title, description, open, className }: Widget & { className?: string }) {
  const { i18n } = useLingui();
  return (
    <Card className={className}>
      <CardHeader className="flex-row items-start gap-4 pb-6">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-ink-50 text-ink-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <CardTitle>{i18n._(title)}</CardTitle>
          <CardDescription>{i18n._(description)}</CardDescription>
          {open && (
            <Link
              to={open.to}
              params={open.params}
              className="mt-3 w-fit text-sm font-medium text-ink-900 underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {i18n._(open.label)}
            </Link>
          )}
          {!open && (
            <Badge className="mt-3 w-fit">
              <Hourglass className="size-3" aria-hidden />
              <Trans>Not available yet</Trans>
            </Badge>
          )}
        </div>
      </CardHeader>
    </Card>
  );
}

function AboutPlatform() {
  return (
    <Card className="max-w-[450px] self-start border-ink-800 bg-ink-900 text-ink-100">
      <CardHeader>
        <CardTitle className="text-white">
          <Trans>About Gaceta</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm leading-relaxed text-ink-200">
        <p>
          <Trans>
            Gaceta prepares legal news for your office and publishes it on your website, your newsletter and
            your social networks.
          </Trans>
        </p>
        <p>
          <Trans>
            The sections arrive step by step; those that are not ready yet say so plainly, and the side menu
            shows the ones your roles give you access to.
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}
