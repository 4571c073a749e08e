import type { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Check, Hourglass, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { QueryState } from '@/components/list/query-state';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/date-time';
import { useDecideWaitingCampaign } from '../api/decide-waiting-campaign';
import { useCampaignPreview } from '../api/get-campaign-preview';
import { useWaitingCampaign } from '../api/get-waiting-campaign';
import { MessageFrame, MessagePreviewDialog } from './message-preview-dialog';

/**
 * The automatic newsletter waiting for approval, where a publish reviewer will find it (the
 * newsletter configuration, the newsletter statistics, the dashboard): when it was prepared, its
 * news, its message as sent, and Approve (it goes out to its recipients) or Discard (it never does).
 * Nothing when none waits.
 */
export function WaitingIssue({ timeZone }: { timeZone: string }) {
  const waiting = useWaitingCampaign();
  const [outcome, setOutcome] = useState<string | null>(null);
  if (waiting.data)
    return <WaitingIssueCard campaign={waiting.data} timeZone={timeZone} onDecided={setOutcome} />;
  return outcome ? <Outcome text={outcome} /> : null;
}

/**
 * What became of the issue, where it stood: the card and the buttons are gone, so focus comes here
 * (after the confirmation's own return of focus, which finds its opener gone).
 */
function Outcome({ text }: { text: string }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => line.current?.focus());
    return () => clearTimeout(timer);
  }, []);
  return (
    <p ref={line} role="status" tabIndex={-1} className="rounded-lg border bg-card px-4 py-3 text-sm">
      {text}
    </p>
  );
}

function WaitingIssueCard({
  campaign,
  timeZone,
  onDecided,
}: {
  campaign: Campaign;
  timeZone: string;
  onDecided: (outcome: string) => void;
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const decide = useDecideWaitingCampaign();
  const [asking, setAsking] = useState<'approve' | 'discard' | null>(null);
  const prepared = formatDateTime(campaign.created_at, i18n.locale, timeZone);
  const close = () => {
    decide.reset();
    setAsking(null);
  };
  // Awaited, not an onSuccess of mutate: the decision refetches the waiting issue, so this card is
  // gone before mutate's own callbacks would run (they are skipped once it unmounts).
  const confirm = async (decision: 'approve' | 'discard') => {
    const decided = await decide.mutateAsync({ id: campaign.id, decision }).catch(() => null);
    if (!decided) return;
    const recipients = decided.counts.recipients;
    onDecided(
      decision === 'approve'
        ? t({
            message: plural(recipients, {
              one: 'Approved: the newsletter is on its way to # recipient.',
              other: 'Approved: the newsletter is on its way to # recipients.',
            }),
          })
        : t`Discarded: this newsletter will not be sent.`,
    );
    close();
  };
  return (
    // A section, not an alert: it is there when the page opens, nothing to announce.
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border border-brass-200 bg-brass-50 px-4 py-4 text-sm"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-serif text-lg font-semibold text-ink-900">
        <Hourglass className="size-5 shrink-0 text-brass-700" aria-hidden />
        <Trans>An automatic newsletter is waiting for your approval</Trans>
      </h2>
      <p>
        <Trans>
          Prepared on {prepared}. Nobody receives it until it is approved; if it is still waiting when the
          next one is due, the next one takes its place.
        </Trans>
      </p>
      <div className="grid gap-1">
        <p className="font-medium text-ink-900">
          <Plural
            value={campaign.news_titles.length}
            one="It carries # news item:"
            other="It carries # news items:"
          />
        </p>
        <ul className="list-disc pl-5">
          {campaign.news_titles.map((title, index) => (
            // Titles may repeat; their place in the newsletter does not.
            // biome-ignore lint/suspicious/noArrayIndexKey: the order is the newsletter's.
            <li key={index}>{title}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-2">
        <MessagePreviewDialog title={t`The automatic newsletter waiting for approval`}>
          <CampaignMessage campaignId={campaign.id} />
        </MessagePreviewDialog>
        <Button onClick={() => setAsking('approve')}>
          <Check aria-hidden />
          <Trans>Approve and send</Trans>
        </Button>
        <Button variant="outline" onClick={() => setAsking('discard')}>
          <Trash2 aria-hidden />
          <Trans>Discard</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={asking === 'approve'}
        onOpenChange={(open) => !open && close()}
        destructive={false}
        title={<Trans>Send the newsletter now?</Trans>}
        description={
          <Trans>
            It goes out now to its recipients, each receiving the news of the subjects they follow, and uses
            one email of your quota per message.
          </Trans>
        }
        confirmLabel={<Trans>Approve and send</Trans>}
        pending={decide.isPending}
        error={decide.error?.message}
        onConfirm={() => confirm('approve')}
      />
      <ConfirmDialog
        open={asking === 'discard'}
        onOpenChange={(open) => !open && close()}
        title={<Trans>Discard this newsletter?</Trans>}
        description={
          <Trans>
            It will never be sent. Its news stay unsent, so the next automatic newsletter carries them with
            what is new.
          </Trans>
        }
        confirmLabel={<Trans>Discard</Trans>}
        pending={decide.isPending}
        error={decide.error?.message}
        onConfirm={() => confirm('discard')}
      />
    </section>
  );
}

/** The waiting issue's message, read when its preview opens. */
function CampaignMessage({ campaignId }: { campaignId: string }) {
  const preview = useCampaignPreview(campaignId);
  return <QueryState query={preview}>{(message) => <MessageFrame message={message} />}</QueryState>;
}
