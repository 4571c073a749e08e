import { SOCIAL_NETWORK_NAMES } from '@gaceta/shared/news/channels';
import type { AdminDashboard as AdminDashboardData } from '@gaceta/shared/statistics/dashboards';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, type LinkOptions, linkOptions } from '@tanstack/react-router';
import { ArrowRight, Bot, Building2, CircleAlert, Library, Mail, Share2, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/list/query-state';
import { useAdminDashboard } from '@/features/dashboards/api/get-dashboard';
import { actionList } from '@/features/news/lib/ai-labels';
import { DataUntil } from '@/features/statistics/components/data-until';
import { useDisplayTimeZone } from '../-components/date-time';
import { PANEL_LINK, Panel } from './panel';

const officeTab = (
  tab: 'offices' | 'signup-requests' | 'information-requests' | 'email-packages' | 'ai-usage',
) => linkOptions({ to: '/office-management', search: { tab } });

/** The provider's dashboard (GET /v1/admin/dashboard): how the platform and its offices are doing. */
export function AdminDashboard() {
  const dashboard = useAdminDashboard();
  return <QueryState query={dashboard}>{(data) => <AdminPanels data={data} />}</QueryState>;
}

function AdminPanels({ data }: { data: AdminDashboardData }) {
  const { offices, library, emails, failed_jobs: failedJobs, ai } = data;
  const timeZone = useDisplayTimeZone();
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <Panel icon={Building2} title={<Trans>Offices</Trans>}>
        <Figures>
          <Figure label={<Trans>Active offices</Trans>} value={offices.active} of={offices.total} />
          <Figure
            label={<Trans>Pending signups</Trans>}
            value={offices.pending_signups}
            link={officeTab('signup-requests')}
          />
          <Figure
            label={<Trans>Information requests</Trans>}
            value={offices.information_requests}
            link={officeTab('information-requests')}
          />
        </Figures>
        <More link={officeTab('offices')}>
          <Trans>Office management</Trans>
        </More>
      </Panel>

      <Panel icon={Library} title={<Trans>News library</Trans>}>
        <Figures>
          <Figure label={<Trans>News written</Trans>} value={library.written} />
          <Figure label={<Trans>News distributed to offices</Trans>} value={library.distributed} />
          <Figure label={<Trans>Copies received by offices</Trans>} value={library.copies} />
        </Figures>
        <More link={linkOptions({ to: '/news' })}>
          <Trans>Open the library</Trans>
        </More>
      </Panel>

      <Panel icon={Mail} title={<Trans>Emails</Trans>}>
        <Quota sent={emails.sent} contracted={emails.contracted} />
        <Figures>
          <Figure
            label={<Trans>Package requests to answer</Trans>}
            value={emails.pending_package_requests}
            link={officeTab('email-packages')}
          />
        </Figures>
      </Panel>

      <Panel
        icon={Share2}
        title={<Trans>Social connections</Trans>}
        description={<Trans>Connections whose network asks the office to sign in again.</Trans>}
      >
        <Figures>
          <Figure label={<Trans>To reconnect</Trans>} value={data.social.reconnect_needed} />
        </Figures>
        {data.social.offices.length > 0 && (
          <ul className="mt-3 grid gap-1 text-sm">
            {data.social.offices.map((office) => (
              <li key={office.id}>
                <span className="font-medium text-ink-900">{office.name}</span>
                {': '}
                <span className="text-muted-foreground">
                  {office.networks.map((network) => SOCIAL_NETWORK_NAMES[network]).join(', ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel
        icon={CircleAlert}
        title={<Trans>Failed jobs</Trans>}
        description={<Plural value={failedJobs.last_day} one="# in the last day" other="# in the last day" />}
      >
        <FailedJobs jobs={failedJobs.latest} />
      </Panel>

      <Panel
        icon={TrendingUp}
        title={<Trans>Most active offices</Trans>}
        description={<Trans>Website views over the last 30 days.</Trans>}
        freshness={<DataUntil at={data.data_until} timeZone={timeZone} />}
      >
        <MostActive offices={data.most_active_offices} />
        <More link={linkOptions({ to: '/admin/statistics' })}>
          <Trans>Statistics across offices</Trans>
        </More>
      </Panel>

      <Panel icon={Bot} title={<Trans>AI use</Trans>} description={<Trans>Over the last 30 days.</Trans>}>
        <Figures>
          <Figure label={<Trans>Calls</Trans>} value={ai.calls} />
          <Figure label={<Trans>Offices using it</Trans>} value={ai.offices} />
          <Figure label={<Trans>Input tokens</Trans>} value={ai.input_tokens} />
          <Figure label={<Trans>Output tokens</Trans>} value={ai.output_tokens} />
        </Figures>
        {ai.calls > 0 && ai.input_tokens + ai.output_tokens === 0 && (
          <p className="mt-3 text-sm text-muted-foreground">
            <Trans>Gaceta's own offline engine answered these calls: it counts no tokens.</Trans>
          </p>
        )}
        <AiConfiguration ai={ai} />
        <More link={officeTab('ai-usage')}>
          <Trans>AI use per office</Trans>
        </More>
      </Panel>
    </div>
  );
}

const VARIABLE = 'rounded bg-muted px-1 text-xs';

/** Which AI features offices are missing on this installation, and what the operator configures for each. */
function AiConfiguration({ ai }: { ai: AdminDashboardData['ai'] }) {
  const { i18n } = useLingui();
  const missingActions = ai.missing_text_actions.length > 0;
  const noPhotoBank = ai.stock_images === 'office';
  if (!missingActions && ai.image_from_prompt && !noPhotoBank) {
    return (
      <p className="mt-3 text-sm text-muted-foreground">
        <Trans>Every AI feature is configured for the offices.</Trans>
      </p>
    );
  }
  const actions = actionList(i18n, ai.missing_text_actions);
  return (
    <div className="mt-3 grid gap-2 text-sm">
      <p className="font-medium text-ink-900">
        <Trans>What offices are missing</Trans>
      </p>
      <ul className="grid list-disc gap-1.5 pl-5 text-muted-foreground">
        {missingActions && (
          <li>
            <Trans>
              {actions}: they need a text provider, an OpenAI-compatible API (
              <code className={VARIABLE}>AI_BASE_URL</code>, <code className={VARIABLE}>AI_MODEL</code> and{' '}
              <code className={VARIABLE}>AI_API_KEY</code>).
            </Trans>
          </li>
        )}
        {!ai.image_from_prompt && (
          <li>
            <Trans>
              Images from a description: they need an image provider (
              <code className={VARIABLE}>AI_IMAGE_BASE_URL</code> and{' '}
              <code className={VARIABLE}>AI_IMAGE_MODEL</code>).
            </Trans>
          </li>
        )}
        {noPhotoBank && (
          <li>
            <Trans>
              The Pexels photo bank: image search looks only at the office's own news images (
              <code className={VARIABLE}>STOCK_IMAGES_API_KEY</code>).
            </Trans>
          </li>
        )}
      </ul>
      <p className="text-muted-foreground">
        <Trans>
          The operator sets these variables where Gaceta runs and restarts it; the AI documentation
          (docs/ai.md) describes each.
        </Trans>
      </p>
    </div>
  );
}

function Figures({ children }: { children: ReactNode }) {
  return <dl className="grid gap-3">{children}</dl>;
}

/** One figure of a panel, with "of N" when it is a part, and a link to where it is dealt with. */
function Figure({
  label,
  value,
  of,
  link,
}: {
  label: ReactNode;
  value: number;
  of?: number;
  link?: LinkOptions;
}) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const total = of === undefined ? undefined : number.format(of);
  return (
    <div className="flex items-baseline justify-between gap-3 border-b pb-2 last:border-b-0 last:pb-0">
      <dt className="text-sm text-muted-foreground">
        {link ? (
          <Link {...link} className={`${PANEL_LINK} underline`}>
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="font-serif text-2xl font-semibold text-ink-900 tabular-nums">
        {number.format(value)}
        {total !== undefined && (
          <span className="ml-1 font-sans text-sm font-normal text-muted-foreground">
            <Trans>of {total}</Trans>
          </span>
        )}
      </dd>
    </div>
  );
}

function More({ link, children }: { link: LinkOptions; children: ReactNode }) {
  return (
    <div className="mt-4 flex justify-end border-t pt-3">
      <Link {...link} className={PANEL_LINK}>
        {children}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

/** Emails sent against what the offices contracted, in words and as a bar (the words say it all). */
function Quota({ sent, contracted }: { sent: number; contracted: number }) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const share = contracted === 0 ? 0 : Math.min(1, sent / contracted);
  const used = number.format(sent);
  const of = number.format(contracted);
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent' }).format(share);
  return (
    <div className="mb-4 grid gap-2">
      <p className="text-sm text-muted-foreground">
        <Trans>
          <span className="font-serif text-2xl font-semibold text-ink-900 tabular-nums">{used}</span> sent of{' '}
          {of} contracted ({percent})
        </Trans>
      </p>
      <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-ink-700" style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}

function FailedJobs({ jobs }: { jobs: AdminDashboardData['failed_jobs']['latest'] }) {
  const { i18n } = useLingui();
  if (jobs.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No job failed in the last day.</Trans>
      </p>
    );
  }
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <ul className="grid gap-2 text-sm">
      {jobs.map((job) => (
        <li key={job.id} className="flex items-baseline justify-between gap-3">
          <Link to="/jobs/$id" params={{ id: job.id }} className={`${PANEL_LINK} min-w-0 break-all`}>
            {job.name}
          </Link>
          <time dateTime={job.failed_at} className="shrink-0 text-muted-foreground">
            {when.format(new Date(job.failed_at))}
          </time>
        </li>
      ))}
    </ul>
  );
}

function MostActive({ offices }: { offices: AdminDashboardData['most_active_offices'] }) {
  if (offices.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No office had visits in the last 30 days.</Trans>
      </p>
    );
  }
  return (
    <ol className="grid gap-2 text-sm">
      {offices.map((office) => (
        <li key={office.id} className="grid gap-0.5 border-b pb-2 last:border-b-0 last:pb-0">
          <span className="font-medium text-ink-900">{office.name}</span>
          <span className="text-muted-foreground tabular-nums">
            <Plural value={office.views} one="# view" other="# views" />
            {' · '}
            <Plural value={office.news_written} one="# news item" other="# news items" />
          </span>
        </li>
      ))}
    </ol>
  );
}
