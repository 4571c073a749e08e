import type { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/date-time';
import { SendNewsletterDialog, type SendStepProps } from './send-newsletter-dialog';

/**
 * Opens the custom newsletter's send step (SendNewsletterDialog). Once sent (or scheduled), focus
 * comes back to this button, and a line beside it says how many messages are on their way (or when
 * it goes), with a link to the newsletter's page; the selection stays until the person clears it (sending it again warns that
 * its items already went out).
 */
export function SendNewsletterButton(props: Omit<SendStepProps, 'onSent'>) {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<Campaign | null>(null);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} disabled={props.newsIds.length === 0}>
        <Send aria-hidden />
        <Trans>Send the newsletter</Trans>
      </Button>
      <p role="status" className="basis-full text-sm text-success empty:hidden">
        {sent?.scheduled_at && (
          <>
            <Trans>Scheduled for {formatDateTime(sent.scheduled_at, i18n.locale, props.timeZone)}.</Trans>{' '}
            <Link
              to="/statistics/newsletter/recipient/$newsletterCampaignId"
              params={{ newsletterCampaignId: sent.id }}
              className="font-medium underline underline-offset-4"
            >
              <Trans>See it or unschedule it</Trans>
            </Link>
          </>
        )}
        {sent && !sent.scheduled_at && (
          <>
            <Plural
              value={sent.counts.recipients}
              one="Sent: # message on its way."
              other="Sent: # messages on their way."
            />{' '}
            <Link
              to="/statistics/newsletter/recipient/$newsletterCampaignId"
              params={{ newsletterCampaignId: sent.id }}
              className="font-medium underline underline-offset-4"
            >
              <Trans>Follow its sending</Trans>
            </Link>
          </>
        )}
      </p>
      <SendNewsletterDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        onSent={(campaign) => {
          setSent(campaign);
          setOpen(false);
          toast.success(
            campaign.scheduled_at ? t`The newsletter is scheduled.` : t`The newsletter is on its way.`,
          );
        }}
      />
    </>
  );
}
