import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { CopyField } from '@/components/form/copy-field';
import { QueryState } from '@/components/list/query-state';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/date-time';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';

/**
 * The person's private feed of this calendar, for a calendar app to follow: made (or made anew,
 * which stops the old address), its address shown once to copy, and revoked after a confirmation.
 */
export function FeedPanel({ timeZone }: { timeZone: string }) {
  const { i18n, t } = useLingui();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = create.data?.url;

  return (
    <section aria-labelledby="calendar-feed" className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id="calendar-feed" className="font-semibold text-ink-900">
        <Trans>Your calendar feed</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>
          A private address that your calendar app (Google Calendar, Outlook, Apple Calendar) can follow. It
          is yours alone: whoever has it sees this calendar.
        </Trans>
      </p>
      <QueryState query={feed}>
        {(state) => (
          <div className="grid gap-3">
            {state.active && state.created_at && (
              <p className="text-sm">
                <Trans>
                  Your feed is active since {formatDateTime(state.created_at, i18n.locale, timeZone)}.
                </Trans>
              </p>
            )}
            {url && (
              <CopyField
                label={t`Your feed's address (shown only now)`}
                value={url}
                copyLabel={t`Copy the address`}
                copiedMessage={t`Address copied`}
              />
            )}
            <ErrorAlert error={create.error} />
            {/* A list, so that once revoked, focus goes back from its dialog to the button beside. */}
            <ul className="flex flex-wrap gap-2">
              <li>
                <Button
                  variant={state.active ? 'outline' : 'default'}
                  pending={create.isPending}
                  onClick={() => create.mutate()}
                >
                  {state.active ? <RefreshCw aria-hidden /> : <CalendarPlus aria-hidden />}
                  {state.active ? <Trans>Make a new address</Trans> : <Trans>Create the feed</Trans>}
                </Button>
              </li>
              {state.active && (
                <li>
                  <Button variant="outline" onClick={() => setConfirming(true)}>
                    <Trash2 aria-hidden />
                    <Trans>Revoke</Trans>
                  </Button>
                </li>
              )}
            </ul>
            {state.active && !url && (
              <p className="text-sm text-muted-foreground">
                <Trans>
                  Its address was shown when it was made. Lost it? Make a new one: the old one stops working.
                </Trans>
              </p>
            )}
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>Revoke your calendar feed?</Trans>}
        description={<Trans>Calendar apps that follow its address will get nothing more from it.</Trans>}
        confirmLabel={<Trans>Revoke</Trans>}
        pending={revoke.isPending}
        error={revoke.error?.message}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              create.reset();
              setConfirming(false);
              toast.success(t`Your calendar feed was revoked`);
            },
          })
        }
      />
    </section>
  );
}
