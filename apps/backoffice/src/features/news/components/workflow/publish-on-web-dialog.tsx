import type { NewsWithContents } from '@gaceta/shared/news';
import type { WebWindow } from '@gaceta/shared/website/web-window';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { focusFirstInvalid } from '@/lib/hooks/use-form';
import { useNewsTransition } from '../../api/transitions';
import { PublishedBeforeNote } from './published-before-note';
import { useWebsiteUntil, WebsiteUntilFields } from './website-until';

/**
 * Publish now on the web: the item goes on the website at once, active until the date shown (the
 * office's default window, which the person may change), in one step (docs/news.md).
 */
export function PublishOnWebDialog({
  news,
  timeZone,
  webWindow,
  onClose,
}: {
  news: NewsWithContents;
  timeZone: string;
  webWindow: WebWindow;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const publish = useNewsTransition();
  const until = useWebsiteUntil(timeZone, webWindow);
  // The moment the dialog opened stands for "now": the default end counts from it.
  const [now] = useState(() => new Date());
  const title = news.object.title;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const publishTo = until.check(now);
    if (!publishTo) {
      focusFirstInvalid(form);
      return;
    }
    publish.mutate(
      { id: news.object.id, transition: { action: 'publish', platform: 'web', publish_to: publishTo } },
      {
        onSuccess: () => {
          toast.success(t`Published on the website`);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Close`}>
        <DialogTitle>
          <Trans>Publish on the website now?</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>“{title}” goes on the website at once, and stays there until the date below.</Trans>
          <PublishedBeforeNote news={news} channel="web" timeZone={timeZone} />
        </DialogDescription>
        <ErrorAlert error={publish.error} />
        <form noValidate onSubmit={submit} className="grid gap-5">
          <WebsiteUntilFields until={until} moment={now} timeZone={timeZone} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" pending={publish.isPending}>
              <Trans>Publish now</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
