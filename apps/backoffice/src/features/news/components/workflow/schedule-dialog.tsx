import type { NewsWithContents } from '@gaceta/shared/news';
import type { Channel } from '@gaceta/shared/news/workflow';
import { instantToWallClock, type WallClock, wallClockToInstant } from '@gaceta/shared/wall-clock';
import type { WebWindow } from '@gaceta/shared/website/web-window';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { DateTimeFields } from '@/components/form/date-time-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/date-time';
import { translateMessage } from '@/lib/error-messages';
import { focusFirstInvalid } from '@/lib/hooks/use-form';
import { useNewsTransition } from '../../api/transitions';
import { channelLabel } from '../../lib/labels';
import { publicationOf } from '../../lib/news-actions';
import { checkSchedule } from '../../lib/schedule';
import { useWebsiteUntil, WebsiteUntilFields } from './website-until';

/**
 * Schedules one channel's version for a date and time entered on the office's clock; the API
 * receives the instant it names there (09:00 in Madrid is 08:00Z in winter, 07:00Z in summer).
 * A channel already scheduled opens at its current date, to move it.
 */
export function ScheduleDialog({
  news,
  channel,
  timeZone,
  webWindow,
  onClose,
}: {
  news: NewsWithContents;
  channel: Channel;
  timeZone: string;
  /** The office's default window on the website, from the scheduled moment (web only). */
  webWindow: WebWindow;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const schedule = useNewsTransition();
  const current = publicationOf(news, channel);
  const [clock, setClock] = useState<WallClock>(() =>
    current?.state === 'scheduled' && current.scheduled_at
      ? instantToWallClock(current.scheduled_at, timeZone)
      : { date: '', time: '' },
  );
  const [error, setError] = useState<string>();
  const onWeb = channel === 'web';
  const until = useWebsiteUntil(timeZone, webWindow);
  // The website's window starts at the scheduled moment, once one is entered.
  const entered = wallClockToInstant(clock, timeZone);
  const moment = entered ? new Date(entered) : new Date();
  const channelName = channelLabel(i18n, channel);
  const title = news.object.title;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkSchedule(clock, timeZone, new Date());
    flushSync(() => setError(checked.error && translateMessage(checked.error)));
    const publishTo = checked.instant && onWeb ? until.check(new Date(checked.instant)) : undefined;
    if (!checked.instant || (onWeb && !publishTo)) {
      focusFirstInvalid(form);
      return;
    }
    schedule.mutate(
      {
        id: news.object.id,
        transition: {
          action: 'schedule_news',
          platform: channel,
          published_at: checked.instant,
          ...(publishTo && { publish_to: publishTo }),
        },
      },
      {
        onSuccess: () => {
          const when = formatDateTime(checked.instant, i18n.locale, timeZone);
          toast.success(t`Scheduled on ${channelName} for ${when}`);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Close`}>
        <DialogTitle>
          <Trans>Schedule on {channelName}</Trans>
        </DialogTitle>
        <DialogDescription>
          {onWeb ? (
            <Trans>
              “{title}” goes on the website at this date and time, and stays there until the date below.
            </Trans>
          ) : (
            <Trans>
              “{title}” will be published on {channelName} at this date and time.
            </Trans>
          )}
        </DialogDescription>
        <ErrorAlert error={schedule.error} />
        <form noValidate onSubmit={submit} className="grid gap-5">
          <DateTimeFields
            legend={t`Publish on`}
            value={clock}
            onChange={setClock}
            timeZone={timeZone}
            error={error}
          />
          {onWeb && <WebsiteUntilFields until={until} moment={moment} timeZone={timeZone} />}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" pending={schedule.isPending}>
              <Trans>Schedule</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
