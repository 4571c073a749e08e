import type { CampaignStatus } from '@gaceta/shared/newsletter/campaigns';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Play } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCampaign } from '../api/get-campaign';
import { useResumeCampaign } from '../api/resume-campaign';
import { CampaignSchedule } from './campaign-schedule';

/** Where a campaign's sending stands, in words (docs/newsletter.md, Campaigns). */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useLingui();
  const labels: Record<CampaignStatus, string> = {
    draft: t({ context: 'newsletter campaign status', message: 'Draft' }),
    awaiting_approval: t({ context: 'newsletter campaign status', message: 'Waiting for approval' }),
    discarded: t({ context: 'newsletter campaign status', message: 'Discarded' }),
    sending: t({ context: 'newsletter campaign status', message: 'Sending' }),
    sent: t({ context: 'newsletter campaign status', message: 'Sent' }),
    cancelled: t({ context: 'newsletter campaign status', message: 'Cancelled' }),
    failed: t({ context: 'newsletter campaign status', message: 'Sending failed' }),
  };
  return <Badge tone={CAMPAIGN_TONES[status]}>{labels[status]}</Badge>;
}

/** Sent is the good state; a failed or cancelled sending, a problem; a discarded issue simply ended. */
const CAMPAIGN_TONES: Record<CampaignStatus, BadgeTone> = {
  draft: 'neutral',
  awaiting_approval: 'neutral',
  sending: 'neutral',
  sent: 'success',
  discarded: 'muted',
  cancelled: 'danger',
  failed: 'danger',
};

/**
 * On a campaign's page, for those who manage the newsletter: a custom draft's schedule, else its
 * status (with the recipients the daily limit skipped when it started) and, when its sending failed
 * for good, how far it got and the way to resume it. Resuming sends only the messages still
 * waiting (each is claimed before it goes), so it asks for no confirmation.
 */
export function CampaignSending({ campaignId, timeZone }: { campaignId: string; timeZone: string }) {
  const { t } = useLingui();
  const campaign = useCampaign(campaignId);
  const resume = useResumeCampaign();
  const titleId = useId();
  if (!campaign.data) return null;
  const { status, counts, skipped_daily_limit: skipped } = campaign.data;
  if (status === 'draft' && campaign.data.kind === 'custom') {
    return <CampaignSchedule campaign={campaign.data} timeZone={timeZone} />;
  }
  if (status !== 'failed') {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Trans>Status:</Trans> <CampaignStatusBadge status={status} />
        {skipped > 0 && (
          <span>
            <Plural
              value={skipped}
              one="# recipient skipped: had already received the day's newsletters"
              other="# recipients skipped: had already received the day's newsletters"
            />
          </span>
        )}
      </p>
    );
  }
  const sent = counts.sent + counts.bounced + counts.unsubscribed;
  const left = counts.pending + counts.sending;
  return (
    // A section, not an alert: it is there when the page opens, nothing to announce.
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-destructive">
        <CampaignStatusBadge status={status} />
        <Plural value={left} one="# message not sent yet" other="# messages not sent yet" />
      </h2>
      <p>
        <Plural
          value={sent}
          one="The sending stopped after several failed attempts, with # message sent."
          other="The sending stopped after several failed attempts, with # messages sent."
        />{' '}
        <Trans>
          Resuming it sends only the messages still waiting: nobody receives the newsletter twice.
        </Trans>
      </p>
      <ErrorAlert error={resume.error} />
      <div>
        <Button
          variant="outline"
          disabled={resume.isPending}
          onClick={() =>
            resume.mutate(campaignId, {
              onSuccess: () => toast.success(t`The newsletter is being sent again`),
            })
          }
        >
          <Play aria-hidden />
          <Trans>Resume sending</Trans>
        </Button>
      </div>
    </section>
  );
}
