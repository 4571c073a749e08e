import type { NewsWithContents } from '@gaceta/shared/news';
import { Trans, useLingui } from '@lingui/react/macro';
import { GitPullRequestArrow } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/date-time';
import { usePendingChanges } from '../../api/pending-changes';

/**
 * Changes to a live item that wait for review (docs/news.md, Changes to live news): who saved them
 * and when, that readers still see the approved version, and what may be done with them: a
 * publisher publishes them, and they may be dropped. `onSettled` reopens the editor on the result.
 */
export function PendingChanges({
  news,
  canPublish,
  timeZone,
  onSettled,
}: {
  news: NewsWithContents;
  canPublish: boolean;
  timeZone: string;
  onSettled: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const { publish, discard } = usePendingChanges(news.object.id);
  const [asking, setAsking] = useState<'publish' | 'discard' | null>(null);
  const pending = news.object.pending_review;
  if (!pending) return null;

  const when = formatDateTime(pending.created_at, i18n.locale, timeZone);
  const author = pending.author?.name;
  const action = asking === 'publish' ? publish : discard;
  const confirm = () =>
    action.mutate(undefined, {
      onSuccess: async () => {
        toast.success(asking === 'publish' ? t`Changes published` : t`Changes discarded`);
        setAsking(null);
        await onSettled();
      },
    });

  return (
    // A note, not an alert: it is there when the page opens rather than a change to announce.
    <Alert variant="warning" role="note">
      <GitPullRequestArrow aria-hidden />
      <div className="grid gap-2">
        <p className="font-semibold">
          <Trans>Changes waiting for review</Trans>
        </p>
        <p>
          {author ? (
            <Trans>
              Saved by {author} on {when}.
            </Trans>
          ) : (
            <Trans>Saved on {when}.</Trans>
          )}{' '}
          <Trans>
            This editor shows them; your website and channels keep the approved version until a publisher
            publishes them.
          </Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          {canPublish && (
            <Button size="sm" onClick={() => setAsking('publish')}>
              <Trans>Publish the changes</Trans>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setAsking('discard')}>
            <Trans>Discard the changes</Trans>
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        destructive={asking === 'discard'}
        pending={action.isPending}
        error={action.error?.message}
        title={
          asking === 'publish' ? <Trans>Publish these changes?</Trans> : <Trans>Discard these changes?</Trans>
        }
        description={
          asking === 'publish' ? (
            <Trans>Your website shows them at once. Unsaved edits on this screen are not included.</Trans>
          ) : (
            <Trans>
              The item goes back to the approved version. The discarded changes stay in its revisions, from
              where they can be restored.
            </Trans>
          )
        }
        confirmLabel={
          asking === 'publish' ? <Trans>Publish the changes</Trans> : <Trans>Discard the changes</Trans>
        }
        onConfirm={confirm}
      />
    </Alert>
  );
}
