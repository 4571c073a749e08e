import { mayUse } from '@gaceta/shared/accounts/roles';
import type { CampaignRecipient, DeliveryStatus } from '@gaceta/shared/newsletter/campaigns';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import * as v from 'valibot';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { DownloadCsvButton } from '@/components/list/download-csv-button';
import { ListPagination } from '@/components/list/list-pagination';
import { QueryState } from '@/components/list/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { meQueryOptions, useMe } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { CampaignSending } from '@/features/newsletter-campaigns/components/campaign-status';
import { ResendUnknown } from '@/features/newsletter-campaigns/components/resend-unknown';
import {
  campaignRecipientsCsv,
  useCampaignRecipients,
} from '@/features/statistics/api/get-newsletter-statistics';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/statistics/newsletter/recipient/$newsletterCampaignId')({
  validateSearch: v.object({
    page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
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
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const me = useMe();
  const figures = mayUse(me, 'stats.view');
  const manages = mayUse(me, 'newsletter.manage');
  const recipients = useCampaignRecipients(newsletterCampaignId, page, figures);
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.statisticsNewsletterRecipient)}
        description={
          <Trans>Each recipient's message: when it was sent, what became of it, whether it was opened.</Trans>
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
              <DownloadCsvButton request={campaignRecipientsCsv(newsletterCampaignId)}>
                <Trans>Recipients (CSV)</Trans>
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
      {manages && <CampaignSending campaignId={newsletterCampaignId} />}
      {manages && <ResendUnknown campaignId={newsletterCampaignId} />}
      {figures && (
        <Card>
          <QueryState
            query={recipients}
            isEmpty={(loaded) => loaded.objects.length === 0}
            emptyText={<Trans>No messages for this newsletter yet.</Trans>}
          >
            {(loaded) => <RecipientsTable rows={loaded.objects} />}
          </QueryState>
          <ListPagination
            page={page}
            pageCount={recipients.data?.total_pages ?? 0}
            onPageChange={(next) => void navigate({ search: { page: next } })}
          />
        </Card>
      )}
    </PageFrame>
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
    bounced: t`Bounced`,
    unsubscribed: t`Subscription cancelled`,
  };
  const problem = status === 'failed' || status === 'bounced' || status === 'unknown';
  return (
    <Badge className={problem ? 'border-destructive/30 bg-destructive/10 text-destructive' : undefined}>
      {labels[status]}
    </Badge>
  );
}

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
            <Trans>Email</Trans>
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
            <TableCell className="font-medium whitespace-nowrap">{row.email}</TableCell>
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
