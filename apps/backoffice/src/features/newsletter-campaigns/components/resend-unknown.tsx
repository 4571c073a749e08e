import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useCampaign } from '../api/get-campaign';
import { useResendUnknown } from '../api/resend-unknown';

/**
 * On a campaign's statistics, for those who manage the newsletter: how many messages ended
 * 'unknown' (the service stopped mid-conversation) and, after a confirmation, sending them again.
 * Messages known to be sent are never part of it.
 */
export function ResendUnknown({ campaignId }: { campaignId: string }) {
  const { t } = useLingui();
  const campaign = useCampaign(campaignId);
  const resend = useResendUnknown();
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const unknown = campaign.data?.counts.unknown ?? 0;
  if (unknown === 0) return null;
  const close = () => {
    resend.reset();
    setAsking(false);
  };
  return (
    // A section, not an alert: it is there when the page opens, nothing to announce.
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border border-brass-300 bg-brass-50 px-4 py-3 text-sm text-brass-700"
    >
      <h2 id={titleId} className="font-semibold">
        <Plural
          value={unknown}
          one="# message with an unknown outcome"
          other="# messages with an unknown outcome"
        />
      </h2>
      <p>
        <Trans>
          The service stopped while these were being sent: some may have arrived. Send them again only if you
          accept that a few readers may get the newsletter twice.
        </Trans>
      </p>
      <div>
        <Button variant="outline" onClick={() => setAsking(true)}>
          <RotateCw aria-hidden />
          <Trans>Send the unknown ones again</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !open && close()}
        title={<Plural value={unknown} one="Send # message again?" other="Send # messages again?" />}
        description={
          <Trans>
            Only the messages whose outcome is unknown are sent; those known to be sent are not. Each takes
            one email from the quota.
          </Trans>
        }
        confirmLabel={<Trans>Send again</Trans>}
        pending={resend.isPending}
        error={resend.error?.message}
        onConfirm={() =>
          resend.mutate(campaignId, {
            onSuccess: () => {
              toast.success(t`The messages are being sent again`);
              close();
            },
          })
        }
      />
    </section>
  );
}
