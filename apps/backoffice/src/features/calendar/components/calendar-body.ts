import type { CalendarEntry } from '@gaceta/shared/calendar';
import type { EntryMove } from '../hooks/use-entry-move';
import type { Day, PlacedEntry } from '../lib/calendar-days';

/** What each of the calendar's views draws from. */
export interface CalendarBodyProps {
  /** The days the view shows, in order. */
  days: Day[];
  today: Day;
  byDay: Map<Day, PlacedEntry[]>;
  move: EntryMove;
  onOpen: (entry: CalendarEntry) => void;
  /** Shows one day's every entry (the agenda from that day). */
  onShowDay: (day: Day) => void;
}
