import { mayUse } from '@gaceta/shared/accounts/roles';
import {
  CAMPAIGN_KIND_LABELS,
  CAMPAIGN_RECIPIENT_FILTERS,
  type CampaignRecipient,
  type CampaignRecipientFilter,
  type CampaignStatistics,
  type DeliveryStatus,
} from '@gaceta/shared/newsletter/campaigns';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeft, Eye } from 'lucide-react';
import * as v from 'valibot';
import { ChoiceToggle } from '@/components/form/choice-toggle';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { DownloadCsvButton } from '@/components/list/download-csv-button';
import { ListPagination, PageParam } from '@/components/list/list-pagination';
import { QueryState } from '@/components/list/query-state';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { meQueryOptions, useMe } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { CampaignSending } from '@/features/newsletter-campaigns/components/campaign-status';
import { ResendUnknown } from '@/features/newsletter-campaigns/components/resend-unknown';
import {
  campaignRecipientsCsv,
  useCampaignRecipients,
  useCampaignStatistics,
} from '@/features/statistics/api/get-newsletter-statistics';
import { NewsletterRatesNote, useNewsletterTiles } from '@/features/statistics/components/channel-figures';
import { FigureTiles } from '@/features/statistics/components/figure-tiles';
import { FiguresTable } from '@/features/statistics/components/figures-table';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { useDisplayTimeZone } from '../-components/date-time';

export const Route = createFileRoute('/_auth/statistics/newsletter/recipient/$newsletterCampaignId')({
  validateSearch: v.object({
    page: PageParam,
    /** Only those who opened, clicked, bounced or unsubscribed. */
    filter: v.fallback(v.optional(v.picklist(CAMPAIGN_RECIPIENT_FILTERS)), undefined),
  }),
  // Its figures are the statistics viewers'; its sending (status, resume, resend) the newsletter
  // managers', whom a failed campaign's notice sends here.
  beforeLoad: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions());
    return mayUse(me, 'newsletter.manage') ? me : requirePermission(context.queryClient, 'stats.view');
  },
  staticData: { title: SCREEN_TITLES.statisticsNewsletterRecipient },
  component: CampaignRecipientsPage,
});

function CampaignRecipientsPage() {
  const { i18n } = useLingui();
  const { newsletterCampaignId } = Route.useParams();
  const { page = 1, filter } = Route.useSearch();
  const navigate = Route.useNavigate();
  const me = useMe();
  const figures = mayUse(me, 'stats.view');
  const manages = mayUse(me, 'newsletter.manage');
  const timeZone = useDisplayTimeZone();
  const campaign = useCampaignStatistics(newsletterCampaignId, figures);
  const recipients = useCampaignRecipients(newsletterCampaignId, page, filter, figures);
  return (
    <PageFrame>
      <PageHeader
        eyebrow={campaign.data && i18n._(SCREEN_TITLES.statisticsNewsletterRecipient)}
        title={campaign.data?.subject ?? i18n._(SCREEN_TITLES.statisticsNewsletterRecipient)}
        description={
          campaign.data ? (
            <CampaignLine campaign={campaign.data} />
          ) : (
            <Trans>
              Each recipient's message: when it was sent, what became of it, whether it was opened.
            </Trans>
          )
        }
        actions={
          figures && (
            <>
              <Button variant="outline" asChild>
                <Link to="/statistics/newsletter">
                  <ArrowLeft aria-hidden />
                  <Trans>All newsletters</Trans>
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/newsletter-preview/$newsletterCampaignId" params={{ newsletterCampaignId }}>
                  <Eye aria-hidden />
                  <Trans>See the message</Trans>
                </Link>
              </Button>
              <DownloadCsvButton request={campaignRecipientsCsv(newsletterCampaignId, filter)}>
                {filter ? <Trans>These recipients (CSV)</Trans> : <Trans>Recipients (CSV)</Trans>}
              </DownloadCsvButton>
            </>
          )
        }
      />
      <p className="text-sm text-muted-foreground">
        <Trans>
          Figures can take hours to settle after a send. A message marked "unknown" was being sent when the
          service stopped: it may not have arrived, and it is not sent again by itself.
        </Trans>
      </p>
      {/* Resuming and resending are the newsletter managers' decisions; statistics viewers only see the figures. */}
      {manages && <CampaignSending campaignId={newsletterCampaignId} timeZone={timeZone} />}
      {manages && <ResendUnknown campaignId={newsletterCampaignId} />}
      {figures && campaign.data && <CampaignFigures campaign={campaign.data} />}
      {figures && (
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Recipients</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <RecipientFilter
              value={filter}
              onChange={(next) => void navigate({ search: { filter: next }, replace: true })}
            />
            <QueryState
              query={recipients}
              isEmpty={(loaded) => loaded.objects.length === 0}
              emptyText={
                filter ? (
                  <Trans>No recipient of this newsletter is in this group.</Trans>
                ) : (
                  <Trans>No messages for this newsletter yet.</Trans>
                )
              }
            >
              {(loaded) => <RecipientsTable rows={loaded.objects} />}
            </QueryState>
          </CardContent>
          <ListPagination
            page={page}
            pageCount={recipients.data?.total_pages ?? 0}
            onPageChange={(next) => void navigate({ search: { page: next, filter } })}
          />
        </Card>
      )}
    </PageFrame>
  );
}

/** What the newsletter was: its kind, when it went out and the articles it carried. */
function CampaignLine({ campaign }: { campaign: CampaignStatistics }) {
  const { i18n, t } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <span className="flex flex-col gap-1">
      <span>
        {i18n._(CAMPAIGN_KIND_LABELS[campaign.kind])}
        {campaign.started_at && <> · {when.format(new Date(campaign.started_at))}</>}
      </span>
      <span className="text-sm">{campaign.news_titles.join(' · ') || t`(news deleted since)`}</span>
    </span>
  );
}

/** The newsletter's figures over all its messages, and which links its readers clicked. */
function CampaignFigures({ campaign }: { campaign: CampaignStatistics }) {
  const { t } = useLingui();
  const tiles = useNewsletterTiles(campaign);
  return (
    <>
      <FigureTiles tiles={tiles} />
      <NewsletterRatesNote />
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Clicks per link</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Recipients who clicked each link, once each however often they clicked.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          {campaign.links.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Nobody has clicked a link of this newsletter.</Trans>
            </p>
          ) : (
            <FiguresTable
              label={t`Clicks per link`}
              rows={campaign.links}
              rowKey={(link) => link.url}
              leading={[
                {
                  key: 'link',
                  header: <Trans>Link</Trans>,
                  cellClassName: 'min-w-48',
                  cell: (link) =>
                    link.news_id && link.title ? (
                      <span className="flex flex-col">
                        <Link
                          to="/statistics/news/$id"
                          params={{ id: link.news_id }}
                          className="font-medium text-ink-900 underline-offset-4 hover:underline"
                        >
                          {link.title}
                        </Link>
                        <span className="text-xs text-muted-foreground">
                          <Trans>The article's page</Trans>
                        </span>
                      </span>
                    ) : (
                      <span className="break-all">{link.url}</span>
                    ),
                },
              ]}
              figures={[
                {
                  key: 'clicks',
                  header: <Trans>Recipients who clicked</Trans>,
                  value: (link) => link.clicks,
                },
                {
                  key: 'share',
                  header: <Trans>Of the emails delivered</Trans>,
                  value: (link) => (campaign.delivered === 0 ? null : link.clicks / campaign.delivered),
                  percent: true,
                },
              ]}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}

/** All the recipients, or those who opened, clicked, bounced or unsubscribed. */
function RecipientFilter({
  value,
  onChange,
}: {
  value: CampaignRecipientFilter | undefined;
  onChange: (filter: CampaignRecipientFilter | undefined) => void;
}) {
  const { t } = useLingui();
  const labels: Record<CampaignRecipientFilter | 'all', string> = {
    all: t`All`,
    opened: t`Opened it`,
    clicked: t`Clicked a link`,
    bounced: t({ context: 'recipient state', message: 'Bounced' }),
    unsubscribed: t({ context: 'recipient state', message: 'Unsubscribed' }),
  };
  return (
    <ChoiceToggle
      label={t`Show recipients`}
      className="flex-wrap"
      value={value ?? 'all'}
      options={(['all', ...CAMPAIGN_RECIPIENT_FILTERS] as const).map((each) => ({
        value: each,
        label: labels[each],
      }))}
      onChange={(next) => onChange(next === 'all' ? undefined : next)}
    />
  );
}

function StatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useLingui();
  const labels: Record<DeliveryStatus, string> = {
    pending: t`Waiting`,
    sending: t`Sending`,
    sent: t`Message sent`,
    failed: t`Error`,
    unknown: t`Unknown`,
    bounced: t({ context: 'recipient state', message: 'Bounced' }),
    unsubscribed: t`Subscription cancelled`,
  };
  return <Badge tone={DELIVERY_TONES[status]}>{labels[status]}</Badge>;
}

/** A message that left is the good state; one that failed, bounced or may not have left, a problem. */
const DELIVERY_TONES: Record<DeliveryStatus, BadgeTone> = {
  pending: 'neutral',
  sending: 'neutral',
  sent: 'success',
  failed: 'danger',
  unknown: 'danger',
  bounced: 'danger',
  unsubscribed: 'muted',
};

function RecipientsTable({ rows }: { rows: CampaignRecipient[] }) {
  const { i18n, t } = useLingui();
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const yes = t`Yes`;
  const no = t`No`;
  return (
    <Table scrollLabel={t`Recipients`}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">
            <Trans>Recipient</Trans>
          </TableHead>
          <TableHead scope="col">
            <Trans>Status</Trans>
          </TableHead>
          <TableHead scope="col">
            <Trans>Sent at</Trans>
          </TableHead>
          <TableHead scope="col">
            <Trans>Opened it</Trans>
          </TableHead>
          <TableHead scope="col">
            <Trans>Clicked a link</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.email}>
            <TableCell>
              {row.recipient_id ? (
                <Link
                  to="/statistics/newsletter/readers/$recipientId"
                  params={{ recipientId: row.recipient_id }}
                  className="block font-medium text-ink-900 underline-offset-4 hover:underline"
                >
                  {row.name ?? row.email}
                </Link>
              ) : (
                <span className="block font-medium text-ink-900">{row.name ?? row.email}</span>
              )}
              {row.name && <span className="text-muted-foreground">{row.email}</span>}
            </TableCell>
            <TableCell>
              <StatusBadge status={row.status} />
              {/* The server's own words, for a message that failed or bounced (the note explains unknown). */}
              {row.error && row.status !== 'unknown' && (
                <span className="mt-1 block text-xs text-muted-foreground">{row.error}</span>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {row.sent_at ? date.format(new Date(row.sent_at)) : '—'}
            </TableCell>
            <TableCell>{row.opened ? yes : no}</TableCell>
            <TableCell>{row.clicked ? yes : no}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
