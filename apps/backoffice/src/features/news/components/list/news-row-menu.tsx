import type { NewsItem, NewsWithContents } from '@gaceta/shared/news';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, MoreHorizontal } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { newsQueryOptions } from '../../api/get-news';
import { channelActions, itemActions, type NewsAccess, type NewsAction } from '../../lib/news-actions';
import { actionLabel } from '../workflow/news-action-dialogs';
import { ACTION_ICONS } from '../workflow/news-actions';

/**
 * A row's actions, the same as the editor's: the menu reads the item with its channel versions as
 * it opens (or just before) (which channels can be published depends on them), then lists what is allowed.
 */
export function NewsRowMenu({
  item,
  access,
  onAction,
}: {
  item: NewsItem;
  access: NewsAccess;
  onAction: (news: NewsWithContents, action: NewsAction) => void;
}) {
  const { i18n, t } = useLingui();
  const title = item.title;
  const [open, setOpen] = useState(false);
  const news = useQuery({ ...newsQueryOptions(item.id), enabled: open });
  const queryClient = useQueryClient();
  // Read ahead as the pointer or focus reaches the button, so the menu opens ready.
  const prefetch = () => void queryClient.prefetchQuery(newsQueryOptions(item.id));
  const groups = news.data
    ? [
        itemActions(news.data, access).filter((action) => action.kind !== 'delete'),
        channelActions(news.data, access),
        itemActions(news.data, access).filter((action) => action.kind === 'delete'),
      ].filter((group) => group.length > 0)
    : [];

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Actions for “${title}”`}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[min(70dvh,28rem)] overflow-y-auto">
        {news.isPending && (
          <DropdownMenuItem disabled>
            <LoaderCircle className="animate-spin" aria-hidden />
            <Trans>Loading…</Trans>
          </DropdownMenuItem>
        )}
        {news.error && (
          <DropdownMenuItem
            onSelect={(event) => {
              // The menu stays open for the new try.
              event.preventDefault();
              void news.refetch();
            }}
          >
            <span className="text-destructive">{news.error.message}</span>
            <Trans>Try again</Trans>
          </DropdownMenuItem>
        )}
        {news.data && groups.length === 0 && (
          <DropdownMenuItem disabled>
            <Trans>No action available</Trans>
          </DropdownMenuItem>
        )}
        {groups.map((group, index) => (
          <Fragment key={group[0]?.kind}>
            {index > 0 && <DropdownMenuSeparator />}
            {group.map((action) => {
              const Icon = ACTION_ICONS[action.kind];
              return (
                <DropdownMenuItem
                  key={`${action.kind}-${'channel' in action ? action.channel : ''}`}
                  className={
                    action.kind === 'delete'
                      ? 'text-destructive data-[highlighted]:text-destructive [&_svg]:text-destructive'
                      : undefined
                  }
                  onSelect={() => news.data && onAction(news.data, action)}
                >
                  <Icon aria-hidden />
                  {actionLabel(action, i18n)}
                </DropdownMenuItem>
              );
            })}
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
