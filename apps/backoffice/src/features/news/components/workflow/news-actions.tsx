import type { NewsWithContents } from '@gaceta/shared/news';
import type { WebWindow } from '@gaceta/shared/website/web-window';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BarChart3,
  CalendarClock,
  CalendarRange,
  CalendarX,
  CheckCheck,
  EyeOff,
  Trash2,
  Undo2,
  Upload,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { channelLabel } from '../../lib/labels';
import {
  actionableChannels,
  channelActions,
  itemActions,
  type NewsAccess,
  type NewsAction,
} from '../../lib/news-actions';
import { actionLabel, type StatisticsDialog, useNewsActionDialogs } from './news-action-dialogs';
import { ChannelBadges } from './news-status';

export const ACTION_ICONS = {
  mark_ready: CheckCheck,
  send_back: Undo2,
  publish_window: CalendarRange,
  statistics: BarChart3,
  delete: Trash2,
  publish: Upload,
  schedule: CalendarClock,
  cancel_schedule: CalendarX,
  unpublish: EyeOff,
} as const satisfies Record<NewsAction['kind'], unknown>;

/** The workflow's section, which the editor's skip link reaches. */
export const WORKFLOW_ID = 'news-workflow';

/**
 * The workflow actions of one item, as buttons: only those the shared rules allow in its state
 * and the user's permissions allow them. The editor mounts it beside the form; the list offers
 * the same actions in each row's menu.
 */
export function NewsActions({
  news,
  access,
  timeZone,
  webWindow,
  statisticsDialog,
  onDeleted,
  withPublishWindow = true,
}: {
  statisticsDialog: StatisticsDialog;
  news: NewsWithContents;
  access: NewsAccess;
  /** The office's zone: schedules are entered and shown on its clock. */
  timeZone: string;
  /** The office's default window on the website, for publishing there. */
  webWindow: WebWindow;
  onDeleted?: () => void;
  /** The editor leaves the date range to its own fields, so a save never races its form. */
  withPublishWindow?: boolean;
}) {
  const { i18n, t } = useLingui();
  const section = useRef<HTMLElement>(null);
  // An action that changed the item removed the button it was started from: the focus, left on the
  // page's body, goes to the workflow and its new state instead.
  const state = `${news.object.status}:${news.object.publications.map((p) => `${p.platform}=${p.state}`).join()}`;
  useEffect(() => {
    const focused = document.activeElement;
    if (state && (!focused || focused === document.body)) section.current?.focus();
  }, [state]);
  const { start, dialogs, markingReady } = useNewsActionDialogs({
    timeZone,
    webWindow,
    statisticsDialog,
    ...(onDeleted ? { onDeleted } : {}),
  });
  const items = itemActions(news, access).filter(
    (action) => withPublishWindow || action.kind !== 'publish_window',
  );
  const channels = channelActions(news, access);
  // What the rules would allow but the network cannot do: said, rather than refused after a confirmation.
  const unconfigured = new Set(
    channelActions(news, { ...access, unconfigured: [] })
      .filter((action) => 'channel' in action && access.unconfigured?.includes(action.channel))
      .map((action) => ('channel' in action ? action.channel : null)),
  );
  const byChannel = actionableChannels(news)
    .map((channel) => ({
      channel,
      actions: channels.filter((action) => 'channel' in action && action.channel === channel),
      unconfigured: unconfigured.has(channel),
    }))
    .filter(({ actions, unconfigured }) => actions.length > 0 || unconfigured);

  const button = (action: NewsAction, variant: 'default' | 'outline' | 'destructive' = 'outline') => {
    const Icon = ACTION_ICONS[action.kind];
    return (
      <Button
        key={`${action.kind}-${'channel' in action ? action.channel : ''}`}
        size="sm"
        variant={variant}
        pending={action.kind === 'mark_ready' && markingReady}
        onClick={() => start(news, action)}
      >
        <Icon aria-hidden />
        {actionLabel(action, i18n)}
      </Button>
    );
  };

  return (
    <section
      ref={section}
      id={WORKFLOW_ID}
      tabIndex={-1}
      aria-label={t`Workflow`}
      className="grid gap-4 outline-none"
    >
      {items.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {items.map((action) =>
            button(
              action,
              action.kind === 'mark_ready' ? 'default' : action.kind === 'delete' ? 'destructive' : 'outline',
            ),
          )}
        </div>
      )}
      {news.object.publications.length > 0 && (
        <ChannelBadges publications={news.object.publications} timeZone={timeZone} />
      )}
      {!news.object.active &&
        news.object.publications.some(
          (publication) => publication.platform === 'web' && publication.state === 'published',
        ) && (
          <p role="note" className="text-sm text-amber-800">
            <Trans>
              Published on the web, but not shown on the website: the item is not active. Activate it under
              “Website visibility”.
            </Trans>
          </p>
        )}
      {byChannel.length > 0 && (
        <ul className="grid gap-3">
          {byChannel.map(({ channel, actions, unconfigured }) => {
            const name = channelLabel(i18n, channel);
            return (
              <li key={channel} className="grid gap-2 rounded-lg border p-3">
                <h3 className="text-sm font-medium text-ink-900">{name}</h3>
                {unconfigured && (
                  <p className="text-sm text-muted-foreground">
                    <Trans>Gaceta cannot publish on {name} until the operator configures the network.</Trans>
                  </p>
                )}
                {actions.length > 0 && (
                  <div className="flex flex-wrap gap-2">
                    {actions.map((action) =>
                      button(action, action.kind === 'publish' ? 'default' : 'outline'),
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {items.length === 0 && channels.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>Your roles allow no action on this news item.</Trans>
        </p>
      )}
      {dialogs}
    </section>
  );
}
