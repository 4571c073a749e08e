import type { CalendarEntry } from '@gaceta/shared/calendar';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { ChoiceToggle } from '@/components/form/choice-toggle';
import { QueryState } from '@/components/list/query-state';
import { Button } from '@/components/ui/button';
import { timeZonePlace } from '@/lib/date-time';
import { useCalendar } from '../api/get-calendar';
import { useEntryMove } from '../hooks/use-entry-move';
import { useWideScreen } from '../hooks/use-wide-screen';
import {
  type CalendarView,
  type Day,
  dateOf,
  daysOf,
  entriesByDay,
  stepDay,
  todayIn,
} from '../lib/calendar-days';
import { AgendaList } from './agenda-list';
import type { CalendarBodyProps } from './calendar-body';
import { CalendarFilters, type CalendarFilterValues, type SubjectOption } from './calendar-filters';
import { EntryDialog } from './entry-dialog';
import { MonthGrid } from './month-grid';
import { WeekGrid } from './week-grid';

export interface CalendarSearch extends CalendarFilterValues {
  view?: CalendarView | undefined;
  /** A day of the period shown (the agenda's first); absent, the office's today. */
  date?: Day | undefined;
}

/**
 * Every channel's calendar: what goes out and what went out, in the office's time zone, by month,
 * week or as an agenda (the only view on a phone), filtered by channel, subject and author. Entries
 * open, and those still scheduled move by dragging or by keyboard.
 */
export function CalendarScreen({
  search,
  onSearchChange,
  subjects,
  timeZone: officeZone,
}: {
  search: CalendarSearch;
  onSearchChange: (changes: CalendarSearch) => void;
  subjects: readonly SubjectOption[];
  /** The office's zone, until the calendar's answer names it. */
  timeZone: string;
}) {
  const { i18n, t } = useLingui();
  const wide = useWideScreen();
  const view = wide ? (search.view ?? 'month') : 'agenda';
  const today = todayIn(officeZone);
  const day = search.date ?? today;
  const days = daysOf(view, day);
  const filters = { channels: search.channels, subject: search.subject, author: search.author };
  const calendar = useCalendar({ from: days[0] ?? day, to: days.at(-1) ?? day, ...filters });
  const timeZone = calendar.data?.time_zone ?? officeZone;
  const place = timeZonePlace(timeZone);
  const move = useEntryMove(view, timeZone);
  const [opened, setOpened] = useState<CalendarEntry | null>(null);

  const views: { value: CalendarView; label: string }[] = [
    { value: 'month', label: t`Month` },
    { value: 'week', label: t`Week` },
    { value: 'agenda', label: t`Agenda` },
  ];
  const period = new Intl.DateTimeFormat(i18n.locale, {
    timeZone: 'UTC',
    ...(view === 'month'
      ? { month: 'long', year: 'numeric' }
      : { day: 'numeric', month: 'short', year: 'numeric' }),
  });
  const first = dateOf(view === 'month' ? day : (days[0] ?? day));
  const heading =
    view === 'month' ? period.format(first) : period.formatRange(first, dateOf(days.at(-1) ?? day));

  return (
    <div className="grid gap-4">
      <CalendarFilters values={filters} subjects={subjects} onChange={onSearchChange} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Previous`}
            onClick={() => onSearchChange({ date: stepDay(view, day, -1) })}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" onClick={() => onSearchChange({ date: undefined })}>
            <Trans>Today</Trans>
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Next`}
            onClick={() => onSearchChange({ date: stepDay(view, day, 1) })}
          >
            <ChevronRight aria-hidden />
          </Button>
          <h2
            className="ml-2 font-serif text-xl font-semibold text-ink-900 first-letter:uppercase"
            aria-live="polite"
          >
            {heading}
          </h2>
        </div>
        {wide && (
          <ChoiceToggle
            label={t`View`}
            value={view}
            options={views}
            onChange={(next) => onSearchChange({ view: next })}
          />
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Times are {place} time. Drag a scheduled entry to another day, or focus it and use the arrow keys,
          then Enter.
        </Trans>
      </p>
      <p role="status" className="text-sm font-medium text-ink-900 empty:hidden">
        {move.announcement}
      </p>
      <ErrorAlert error={move.refusal ? { message: move.refusal } : null} />
      <QueryState query={calendar}>
        {(loaded) => {
          const body: CalendarBodyProps = {
            days,
            today,
            byDay: entriesByDay(loaded.objects, timeZone),
            move,
            onOpen: setOpened,
            onShowDay: (shown) => onSearchChange({ view: 'agenda', date: shown }),
          };
          return (
            <div aria-busy={move.pending || calendar.isFetching}>
              {view === 'month' && <MonthGrid {...body} month={day} />}
              {view === 'week' && <WeekGrid {...body} />}
              {view === 'agenda' && <AgendaList {...body} />}
            </div>
          );
        }}
      </QueryState>
      {opened && <EntryDialog entry={opened} timeZone={timeZone} onClose={() => setOpened(null)} />}
    </div>
  );
}
