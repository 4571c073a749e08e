import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/utils';
import { type Day, monthOf, placementKey } from '../lib/calendar-days';
import { dayName, fullDayName } from '../lib/day-names';
import type { CalendarBodyProps } from './calendar-body';
import { EntryChip } from './entry-chip';
import { TodayMark } from './today-mark';

/** Entries a day's cell shows before it says how many more there are. */
export const MONTH_CELL_ENTRIES = 3;

/**
 * The month's whole weeks, Monday first. A day shows its first entries and how many more it has,
 * which opens the day in the agenda; a dropped entry keeps its time of day.
 */
export function MonthGrid({
  days,
  month,
  today,
  byDay,
  move,
  onOpen,
  onShowDay,
}: CalendarBodyProps & { month: Day }) {
  const { i18n, t } = useLingui();
  return (
    <div className="overflow-hidden rounded-lg border">
      <div className="grid grid-cols-7 border-b bg-muted/60" aria-hidden>
        {days.slice(0, 7).map((day) => (
          <span key={day} className="px-2 py-1.5 text-xs font-semibold text-muted-foreground uppercase">
            {dayName(day, i18n.locale, { weekday: 'short' })}
          </span>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {days.map((day) => {
          const entries = byDay.get(day) ?? [];
          const shown = entries.length > MONTH_CELL_ENTRIES ? MONTH_CELL_ENTRIES - 1 : entries.length;
          const more = entries.length - shown;
          return (
            <div
              key={day}
              data-day={day}
              {...move.dropProps(day, (at) => ({ ...at, date: day }))}
              className={cn(
                'grid min-h-32 content-start gap-1 border-r border-b p-1.5 [&:nth-child(7n)]:border-r-0',
                monthOf(day) !== monthOf(month) && 'bg-muted/40',
                move.isTarget(day) && 'bg-brass-50 ring-2 ring-brass-500 ring-inset',
              )}
            >
              <p className="flex items-center gap-1.5 text-sm">
                <span
                  aria-hidden
                  className={cn(
                    'grid size-6 place-content-center rounded-full tabular-nums',
                    day === today ? 'bg-ink-900 font-semibold text-white' : 'text-ink-700',
                  )}
                >
                  {dayName(day, i18n.locale, { day: 'numeric' })}
                </span>
                {day === today && <TodayMark />}
              </p>
              {entries.length > 0 && (
                <ul className="grid gap-1" aria-label={fullDayName(day, i18n.locale)}>
                  {entries.slice(0, shown).map((placed) => (
                    <li key={placementKey(placed)}>
                      <EntryChip placed={placed} move={move} onOpen={onOpen} />
                    </li>
                  ))}
                </ul>
              )}
              {more > 0 && (
                <button
                  type="button"
                  onClick={() => onShowDay(day)}
                  aria-label={t`${more} more on ${fullDayName(day, i18n.locale)}`}
                  className="justify-self-start rounded-sm px-1 text-xs font-medium text-ink-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Trans>+{more} more</Trans>
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
