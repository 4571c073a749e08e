import { resolveLocale } from '@gaceta/shared/locales';
import {
  ENGAGEMENT_SCORE,
  type ReadingEventKind,
  type RecipientActivity,
} from '@gaceta/shared/newsletter/reading';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { EyeOff, Mail, MailOpen, MousePointerClick } from 'lucide-react';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { QueryState } from '@/components/list/query-state';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { requirePermission } from '@/features/auth/require-permission';
import { useRecipientActivity } from '@/features/statistics/api/get-reading';
import { FigureTiles } from '@/features/statistics/components/figure-tiles';
import { RangeSelector } from '@/features/statistics/components/range-selector';
import { RangeSearch } from '@/features/statistics/lib/range-search';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { useDisplayTimeZone } from '../-components/date-time';

/** One newsletter recipient's reading: what they received, opened and clicked, and on which subjects. */
export const Route = createFileRoute('/_auth/statistics/newsletter/readers/$recipientId')({
  validateSearch: RangeSearch,
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'stats.view'),
  staticData: { title: SCREEN_TITLES.statisticsReader },
  component: ReaderPage,
});

// What happened to one message, said of the reader (not the counts' plurals).
const EVENT_LABELS = {
  sent: msg`Received`,
  opened: msg`Opened it`,
  clicked: msg`Clicked a link`,
  unsubscribed: msg({ message: 'Unsubscribed', context: 'recipient state' }),
  bounced: msg({ message: 'Bounced', context: 'recipient state' }),
} satisfies Record<ReadingEventKind, unknown>;

const EVENT_TONES: Record<ReadingEventKind, BadgeTone> = {
  sent: 'muted',
  opened: 'success',
  clicked: 'success',
  unsubscribed: 'danger',
  bounced: 'danger',
};

function ReaderPage() {
  const { i18n } = useLingui();
  const { recipientId } = Route.useParams();
  const { range = 'month' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const activity = useRecipientActivity(recipientId, range);
  const recipient = activity.data?.recipient;
  return (
    <PageFrame>
      <PageHeader
        eyebrow={i18n._(SCREEN_TITLES.statisticsReader)}
        title={recipient ? (recipient.name ?? recipient.email) : i18n._(SCREEN_TITLES.statisticsReader)}
        description={recipient?.name ? recipient.email : undefined}
      />
      <RangeSelector
        value={range}
        onChange={(next) => void navigate({ search: { range: next }, replace: true })}
      />
      <QueryState query={activity}>{(loaded) => <Reading activity={loaded} />}</QueryState>
    </PageFrame>
  );
}

function Reading({ activity }: { activity: RecipientActivity }) {
  const { t, i18n } = useLingui();
  const timeZone = useDisplayTimeZone();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const { totals, tracking } = activity;
  return (
    <>
      {!tracking.per_person && (
        <Alert role="note">
          <EyeOff aria-hidden />
          <span>
            <Trans>
              Your office does not record who opens and clicks its newsletters (newsletter configuration,
              readers' privacy), so new messages add nothing here; what shows was recorded before.
            </Trans>
          </span>
        </Alert>
      )}
      <FigureTiles
        tiles={[
          { key: 'sent', icon: Mail, label: t`Newsletters received`, value: totals.sent },
          { key: 'opened', icon: MailOpen, label: t`Opened`, value: totals.opened },
          { key: 'clicked', icon: MousePointerClick, label: t`Clicked`, value: totals.clicked },
        ]}
      />
      <p className="text-sm text-muted-foreground">
        {activity.last_engagement_at ? (
          <Trans>Last opened or clicked {when.format(new Date(activity.last_engagement_at))}.</Trans>
        ) : (
          <Trans>Never opened or clicked a newsletter, as far as what is kept shows.</Trans>
        )}{' '}
        <Trans>
          Each reader's opens and clicks are kept {tracking.retention_months} months; mail programs that open
          every message by themselves are left out.
        </Trans>
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Subjects they read</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>
                Highest score first: an opened newsletter counts {ENGAGEMENT_SCORE.open}, an article clicked{' '}
                {ENGAGEMENT_SCORE.click}, less as they age.
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            {activity.subjects.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>No subject yet in this period.</Trans>
              </p>
            ) : (
              <ol className="grid gap-2 text-sm">
                {activity.subjects.map((subject) => (
                  <li key={subject.subject_id} className="flex justify-between gap-3">
                    <span className="text-ink-900">{subject.name[resolveLocale(i18n.locale)]}</span>
                    <span className="text-muted-foreground tabular-nums">
                      {new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(subject.score)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Newsletters and articles</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>What reached them and what they did with it, newest first.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ReadingEvents activity={activity} format={(at) => when.format(new Date(at))} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}

function ReadingEvents({
  activity,
  format,
}: {
  activity: RecipientActivity;
  format: (at: string) => string;
}) {
  const { t, i18n } = useLingui();
  if (activity.events.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Nothing in this period.</Trans>
      </p>
    );
  }
  return (
    <Table scrollLabel={t`Newsletters and articles`}>
      <TableHeader>
        <TableRow>
          <TableHead>
            <Trans>When</Trans>
          </TableHead>
          <TableHead>
            <Trans>What</Trans>
          </TableHead>
          <TableHead>
            <Trans>Article</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {activity.events.map((event) => (
          <TableRow key={`${event.at}-${event.kind}-${event.campaign_id}-${event.news_id ?? ''}`}>
            <TableCell className="whitespace-nowrap">{format(event.at)}</TableCell>
            <TableCell>
              <Link
                to="/statistics/newsletter/recipient/$newsletterCampaignId"
                params={{ newsletterCampaignId: event.campaign_id }}
                aria-label={t`${i18n._(EVENT_LABELS[event.kind])}: see the newsletter`}
                className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <Badge tone={EVENT_TONES[event.kind]}>{i18n._(EVENT_LABELS[event.kind])}</Badge>
              </Link>
            </TableCell>
            <TableCell className="min-w-48">
              {event.news_id ? (
                <Link
                  to="/statistics/news/$id"
                  params={{ id: event.news_id }}
                  className="underline-offset-4 hover:underline"
                >
                  {event.title}
                </Link>
              ) : (
                (event.title ?? '')
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
