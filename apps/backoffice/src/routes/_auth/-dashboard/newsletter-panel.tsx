import { mayUse } from '@gaceta/shared/accounts/roles';
import type { NewsletterPanel as NewsletterPanelData } from '@gaceta/shared/statistics/dashboards';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { useMe } from '@/features/auth/api/get-me';
import { WaitingIssue } from '@/features/newsletter-campaigns/components/waiting-issue';
import { useChannelChart, useNewsletterTiles } from '@/features/statistics/components/channel-figures';
import { ChartFigure } from '@/features/statistics/components/chart-figure';
import { FigureTiles } from '@/features/statistics/components/figure-tiles';
import { formatDateTime } from '@/lib/date-time';
import { useDisplayTimeZone } from '../-components/date-time';
import { PANEL_LINK, Panel } from './panel';

/**
 * The newsletter: whether it goes out by itself and how often, the range's emails sent,
 * delivered, opened and clicked, and the quota, with the way to ask for more for those who may.
 */
export function NewsletterPanel({
  newsletter,
  bucket,
  freshness,
  className,
}: {
  newsletter: NewsletterPanelData;
  bucket: 'day' | 'month';
  freshness: ReactNode;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const tiles = useNewsletterTiles(newsletter.totals);
  const chart = useChannelChart('newsletter', newsletter.series, bucket);
  const sent = new Intl.NumberFormat(i18n.locale).format(newsletter.totals.sent);
  const me = useMe();
  const timeZone = useDisplayTimeZone();
  return (
    <Panel
      className={className}
      icon={Mail}
      freshness={freshness}
      title={<Trans>Newsletter</Trans>}
      description={<Cadence newsletter={newsletter} />}
      actions={
        newsletter.auto_publish ? (
          <Badge tone="success">
            <Trans>Automatic sending on</Trans>
          </Badge>
        ) : (
          <Badge tone="muted">
            <Trans>Automatic sending off</Trans>
          </Badge>
        )
      }
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {/* The automatic newsletter waiting for approval, for those who may give it. */}
        {mayUse(me, 'newsletter.manage') && <WaitingIssue timeZone={timeZone} />}
        <FigureTiles tiles={tiles} compact />
        {newsletter.totals.sent > 0 && (
          <ChartFigure
            summary={t`Chart of emails sent, delivered, opened and clicked over the period: ${sent} sent in all. The tiles above give the totals.`}
            locale={i18n.locale}
            {...chart}
          />
        )}
        <Quota quota={newsletter.quota} />
      </div>
      <div className="mt-5 flex justify-end border-t pt-4">
        <Link to="/statistics/newsletter" className={PANEL_LINK}>
          <Trans>Newsletter statistics</Trans>
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </Panel>
  );
}

/** How often the automatic newsletter goes out, on which days and at what time, and when next. */
function Cadence({ newsletter }: { newsletter: NewsletterPanelData }) {
  const { i18n } = useLingui();
  const timeZone = useDisplayTimeZone();
  const {
    interval,
    interval_unit: unit,
    sending_days: days,
    send_from: time,
    next_run_at: next,
  } = newsletter.cadence;
  // ISO weekdays: 2024-01-01 was a Monday.
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' });
  const dayNames = new Intl.ListFormat(i18n.locale).format(
    days.map((day) => weekday.format(new Date(Date.UTC(2024, 0, day)))),
  );
  // On the office's clock, as the sending time beside it, whatever the browser's zone.
  const nextRun = next ? formatDateTime(next, i18n.locale, timeZone) : null;
  return (
    <>
      {unit === 'week' && <Plural value={interval} one="Every week" other="Every # weeks" />}
      {unit === 'month' && <Plural value={interval} one="Every month" other="Every # months" />}
      {unit === 'year' && <Plural value={interval} one="Every year" other="Every # years" />}
      {days.length > 0 && ` · ${dayNames}`} · {time}
      {nextRun && (
        <>
          {' · '}
          <Trans>next on {nextRun}</Trans>
        </>
      )}
    </>
  );
}

function Quota({ quota }: { quota: NewsletterPanelData['quota'] }) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const used = number.format(quota.used);
  const contracted = number.format(quota.contracted);
  const share = quota.contracted === 0 ? 1 : Math.min(1, quota.used / quota.contracted);
  return (
    <div className="grid gap-2 rounded-lg bg-muted p-4 text-sm">
      <p>
        <Trans>
          Quota: {used} emails sent of {contracted} contracted.
        </Trans>
      </p>
      <div aria-hidden className="h-2 overflow-hidden rounded-full bg-card">
        <div className="h-full rounded-full bg-ink-700" style={{ width: `${share * 100}%` }} />
      </div>
      {quota.request_pending && (
        <p className="text-muted-foreground">
          <Trans>A request for more emails is waiting for the provider's answer.</Trans>
        </p>
      )}
      {quota.may_request_more && (
        <Link to="/settings/email-quota-configuration" className={`${PANEL_LINK} w-fit underline`}>
          <Trans>Request more quota</Trans>
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      )}
    </div>
  );
}
