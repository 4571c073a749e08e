import type { NewsItem, NewsWithContents } from '@gaceta/shared/news';
import type { Channel } from '@gaceta/shared/news/workflow';
import type { WebWindow } from '@gaceta/shared/website/web-window';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { formatDateTime } from '@/lib/date-time';
import { useDeleteNews } from '../../api/delete-news';
import { type NewsTransition, useNewsTransition } from '../../api/transitions';
import { channelLabel } from '../../lib/labels';
import { type NewsAction, publicationOf } from '../../lib/news-actions';
import { PublishOnWebDialog } from './publish-on-web-dialog';
import { PublishWindowDialog } from './publish-window-dialog';
import { PublishedBeforeNote } from './published-before-note';
import { ScheduleDialog } from './schedule-dialog';
import { SendBackDialog } from './send-back-dialog';

/** What a button or menu item for the action says. */
export function actionLabel(action: NewsAction, i18n: I18n): string {
  if (!('channel' in action)) return i18n._(ITEM_ACTION_LABELS[action.kind]);
  const channel = channelLabel(i18n, action.channel);
  switch (action.kind) {
    case 'publish':
      return i18n._(msg`Publish now on ${channel}`);
    case 'schedule':
      return i18n._(msg`Schedule on ${channel}`);
    case 'cancel_schedule':
      return i18n._(msg`Cancel schedule on ${channel}`);
    case 'unpublish':
      return i18n._(msg`Unpublish from ${channel}`);
  }
}

const ITEM_ACTION_LABELS = {
  mark_ready: msg`Mark ready to publish`,
  send_back: msg`Send back to preparation`,
  publish_window: msg`Schedule by date range`,
  statistics: msg`Statistics`,
  delete: msg`Delete`,
} satisfies Record<Exclude<NewsAction, { channel: Channel }>['kind'], MessageDescriptor>;

/**
 * The dialogs behind the workflow actions, shared by the news list's row menus and the editor:
 * `start` runs an action (marking ready at once, the others through their dialog) and `dialogs`
 * is where they render. One open at a time.
 */
/** The per-news statistics dialog, which the statistics feature gives through the route. */
export type StatisticsDialog = (news: Pick<NewsItem, 'id' | 'title'>, onClose: () => void) => ReactNode;

export function useNewsActionDialogs({
  timeZone,
  webWindow,
  statisticsDialog,
  onDeleted,
}: {
  timeZone: string;
  statisticsDialog: StatisticsDialog;
  /** The office's default window on the website, for publishing there. */
  webWindow: WebWindow;
  /** After a delete: the editor leaves for the list. */
  onDeleted?: () => void;
}) {
  const { t } = useLingui();
  const [current, setCurrent] = useState<{ news: NewsWithContents; action: NewsAction } | null>(null);
  const markReady = useNewsTransition();
  const close = () => setCurrent(null);

  const start = (news: NewsWithContents, action: NewsAction) => {
    if (action.kind !== 'mark_ready') {
      setCurrent({ news, action });
      return;
    }
    markReady.mutate(
      { id: news.object.id, transition: { action: 'mark_ready' } },
      {
        onSuccess: () => toast.success(t`Marked ready to publish`),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  let dialogs: ReactNode = null;
  if (current) {
    const { news, action } = current;
    switch (action.kind) {
      case 'send_back':
        dialogs = <SendBackDialog news={news} onClose={close} />;
        break;
      case 'publish_window':
        dialogs = <PublishWindowDialog news={news} timeZone={timeZone} onClose={close} />;
        break;
      case 'statistics':
        dialogs = statisticsDialog(news.object, close);
        break;
      case 'schedule':
        dialogs = (
          <ScheduleDialog
            news={news}
            channel={action.channel}
            timeZone={timeZone}
            webWindow={webWindow}
            onClose={close}
          />
        );
        break;
      case 'delete':
        dialogs = (
          <DeleteNewsDialog
            news={news}
            onClose={close}
            onDeleted={() => {
              close();
              onDeleted?.();
            }}
          />
        );
        break;
      case 'publish':
      case 'cancel_schedule':
      case 'unpublish':
        // On the web, publishing also sets the website's window: a dialog of its own.
        dialogs =
          action.kind === 'publish' && action.channel === 'web' ? (
            <PublishOnWebDialog news={news} timeZone={timeZone} webWindow={webWindow} onClose={close} />
          ) : (
            <ChannelConfirmDialog
              news={news}
              kind={action.kind}
              channel={action.channel}
              timeZone={timeZone}
              onClose={close}
            />
          );
        break;
    }
  }
  return { start, dialogs, markingReady: markReady.isPending };
}

/** Publish now, cancel a schedule or take a channel down, after asking. */
function ChannelConfirmDialog({
  news,
  kind,
  channel,
  timeZone,
  onClose,
}: {
  news: NewsWithContents;
  kind: 'publish' | 'cancel_schedule' | 'unpublish';
  channel: Channel;
  timeZone: string;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const transition = useNewsTransition();
  const name = channelLabel(i18n, channel);
  const title = news.object.title;
  const scheduled = publicationOf(news, channel)?.scheduled_at;
  const scheduledAt = scheduled ? formatDateTime(scheduled, i18n.locale, timeZone) : '';

  const text = {
    publish: {
      title: <Trans>Publish on {name} now?</Trans>,
      description: (
        <>
          <Trans>
            “{title}” goes live on {name} at once.
          </Trans>
          <PublishedBeforeNote news={news} channel={channel} timeZone={timeZone} />
        </>
      ),
      confirm: <Trans>Publish now</Trans>,
      done: t`Published on ${name}`,
    },
    cancel_schedule: {
      title: <Trans>Cancel the schedule on {name}?</Trans>,
      description: (
        <Trans>
          “{title}” will not be published on {name} on {scheduledAt}.
        </Trans>
      ),
      confirm: <Trans>Cancel schedule</Trans>,
      done: t`Schedule on ${name} cancelled`,
    },
    unpublish: {
      title: <Trans>Unpublish from {name}?</Trans>,
      description: (
        <Trans>
          “{title}” stops showing on {name}. You can publish it again later.
        </Trans>
      ),
      confirm: <Trans>Unpublish</Trans>,
      done: t`Unpublished from ${name}`,
    },
  }[kind];

  const run = () => {
    const call: NewsTransition = { action: kind, platform: channel };
    transition.mutate(
      { id: news.object.id, transition: call },
      {
        onSuccess: () => {
          toast.success(text.done);
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      description={text.description}
      confirmLabel={text.confirm}
      cancelLabel={kind === 'cancel_schedule' ? <Trans>Keep it</Trans> : undefined}
      destructive={kind !== 'publish'}
      pending={transition.isPending}
      error={transition.error?.message}
      onConfirm={run}
    />
  );
}

/** Deleting asks first, and says so when the item is live somewhere. */
function DeleteNewsDialog({
  news,
  onClose,
  onDeleted,
}: {
  news: NewsWithContents;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteNews();
  const title = news.object.title;
  const live = news.object.publications.some((publication) => publication.state === 'published');
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={<Trans>Delete “{title}”?</Trans>}
      description={
        live ? (
          <Trans>
            It is published: it disappears from every channel where it is live. This cannot be undone.
          </Trans>
        ) : (
          <Trans>This cannot be undone.</Trans>
        )
      }
      confirmLabel={<Trans>Delete news</Trans>}
      pending={remove.isPending}
      error={remove.error?.message}
      onConfirm={() =>
        remove.mutate(news.object.id, {
          onSuccess: () => {
            toast.success(t`News deleted`);
            onDeleted();
          },
        })
      }
    />
  );
}
