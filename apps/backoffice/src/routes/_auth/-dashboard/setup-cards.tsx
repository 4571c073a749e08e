import type { Permission } from '@gaceta/shared/accounts/roles';
import { mayUse } from '@gaceta/shared/accounts/roles';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, type LinkOptions, linkOptions } from '@tanstack/react-router';
import { ArrowRight, Globe, type LucideIcon, Mail, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMe } from '@/features/auth/api/get-me';
import { newsletterConfigurationQueryOptions } from '@/features/newsletter-settings/api/get-newsletter-configuration';
import { connectionsQueryOptions } from '@/features/social/api/get-connections';
import { websiteConfigurationQueryOptions } from '@/features/website/api/get-website-configuration';
import { PANEL_LINK } from './panel';

interface SetupStep {
  key: string;
  permission: Permission;
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  link: LinkOptions;
  label: ReactNode;
}

/**
 * "Finish setting up": one card per channel the office has not set up yet, for those whose roles
 * set it up; each leads to its settings and goes away once done. Each asks the call its settings
 * screen uses, only when the user may make it (no 403 in the console).
 */
const STEPS: SetupStep[] = [
  {
    key: 'website',
    permission: 'website.manage',
    icon: Globe,
    title: <Trans>Put the news on your website</Trans>,
    description: <Trans>Add the news widget to your website and say where your news page is.</Trans>,
    link: linkOptions({ to: '/settings/website-configuration' }),
    label: <Trans>Set up your website</Trans>,
  },
  {
    key: 'newsletter',
    permission: 'newsletter.manage',
    icon: Mail,
    title: <Trans>Send your newsletter</Trans>,
    description: <Trans>Choose a verified sender address for your office's newsletter.</Trans>,
    link: linkOptions({ to: '/settings/newsletter-sender' }),
    label: <Trans>Set up the newsletter</Trans>,
  },
  {
    key: 'social',
    permission: 'social.manage',
    icon: Share2,
    title: <Trans>Connect your social networks</Trans>,
    description: <Trans>Connect at least one network so your news can be posted there.</Trans>,
    link: linkOptions({ to: '/settings/social-media-configuration' }),
    label: <Trans>Connect a network</Trans>,
  },
];

export function SetupCards() {
  const me = useMe();
  const may = (permission: Permission) => mayUse(me, permission);
  const website = useQuery({ ...websiteConfigurationQueryOptions(), enabled: may('website.manage') });
  const newsletter = useQuery({
    ...newsletterConfigurationQueryOptions(),
    enabled: may('newsletter.manage'),
  });
  const social = useQuery({ ...connectionsQueryOptions(), enabled: may('social.manage') });
  // Shown once known to be missing: not while loading, and never to whom may not set it up.
  const missing: Record<string, boolean> = {
    website: website.data?.news_url === null,
    newsletter: newsletter.data?.sender_id === null,
    social:
      social.data !== undefined &&
      !Object.values(social.data.data).some((connection) => connection?.status === 'connected'),
  };
  const steps = STEPS.filter((step) => may(step.permission) && missing[step.key]);
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="setup-title" className="grid gap-3">
      <h2 id="setup-title" className="font-serif text-xl font-semibold text-ink-900">
        <Trans>Finish setting up</Trans>
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {steps.map(({ key, icon: Icon, title, description, link, label }) => (
          <li key={key} className="flex gap-3 rounded-xl border border-brass-200 bg-brass-50 p-4">
            <Icon className="mt-0.5 size-5 shrink-0 text-brass-700" aria-hidden />
            <div className="grid gap-1">
              <h3 className="font-medium text-ink-900">{title}</h3>
              <p className="text-sm text-muted-foreground">{description}</p>
              <Link {...link} className={`${PANEL_LINK} mt-1 w-fit`}>
                {label}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
