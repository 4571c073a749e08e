import type { CalendarEntry, CalendarKind } from '@gaceta/shared/calendar';
import { useLingui } from '@lingui/react/macro';
import { GripVertical, LogOut } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { EntryMove } from '../hooks/use-entry-move';
import { type PlacedEntry, placementKey } from '../lib/calendar-days';
import { channelOf, KIND_ICONS, STATUS_ICONS, statusLabel, titleOf } from '../lib/entry-labels';

/** A tint per channel, beside its icon and name. */
const KIND_TINTS: Record<CalendarKind, string> = {
  web: 'border-l-sky-600 bg-sky-50',
  newsletter: 'border-l-amber-600 bg-amber-50',
  social: 'border-l-violet-600 bg-violet-50',
};

/**
 * One entry on the calendar: its time, its channel (icon and name), its status and its title. It
 * opens the entry (details, where it leads, and its move); an entry that can move is dragged by
 * its handle or walked with the arrow keys, and one that cannot has no handle.
 */
export function EntryChip({
  placed,
  move,
  onOpen,
  detailed = false,
  className,
}: {
  placed: PlacedEntry;
  move: EntryMove;
  onOpen: (entry: CalendarEntry) => void;
  /** Where there is room (the agenda), the status is written out rather than only read aloud. */
  detailed?: boolean;
  className?: string;
}) {
  const { i18n, t } = useLingui();
  const { entry, at, closing } = placed;
  const key = placementKey(placed);
  const movable = entry.editable && !closing;
  const KindIcon = KIND_ICONS[entry.kind];
  const StatusIcon = closing ? LogOut : STATUS_ICONS[entry.status];
  return (
    <button
      type="button"
      ref={(button) => {
        if (button && move.takesFocus(key)) button.focus();
      }}
      data-entry={key}
      onClick={() => onOpen(entry)}
      onKeyDown={(event) => move.onEntryKeyDown(placed, event)}
      onBlur={move.onEntryBlur}
      {...(movable ? move.dragProps(placed) : {})}
      className={cn(
        'relative grid w-full min-w-0 gap-0.5 rounded-md border border-l-4 px-1.5 py-1 text-left text-xs text-ink-900 outline-none hover:shadow-sm focus-visible:ring-2 focus-visible:ring-ring',
        KIND_TINTS[entry.kind],
        movable && 'cursor-grab pr-4 active:cursor-grabbing',
        className,
      )}
    >
      {/* The channel's name goes under the time when the cell is narrow, rather than being cut. */}
      <span className="flex min-w-0 flex-wrap items-center gap-x-1">
        <time dateTime={closing ? entry.ends_at : entry.starts_at} className="font-semibold tabular-nums">
          {at.time}
        </time>
        <span className="inline-flex min-w-0 items-center gap-1">
          <KindIcon className="size-3.5 shrink-0" aria-hidden />
          <span className="min-w-0 break-words">{channelOf(i18n, entry)}</span>
        </span>
      </span>
      {movable && (
        <GripVertical className="absolute top-1 right-0.5 size-3.5 text-muted-foreground" aria-hidden />
      )}
      <span className="flex min-w-0 items-start gap-1">
        <StatusIcon className="mt-px size-3.5 shrink-0 text-ink-600" aria-hidden />
        <span className="line-clamp-2 font-medium break-words">
          {closing ? (
            <span className="font-normal text-ink-700">{t`Leaves the website`}:</span>
          ) : (
            <span className={detailed ? 'font-normal text-ink-700' : 'sr-only'}>
              {statusLabel(i18n, entry.status)}:
            </span>
          )}{' '}
          {titleOf(i18n, entry)}
        </span>
      </span>
    </button>
  );
}
