import type { NewsWithContents } from '@gaceta/shared/news';
import { instantToWallClock, type WallClock } from '@gaceta/shared/wall-clock';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { DateTimeFields } from '@/components/form/date-time-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { translateMessage } from '@/lib/error-messages';
import { focusFirstInvalid } from '@/lib/hooks/use-form';
import { useSetPublishWindow } from '../../api/set-publish-window';
import { checkWindow } from '../../lib/schedule';

const EMPTY: WallClock = { date: '', time: '' };

/**
 * Schedule by date range: the item becomes active and the website shows it from one date and
 * time to another, both on the office's clock. It opens at the current range, to change it.
 */
export function PublishWindowDialog({
  news,
  timeZone,
  onClose,
}: {
  news: NewsWithContents;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const save = useSetPublishWindow(news);
  const { title, publish_from, publish_to } = news.object;
  const [from, setFrom] = useState(publish_from ? instantToWallClock(publish_from, timeZone) : EMPTY);
  const [to, setTo] = useState(publish_to ? instantToWallClock(publish_to, timeZone) : EMPTY);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkWindow(from, to, timeZone);
    flushSync(() =>
      setErrors({
        ...(checked.errors?.from ? { from: translateMessage(checked.errors.from) } : {}),
        ...(checked.errors?.to ? { to: translateMessage(checked.errors.to) } : {}),
      }),
    );
    if (!checked.window) {
      focusFirstInvalid(form);
      return;
    }
    save.mutate(checked.window, {
      onSuccess: () => {
        toast.success(t`Publish dates saved`);
        onClose();
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Close`}>
        <DialogTitle>
          <Trans>Schedule by date range</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>“{title}” becomes active and shows on the website between these dates.</Trans>
        </DialogDescription>
        <ErrorAlert error={save.error} />
        <form noValidate onSubmit={submit} className="grid gap-5">
          <DateTimeFields
            legend={t`From`}
            value={from}
            onChange={setFrom}
            timeZone={timeZone}
            error={errors.from}
          />
          <DateTimeFields legend={t`To`} value={to} onChange={setTo} timeZone={timeZone} error={errors.to} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" pending={save.isPending}>
              <Trans>Activate for these dates</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
