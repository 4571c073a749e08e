import type { CalendarEntry } from '@gaceta/shared/calendar';
import { type WallClock, wallClockToInstant } from '@gaceta/shared/wall-clock';
import { useLingui } from '@lingui/react/macro';
import { type DragEvent, type KeyboardEvent, useRef, useState } from 'react';
import { toApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/date-time';
import { useMoveEntry } from '../api/move-entry';
import { type CalendarView, type Day, hourOf, type PlacedEntry, shiftWallClock } from '../lib/calendar-days';
import { titleOf, whyNotMovable } from '../lib/entry-labels';

/** What an arrow key does to a move in progress: a day sideways; a week (an hour on the week's grid) up or down. */
function arrowStep(view: CalendarView, key: string): { days?: number; minutes?: number } | null {
  const byHour = view === 'week';
  switch (key) {
    case 'ArrowLeft':
      return { days: -1 };
    case 'ArrowRight':
      return { days: 1 };
    case 'ArrowUp':
      return byHour ? { minutes: -60 } : { days: -7 };
    case 'ArrowDown':
      return byHour ? { minutes: 60 } : { days: 7 };
    default:
      return null;
  }
}

/**
 * Moving entries: by dragging one onto a day (or an hour of the week's grid), or by keyboard, where
 * the arrow keys walk a focused entry to its new place, each step announced, Enter moves it and
 * Escape leaves it. Either way the entry keeps its time of day unless the drop names an hour, and
 * the API's refusal (a rule of the schedule) is shown as it said it.
 */
export function useEntryMove(view: CalendarView, timeZone: string) {
  const { i18n, t } = useLingui();
  const move = useMoveEntry();
  // A ref, not state: the browser asks the cells about the drop before React draws again.
  const dragged = useRef<PlacedEntry | null>(null);
  const [dropKey, setDropKey] = useState<string | null>(null);
  const [walking, setWalking] = useState<{ placed: PlacedEntry; target: WallClock } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  // The entry to focus again once it is drawn in its new place.
  const refocus = useRef<string | null>(null);

  const when = (clock: WallClock) => {
    const instant = wallClockToInstant(clock, timeZone);
    return instant ? formatDateTime(instant, i18n.locale, timeZone) : `${clock.date} ${clock.time}`;
  };

  const moveTo = (entry: CalendarEntry, target: WallClock) => {
    const startsAt = wallClockToInstant(target, timeZone);
    if (!startsAt || startsAt === new Date(entry.starts_at).toISOString()) return;
    const title = titleOf(i18n, entry);
    setRefusal(null);
    move.mutate(
      { id: entry.id, starts_at: startsAt },
      {
        onSuccess: () => {
          refocus.current = entry.id;
          setAnnouncement(t`“${title}” moved to ${when(target)}.`);
        },
        onError: (error) => {
          const refused = toApiError(error);
          const message = refused.fields.starts_at ?? refused.message;
          setRefusal(message);
          setAnnouncement(t`“${title}” was not moved: ${message}`);
        },
      },
    );
  };

  const keyOf = (clock: WallClock) => (view === 'week' ? `${clock.date}T${hourOf(clock)}` : clock.date);

  /** Keys of a focused entry: the arrows start or continue a move, Enter ends it, Escape leaves it. */
  const onEntryKeyDown = (placed: PlacedEntry, event: KeyboardEvent) => {
    const step = arrowStep(view, event.key);
    const title = titleOf(i18n, placed.entry);
    if (step) {
      event.preventDefault();
      const why = placed.closing
        ? t`Its time on the website ends here: move where it starts, and the end follows.`
        : whyNotMovable(i18n, placed.entry, new Date());
      if (why) {
        setAnnouncement(t`“${title}” cannot be moved: ${why}`);
        return;
      }
      const from = walking?.placed.entry.id === placed.entry.id ? walking.target : placed.at;
      const target = shiftWallClock(from, step);
      setWalking({ placed, target });
      setAnnouncement(t`Move “${title}” to ${when(target)}? Enter moves it, Escape leaves it.`);
    } else if (walking && event.key === 'Enter') {
      event.preventDefault();
      setWalking(null);
      moveTo(walking.placed.entry, walking.target);
    } else if (walking && event.key === 'Escape') {
      event.preventDefault();
      setWalking(null);
      setAnnouncement(t`“${title}” stays where it was.`);
    }
  };

  return {
    pending: move.isPending,
    announcement,
    refusal,
    dismissRefusal: () => setRefusal(null),
    onEntryKeyDown,
    /** A walk ends when focus leaves its entry. */
    onEntryBlur: () => setWalking(null),
    /** Whether a cell (a day, or a day's hour on the week's grid) is where the entry being moved would go. */
    isTarget: (day: Day, hour?: number) => {
      const key = hour === undefined ? day : `${day}T${hour}`;
      return dropKey === key || (walking !== null && keyOf(walking.target) === key);
    },
    /** Takes focus back to an entry drawn again after its move (once). */
    takesFocus: (id: string) => {
      if (refocus.current !== id) return false;
      refocus.current = null;
      return true;
    },
    dragProps: (placed: PlacedEntry) => ({
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.setData('text/plain', placed.entry.id);
        event.dataTransfer.effectAllowed = 'move';
        dragged.current = placed;
      },
      onDragEnd: () => {
        dragged.current = null;
        setDropKey(null);
      },
    }),
    /** A cell that takes a dropped entry: a day keeps the entry's time; an hour keeps its minutes. */
    dropProps: (day: Day, placeAt: (at: WallClock) => WallClock, hour?: number) => {
      const key = hour === undefined ? day : `${day}T${hour}`;
      return {
        onDragOver: (event: DragEvent) => {
          if (!dragged.current) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          if (dropKey !== key) setDropKey(key);
        },
        onDrop: (event: DragEvent) => {
          const placed = dragged.current;
          if (!placed) return;
          event.preventDefault();
          dragged.current = null;
          setDropKey(null);
          moveTo(placed.entry, placeAt(placed.at));
        },
      };
    },
  };
}

export type EntryMove = ReturnType<typeof useEntryMove>;
