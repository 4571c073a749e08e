import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useSendCustomNewsletter } from '../api/send-custom-newsletter';

/**
 * Sends the custom newsletter of the chosen items, after a confirmation that says how many and
 * which are not on the website yet (their message has no "read on the web" button); on success the
 * selection is emptied (`onSent`) and a link opens the newsletter's preview.
 */
export function SendNewsletterButton({
  newsIds,
  offWeb,
  onSent,
}: {
  newsIds: string[];
  /** The titles of the chosen items readers cannot find on the website now. */
  offWeb: readonly string[];
  onSent: () => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const send = useSendCustomNewsletter();
  const count = newsIds.length;
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} disabled={count === 0}>
        <Send aria-hidden />
        <Trans>Send the newsletter</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) send.reset();
        }}
        destructive={false}
        title={<Trans>Send the custom newsletter?</Trans>}
        description={
          <>
            <Plural
              value={count}
              one="It goes now, from the configured sender, to every subscribed recipient who follows the subjects of this # news item."
              other="It goes now, from the configured sender, to every subscribed recipient who follows the subjects of these # news items; each gets only the items of their subjects."
            />
            {offWeb.length > 0 && (
              <span className="mt-2 block">
                {t`Not on the website now, so its message has no “Read on the web” button: ${offWeb.map((title) => `«${title}»`).join(', ')}.`}
              </span>
            )}
          </>
        }
        confirmLabel={<Trans>Send now</Trans>}
        pending={send.isPending}
        error={send.error?.message}
        onConfirm={() =>
          send.mutate(newsIds, {
            onSuccess: (campaign) => {
              setOpen(false);
              onSent();
              toast.success(t`The newsletter is on its way.`, {
                action: (
                  <Link
                    to="/newsletter-preview/$newsletterCampaignId"
                    params={{ newsletterCampaignId: campaign.id }}
                    className="font-medium underline"
                  >
                    <Trans>See it</Trans>
                  </Link>
                ),
              });
            },
          })
        }
      />
    </>
  );
}
